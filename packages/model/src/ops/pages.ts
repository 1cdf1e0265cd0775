import { newId } from '../assets';
import { DEFAULT_PAGE_BACKGROUND } from '../constants';
import type { Asset } from '../assets';
import type { DesignContent, Page, PrintFormat } from '../document/content';
import { insertCopies } from './clipboard';
import { nextZIndex } from './placement';
import { renumberZIndex } from './remove';

/**
 * Page operations of the canvas and the Pages panel (spec 001 sections 2.5 and 4.5; spec 000
 * section 9: "double-sided designs with an odd page count get an added page").
 */

/** Shown when a double-sided design has an odd page count (spec 001 section 8). */
export const ODD_PAGE_COUNT_WARNING = 'the last page will have a blank backside';

/** Adds a white page at the end (spec 001 section 4.5); the caller makes it the active page. */
export function addPage(content: DesignContent, args: { pageId?: string } = {}): DesignContent {
  return { ...content, pages: [...content.pages, { id: args.pageId ?? newId(), backgroundColor: DEFAULT_PAGE_BACKGROUND }] };
}

/**
 * Copies a page (the page strip's and the Pages panel's copy): a new page with a new id and the
 * same background colour goes right after the source, and the source's assets are copied onto it
 * with new ids, groups remapped, the same positions and the same z-orders (via `insertCopies`).
 * The copies are appended to `content.assets`, so `addedAssets` finds them. The preview is not
 * copied: previews are regenerated after changes. Unknown pages return the same content.
 */
export function copyPage(content: DesignContent, args: { pageId: string; newPageId?: string }): DesignContent {
  const index = content.pages.findIndex((p) => p.id === args.pageId);
  if (index < 0) return content;
  const source = content.pages[index]!;
  const copy: Page = { id: args.newPageId ?? newId(), backgroundColor: source.backgroundColor };
  const pages = [...content.pages.slice(0, index + 1), copy, ...content.pages.slice(index + 1)];
  const withPage = { ...content, pages };
  const assets = content.assets.filter((a) => a.pageId === source.id);
  return insertCopies(withPage, { assets, pageId: copy.id, offset: { x: 0, y: 0 }, backgrounds: 'replace' });
}

/**
 * Removes a page and its assets (spec 001 section 4.5). Refused, returning the same content, when
 * it is the only page left ("removing a page is refused if only one remains") or is unknown. The
 * confirmation dialog is the editor's business.
 */
export function removePage(content: DesignContent, args: { pageId: string }): DesignContent {
  if (content.pages.length <= 1 || !content.pages.some((p) => p.id === args.pageId)) return content;
  return {
    ...content,
    pages: content.pages.filter((p) => p.id !== args.pageId),
    assets: content.assets.filter((a) => a.pageId !== args.pageId),
  };
}

/**
 * The active page after `removePage(before, { pageId: removedId })`: removing the active page
 * selects the first remaining page (spec 001 section 4.5); removing another page, or a refused
 * removal, keeps the active page.
 */
export function activePageAfterRemoval(before: DesignContent, removedId: string, activeId: string): string {
  if (removedId !== activeId || removePage(before, { pageId: removedId }) === before) return activeId;
  return before.pages.find((p) => p.id !== removedId)!.id;
}

/**
 * Moves a page to `toIndex` in the page list (drag-reorder in the Pages panel). The index is
 * truncated and clamped to the list, so dropping past the end puts the page last. Unknown pages,
 * a non-numeric index or no move return the same content. Assets follow by their pageId.
 */
export function movePage(content: DesignContent, args: { pageId: string; toIndex: number }): DesignContent {
  const from = content.pages.findIndex((p) => p.id === args.pageId);
  if (from < 0 || !Number.isFinite(args.toIndex)) return content;
  const to = Math.min(Math.max(Math.trunc(args.toIndex), 0), content.pages.length - 1);
  if (to === from) return content;
  const pages = content.pages.filter((_, i) => i !== from);
  pages.splice(to, 0, content.pages[from]!);
  return { ...content, pages };
}

/**
 * Gives a double-sided design an even page count by adding a white page at the end (spec 000
 * section 9, spec 001 section 4.5), so every sheet has a back. Single-sided designs and even counts
 * return the same content.
 */
export function ensureDoubleSided(content: DesignContent, printFormat: PrintFormat): DesignContent {
  if (printFormat !== 'DOUBLE_SIDE' || content.pages.length % 2 === 0) return content;
  return addPage(content);
}

/**
 * The label of a page preview in the Pages panel ("page previews labelled per side", spec 001
 * section 2.5). Double-sided designs alternate sides, so even indexes (0, 2...) are 'Front' and
 * odd ones 'Back', the words templates use for sides ('Side: Front/Back'); single-sided pages are
 * 'Page N', one-based, as the Add template form shows page numbers ("shown as Page N").
 */
export function pageSideLabel(index: number, printFormat: PrintFormat): string {
  if (printFormat === 'DOUBLE_SIDE') return index % 2 === 0 ? 'Front' : 'Back';
  return `Page ${index + 1}`;
}

/**
 * Assets dragged from their page and dropped onto another (spec 001 section 4.2: a drop makes
 * that page active): they move there, at the given positions in that page's coordinates, on top
 * of its stack in their own order; the page they left is renumbered. A saved group moves whole:
 * members not listed move by the same offset as the listed ones, and the group follows them.
 * Backgrounds stay on their page. Returns the same content when nothing moves.
 */
export function moveAssetsToPage(content: DesignContent, args: { pageId: string; moves: readonly { assetId: string; x: number; y: number }[] }): DesignContent {
  if (!content.pages.some((p) => p.id === args.pageId)) return content;
  const byId = new Map(content.assets.map((a) => [a.id, a]));
  const offsets = new Map<string, { dx: number; dy: number }>();
  for (const move of args.moves) {
    const asset = byId.get(move.assetId);
    if (!asset || asset.type === 'background' || asset.pageId === args.pageId || !Number.isFinite(move.x) || !Number.isFinite(move.y)) continue;
    offsets.set(asset.id, { dx: move.x - asset.x, dy: move.y - asset.y });
  }
  // Whole groups: the group and its members take the offset of a listed member (or the group's).
  for (const asset of content.assets) {
    if (asset.type !== 'group') continue;
    const members = asset.memberIds.map((id) => byId.get(id)).filter((m): m is Asset => m !== undefined);
    const lead = offsets.get(asset.id) ?? members.map((m) => offsets.get(m.id)).find((o) => o !== undefined);
    if (!lead) continue;
    for (const item of [asset, ...members]) if (!offsets.has(item.id) && item.pageId !== args.pageId) offsets.set(item.id, lead);
  }
  if (offsets.size === 0) return content;
  const leaving = new Set(content.assets.filter((a) => offsets.has(a.id)).map((a) => a.pageId));
  // On top of the target page, in their stacking order.
  const movedInOrder = content.assets.filter((a) => offsets.has(a.id)).sort((a, b) => a.zIndex - b.zIndex);
  const firstZ = nextZIndex(content, args.pageId);
  const zIndexOf = new Map(movedInOrder.map((a, i) => [a.id, firstZ + i]));
  let assets = content.assets.map((a) => {
    const offset = offsets.get(a.id);
    if (!offset) return a;
    return { ...a, pageId: args.pageId, x: a.x + offset.dx, y: a.y + offset.dy, zIndex: zIndexOf.get(a.id)! };
  });
  for (const pageId of leaving) assets = renumberZIndex(assets, pageId);
  return { ...content, assets };
}
