import { type TextAsset, ptToPx, setTextFormat } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { doc, page, rect, text } from '../../../../../packages/model/src/testing/fixtures';
import { withFittedTextHeights } from './edits';

describe('a text box follows its content after a format change', () => {
  it('fits the height of the changed texts only (before the fonts load, by explicit lines)', () => {
    const content = doc(page('p', text({ id: 't', text: 'One\nTwo', fontSize: 18 }), text({ id: 'u', fontSize: 18 }), rect({ id: 'r' })));
    const bigger = setTextFormat(content, { assetIds: ['t', 'u'], changes: { fontSize: 24, padding: 3 } });
    const fitted = withFittedTextHeights(bigger, ['t', 'r']);
    const t = fitted.assets.find((a) => a.id === 't') as TextAsset;
    expect(t.height).toBeCloseTo(2 * ptToPx(24) * 1.3 + 6, 6);
    expect(fitted.assets.find((a) => a.id === 'u')).toBe(bigger.assets.find((a) => a.id === 'u'));
    expect(withFittedTextHeights(fitted, ['t'])).toBe(fitted);
  });
});
