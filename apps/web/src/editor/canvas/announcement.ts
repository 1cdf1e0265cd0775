import { type Asset, type AssetType, type DesignContent, type ShapeKind, tabPosition } from '@layout/model';

/**
 * What the canvas's live region says about the selection (issue 25), so that someone who cannot
 * see the canvas knows what Tab picked: the asset in words, and where it stands in the page's
 * keyboard order, "Heading 1 text selected, 2 of 5".
 */

/** The longest part of a text read out: enough to tell texts apart. */
const TEXT_WORDS_MAX = 40;

const SHAPE_WORDS: Record<ShapeKind, string> = {
  rect: 'Rectangle',
  circle: 'Circle',
  ellipse: 'Ellipse',
  star: 'Star',
  polygon: 'Polygon',
  arrow: 'Arrow',
  path: 'Freeform',
};

/** The beginning of a text, on one line, cut at a word. */
function textWords(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim();
  if (words.length <= TEXT_WORDS_MAX) return words;
  const cut = words.slice(0, TEXT_WORDS_MAX);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > 0 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** Each asset type in words, as the editor's panels name them. */
const ASSET_WORDS = {
  text: (a) => (textWords(a.textConfig.text) ? `${textWords(a.textConfig.text)} text` : 'Empty text'),
  shape: (a) => `${SHAPE_WORDS[a.shapeProps.type]} shape`,
  image: () => 'Photo',
  illustration: () => 'Illustration',
  logo: () => 'Logo',
  icon: () => 'Icon',
  svg_image: () => 'Graphic',
  background: () => 'Background',
  line: () => 'Line',
  group: () => 'Group',
} satisfies { [T in AssetType]: (asset: Extract<Asset, { type: T }>) => string };

/** An asset in words: "Heading 1 text", "Star shape", "Photo". */
export function assetWords(asset: Asset): string {
  return (ASSET_WORDS[asset.type] as (asset: Asset) => string)(asset);
}

/**
 * The selection in words: one asset or saved group with its place in its page's keyboard order
 * ("Star shape selected, 3 of 4", "Group of 2 selected, 1 of 3"), several as a count ("3 assets
 * selected"), or "Nothing selected". A locked asset says so.
 */
export function selectionAnnouncement(content: DesignContent, selectedIds: readonly string[]): string {
  const ids = new Set(selectedIds);
  const drawn = content.assets.filter((a) => ids.has(a.id) && a.type !== 'group');
  const first = drawn[0];
  if (!first) return 'Nothing selected';
  const position = tabPosition(content, first.pageId, selectedIds);
  if (!position) return `${drawn.length} assets selected`;
  const what = drawn.length > 1 ? `Group of ${drawn.length}` : assetWords(first);
  const locked = drawn.every((a) => a.locked) ? ', locked' : '';
  return `${what} selected, ${position.index + 1} of ${position.count}${locked}`;
}
