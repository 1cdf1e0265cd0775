import type { Asset } from '../assets';
import { newId } from '../assets/common';
import { PASTE_OFFSET_PX } from '../constants';
import type { DesignContent } from '../document/content';
import { nextZIndex } from './placement';
import { removeAssets, renumberZIndex } from './remove';

/**
 * Copy, cut and paste (spec 001 section 4.3: "pasted assets get new ids, offset 30 on the same
 * page"). The clipboard is plain data kept by the editor, outside the document and its history.
 */

/** What Ctrl/Cmd+C or X keeps: deep copies of the assets and the page they were copied from. */
export interface Clipboard {
  /** The page of the first copied asset (a selection lies on one page). */
  sourcePageId: string;
  /** Deep copies, in document order; a copied group brings its members. */
  assets: Asset[];
  /** How many times it has been pasted on each page (by page id; none yet when absent). */
  pasted?: Readonly<Record<string, number>>;
}

/**
 * The listed assets plus the members of listed groups, in document order. A group all of whose
 * members are listed comes too, so a group selected member by member stays a group when pasted.
 */
function selectionWithMembers(content: DesignContent, assetIds: readonly string[]): Asset[] {
  const listed = new Set(assetIds);
  const memberOfListed = new Set(content.assets.flatMap((a) => (a.type === 'group' && listed.has(a.id) ? a.memberIds : [])));
  const isChosen = (a: Asset) => listed.has(a.id) || memberOfListed.has(a.id) || (a.groupId !== undefined && listed.has(a.groupId));
  const chosenIds = new Set(content.assets.filter(isChosen).map((a) => a.id));
  return content.assets.filter((a) => chosenIds.has(a.id) || (a.type === 'group' && a.memberIds.length > 0 && a.memberIds.every((id) => chosenIds.has(id))));
}

/**
 * Copies the selection (Ctrl/Cmd+C): deep copies of the listed assets, with all members of a
 * listed group. Returns undefined when none of the ids exists, so the editor keeps its previous
 * clipboard.
 */
export function copyAssets(content: DesignContent, args: { assetIds: readonly string[] }): Clipboard | undefined {
  const assets = selectionWithMembers(content, args.assetIds);
  if (assets.length === 0) return undefined;
  return { sourcePageId: assets[0]!.pageId, assets: structuredClone(assets) };
}

/**
 * Cuts the selection (Ctrl/Cmd+X): the clipboard `copyAssets` gives, and the content after
 * `removeAssets` of the same ids (groups with their members, pages renumbered). It returns both
 * because one user action yields both; the editor keeps the clipboard and records the content as
 * one undo step. Nothing to cut gives `{ clipboard: undefined, content }` with the same content.
 */
export function cutAssets(content: DesignContent, args: { assetIds: readonly string[] }): { clipboard: Clipboard | undefined; content: DesignContent } {
  const clipboard = copyAssets(content, args);
  return { clipboard, content: clipboard ? removeAssets(content, args) : content };
}

/** What to do with a copied background: replace the page's background, or leave it out. */
export type BackgroundCopies = 'replace' | 'skip';

/**
 * Inserts copies of `assets` on a page, the shared step of paste, duplicate and multiply:
 * - every copy gets a new id; a copied group gets a new id, its `memberIds` and its members'
 *   `groupId` follow; a member copied without its group loses its `groupId`, and a group copied
 *   without any of its members is left out;
 * - copies move by `offset` (backgrounds excepted: they cover the page);
 * - they go on top of the page's stack in their original relative order and are appended to
 *   `content.assets`, so `addedAssets(before, after)` finds them;
 * - a copied background either replaces the page's background (order 0; only the first one) or
 *   is skipped, as `backgrounds` says, so a page never has two.
 * Unknown pages and nothing to insert return the same content.
 */
export function insertCopies(
  content: DesignContent,
  args: { assets: readonly Asset[]; pageId: string; offset: { x: number; y: number }; backgrounds: BackgroundCopies },
): DesignContent {
  const { pageId, offset } = args;
  if (!content.pages.some((p) => p.id === pageId)) return content;
  const copiedIds = new Set(args.assets.map((a) => a.id));
  const background = args.backgrounds === 'replace' ? args.assets.find((a) => a.type === 'background') : undefined;
  const kept = args.assets.filter((a) => (a.type !== 'background' || a === background) && (a.type !== 'group' || a.memberIds.some((id) => copiedIds.has(id))));
  if (kept.length === 0) return content;

  const newIds = new Map(kept.map((a) => [a.id, newId()]));
  const base = nextZIndex(content, pageId);
  const zById = new Map(
    kept
      .filter((a) => a.type !== 'background')
      .sort((a, b) => a.zIndex - b.zIndex)
      .map((a, i) => [a.id, base + i]),
  );
  const copies = kept.map((source): Asset => {
    const { groupId, ...rest } = source;
    const copy = { ...rest, id: newIds.get(source.id)!, pageId } as Asset;
    const newGroupId = groupId === undefined ? undefined : newIds.get(groupId);
    if (newGroupId !== undefined) copy.groupId = newGroupId;
    if (copy.type === 'group') copy.memberIds = copy.memberIds.flatMap((id) => newIds.get(id) ?? []);
    if (copy.type === 'background') return { ...copy, zIndex: 0 };
    return { ...copy, x: copy.x + offset.x, y: copy.y + offset.y, zIndex: zById.get(source.id)! };
  });

  const others = background ? content.assets.filter((a) => !(a.pageId === pageId && a.type === 'background')) : content.assets;
  // Renumbering repairs a stack that had gaps before, so the page ends consecutive from 1.
  return { ...content, assets: renumberZIndex([...others, ...copies], pageId) };
}

/**
 * Pastes the clipboard on a page (Ctrl/Cmd+V), on top of the page's stack with new ids:
 * - on the page it was copied from, the copies are offset 30 px right and down (PASTE_OFFSET_PX),
 *   so they do not hide the originals;
 * - on another page they keep the copied position: nothing there to hide, and the layout stays
 *   where the user placed it (e.g. copying a block from the front to the back of a card);
 * - each further paste of the same clipboard on a page goes 30 px further than the one before
 *   (`clipboardAfterPaste` counts them), so pasting three times shows three copies instead of
 *   one on top of the other;
 * - a pasted background replaces the page's background (at order 0, not offset): the user asked
 *   for that background, and a page has only one.
 */
export function pasteAssets(content: DesignContent, args: { clipboard: Clipboard; pageId: string }): DesignContent {
  const earlier = args.clipboard.pasted?.[args.pageId] ?? 0;
  const shift = PASTE_OFFSET_PX * (earlier + (args.pageId === args.clipboard.sourcePageId ? 1 : 0));
  return insertCopies(content, {
    assets: args.clipboard.assets,
    pageId: args.pageId,
    offset: { x: shift, y: shift },
    backgrounds: 'replace',
  });
}

/** The clipboard after a paste on `pageId`: the next paste there goes 30 px further. */
export function clipboardAfterPaste(clipboard: Clipboard, pageId: string): Clipboard {
  return { ...clipboard, pasted: { ...clipboard.pasted, [pageId]: (clipboard.pasted?.[pageId] ?? 0) + 1 } };
}
