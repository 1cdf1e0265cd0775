import { type DesignContent, addLineAsset, addShapeAsset, addTextAsset, createDesignContent, setLocked } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { assetWords, modeAnnouncement, pageDescription, pagePlace, selectionAnnouncement, spokenAgain } from './announcement';

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

/** The design's page with its heading and star grouped. */
function grouped(content: DesignContent, ids: string[]): DesignContent {
  return {
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
    expect(selectionAnnouncement(grouped(content, ids), [ids[1]!, ids[2]!, 'g'])).toBe('Group of 2 selected, 2 of 3');
  });
});

describe('the live region says which keys the crop and pattern editors take, and when they finish (issue 25)', () => {
  const crop = { kind: 'cropImage', assetId: 'a' } as const;
  const pattern = { kind: 'transformShapeImagePattern', assetId: 'b' } as const;
  const text = { kind: 'editTextContent', assetId: 'c' } as const;

  it('names the keys as an editor opens, and says it finished as it closes', () => {
    expect(modeAnnouncement(null, crop)).toBe('Crop mode: arrows move the picture, Shift+arrows resize the frame, Enter or Escape to finish');
    expect(modeAnnouncement(crop, null)).toBe('Crop finished');
    expect(modeAnnouncement(null, pattern)).toMatch(/^Pattern mode: arrows move the pattern/);
    expect(modeAnnouncement(pattern, null)).toBe('Pattern finished');
    // From one picture's crop straight to another's: the keys again.
    expect(modeAnnouncement(crop, { ...crop, assetId: 'z' })).toMatch(/^Crop mode/);
  });

  it('says nothing of a text being edited, nor when nothing changed', () => {
    expect(modeAnnouncement(null, text)).toBeUndefined();
    expect(modeAnnouncement(text, null)).toBeUndefined();
    expect(modeAnnouncement(crop, crop)).toBeUndefined();
    expect(modeAnnouncement(null, null)).toBeUndefined();
  });

  it('changes a message said again by a silent mark, so that it is read again', () => {
    expect(spokenAgain('Nothing selected', 'Star shape selected, 1 of 1')).toBe('Star shape selected, 1 of 1');
    const again = spokenAgain('Star shape selected, 1 of 1', 'Star shape selected, 1 of 1');
    expect(again).not.toBe('Star shape selected, 1 of 1');
    expect(again.replace(/\u200B/g, '')).toBe('Star shape selected, 1 of 1');
    expect(spokenAgain(again, 'Star shape selected, 1 of 1')).toBe('Star shape selected, 1 of 1');
    expect(spokenAgain(again, 'Nothing selected')).toBe('Nothing selected');
  });
});

describe('a page canvas’s description: what the page holds (issue 25)', () => {
  it('names the page and its assets in the keyboard’s order', () => {
    const { content } = design();
    const pageId = content.pages[0]!.id;
    expect(pageDescription(content, pageId, pagePlace('Page 1', 0, 2))).toBe(
      'Page 1 of 2: 4 assets: Heading 1 text, Star shape, Line, Call us on %phone% any day of the week,… text.',
    );
  });

  it('names a group as one, and says when the page is empty', () => {
    const { content, ids } = design();
    const pageId = content.pages[0]!.id;
    expect(pageDescription(grouped(content, ids), pageId, 'Page 1 of 1')).toBe('Page 1 of 1: 3 assets: Heading 1 text, Group of 2, Call us on %phone% any day of the week,… text.');
    expect(pageDescription({ ...content, assets: [] }, pageId, 'Front, page 1 of 2')).toBe('Front, page 1 of 2: no assets.');
  });

  it('names the first 20 assets of a full page and counts the others', () => {
    let content = createDesignContent();
    const pageId = content.pages[0]!.id;
    for (let i = 0; i < 23; i++) content = addShapeAsset(content, { pageId, kind: 'circle' });
    const description = pageDescription(content, pageId, 'Page 1 of 1');
    expect(description).toMatch(/^Page 1 of 1: 23 assets: Circle shape, /);
    expect(description.match(/Circle shape/g)).toHaveLength(20);
    expect(description).toMatch(/, and 3 more\.$/);
  });

  it('places a page among the design’s, by the name its header shows', () => {
    expect(pagePlace('Page 2', 1, 3)).toBe('Page 2 of 3');
    expect(pagePlace('Back', 1, 2)).toBe('Back, page 2 of 2');
  });
});
