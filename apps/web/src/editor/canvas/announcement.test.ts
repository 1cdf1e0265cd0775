import { type DesignContent, addLineAsset, addShapeAsset, addTextAsset, createDesignContent, setLocked } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { assetWords, selectionAnnouncement } from './announcement';

/** A page with a heading, a star, a line and a long text, in that stacking order. */
function design(): { content: DesignContent; ids: string[] } {
  let content = createDesignContent();
  const pageId = content.pages[0]!.id;
  content = addTextAsset(content, { pageId, text: 'Heading 1' });
  content = addShapeAsset(content, { pageId, kind: 'star' });
  content = addLineAsset(content, { pageId });
  content = addTextAsset(content, { pageId, text: 'Call us on\n%phone% any day of the week, mornings and evenings' });
  return { content, ids: content.assets.map((a) => a.id) };
}

describe('the live region says what Tab selected (issue 25)', () => {
  it('names the asset in words and its place in the page’s order', () => {
    const { content, ids } = design();
    expect(selectionAnnouncement(content, [ids[0]!])).toBe('Heading 1 text selected, 1 of 4');
    expect(selectionAnnouncement(content, [ids[1]!])).toBe('Star shape selected, 2 of 4');
    expect(selectionAnnouncement(content, [ids[2]!])).toBe('Line selected, 3 of 4');
  });

  it('reads the beginning of a long text, on one line, cut at a word', () => {
    const { content } = design();
    expect(assetWords(content.assets[3]!)).toBe('Call us on %phone% any day of the week,… text');
  });

  it('counts several assets, says when nothing is selected, and says an asset is locked', () => {
    const { content, ids } = design();
    expect(selectionAnnouncement(content, ids.slice(0, 2))).toBe('2 assets selected');
    expect(selectionAnnouncement(content, [])).toBe('Nothing selected');
    const locked = setLocked(content, { assetIds: [ids[1]!], locked: true });
    expect(selectionAnnouncement(locked, [ids[1]!])).toBe('Star shape selected, 2 of 4, locked');
  });

  it('reads a saved group as one stop', () => {
    const { content, ids } = design();
    const grouped: DesignContent = {
      ...content,
      assets: [
        ...content.assets.map((a) => (a.id === ids[1] || a.id === ids[2] ? { ...a, groupId: 'g' } : a)),
        {
          id: 'g',
          type: 'group',
          pageId: content.pages[0]!.id,
          memberIds: [ids[1]!, ids[2]!],
          x: 0,
          y: 0,
          width: 10,
          height: 10,
          rotation: 0,
          scaleX: 1,
          scaleY: 1,
          opacity: 1,
          zIndex: 9,
        },
      ],
    } as DesignContent;
    expect(selectionAnnouncement(grouped, [ids[1]!, ids[2]!, 'g'])).toBe('Group of 2 selected, 2 of 3');
  });
});
