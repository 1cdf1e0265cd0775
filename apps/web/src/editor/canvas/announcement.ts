import { type Asset, type AssetType, type DesignContent, type ShapeKind, type TabStop, tabPosition, tabStops } from '@layout/model';
import type { EditorMode } from '../state/editorStore';

/**
 * What the canvas's live region says (issue 25), so that someone who cannot see the canvas knows
 * what Tab picked: the asset in words, and where it stands in the page's keyboard order, "Heading
 * 1 text selected, 2 of 5"; which keys the crop and pattern editors take as they open, and that
 * they finished. And what each page's canvas holds, for its description.
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

/** What the live region says as the crop or pattern editor opens (its keys), and as it closes. */
const MODE_WORDS: Partial<Record<EditorMode['kind'], { opened: string; finished: string }>> = {
  cropImage: { opened: 'Crop mode: arrows move the picture, Shift+arrows resize the frame, Enter or Escape to finish', finished: 'Crop finished' },
  transformShapeImagePattern: {
    opened: 'Pattern mode: arrows move the pattern, Shift+arrows resize it, Enter or Escape to finish',
    finished: 'Pattern finished',
  },
};

/**
 * What to say when the editor's mode changes from `before` to `after`: the keys of a crop or
 * pattern editor that opened, or that one closed. Nothing for a text's editing (its field speaks
 * for itself) or no change.
 */
export function modeAnnouncement(before: EditorMode | null, after: EditorMode | null): string | undefined {
  if (after === before) return undefined;
  const opened = after && MODE_WORDS[after.kind]?.opened;
  if (opened) return opened;
  return before ? MODE_WORDS[before.kind]?.finished : undefined;
}

/** A mark no one hears, added to a message said again so that screen readers read it again (a live region reads changes). */
const REPEAT_MARK = '\u200B';

/**
 * What the live region shows to say `text` after `shown`: the text, or when it is the same as
 * before, the text with (or without) the silent mark, so that the region changes and is read.
 */
export function spokenAgain(shown: string, text: string): string {
  if (shown.replaceAll(REPEAT_MARK, '') !== text) return text;
  return shown.endsWith(REPEAT_MARK) ? text : `${text}${REPEAT_MARK}`;
}

/** The most assets a page's description names: enough to know the page, short enough to listen to. */
const DESCRIBED_ASSETS_MAX = 20;

/** A page among the design's, as its description starts: "Page 2 of 3", "Back, page 2 of 2". */
export function pagePlace(title: string, index: number, count: number): string {
  const place = `page ${index + 1} of ${count}`;
  return title === `Page ${index + 1}` ? `Page ${index + 1} of ${count}` : `${title}, ${place}`;
}

/** A stop of the page's keyboard order in words: its asset, or its group. */
function stopWords(stop: TabStop, byId: ReadonlyMap<string, Asset>): string {
  if (stop.assetIds.length > 1) return `Group of ${stop.assetIds.length}`;
  const asset = byId.get(stop.assetIds[0]!);
  return asset ? assetWords(asset) : 'Asset';
}

/**
 * What a page's canvas holds, as its description (the canvas draws, so screen readers need the
 * words): "Page 1 of 2: 3 assets: Heading 1 text, Star shape, Photo.", in the keyboard's order,
 * the first 20 named.
 */
export function pageDescription(content: DesignContent, pageId: string, place: string): string {
  const stops = tabStops(content, pageId);
  // A full stop at the end: the canvas's keys are read next.
  if (stops.length === 0) return `${place}: no assets.`;
  const byId = new Map(content.assets.filter((a) => a.pageId === pageId).map((a) => [a.id, a]));
  const named = stops.slice(0, DESCRIBED_ASSETS_MAX).map((stop) => stopWords(stop, byId));
  const more = stops.length > DESCRIBED_ASSETS_MAX ? `, and ${stops.length - DESCRIBED_ASSETS_MAX} more` : '';
  return `${place}: ${stops.length} ${stops.length === 1 ? 'asset' : 'assets'}: ${named.join(', ')}${more}.`;
}
