import { describe, expect, it } from 'vitest';
import { designContentSchema } from '../document/content';
import { background, doc, image, line, page, rect, text } from './fixtures';

describe('fixture builders', () => {
  it('build valid content with consecutive z-orders per page and the background at 0', () => {
    const content = doc({ flatWidth: 90, flatHeight: 55 }, page('p1', background(), rect({ id: 'a' }), text({ id: 'b', text: 'Hi' }), image(), line()), page('p2', rect()));
    expect(designContentSchema.safeParse(content).success).toBe(true);
    expect(content.assets.filter((a) => a.pageId === 'p1').map((a) => a.zIndex)).toEqual([0, 1, 2, 3, 4]);
    expect(content.assets.find((a) => a.pageId === 'p2')!.zIndex).toBe(1);
    expect(content.layoutDimensions.flatWidth).toBe(90);
  });
});
