import { type DownloadItem, addDownloadItem, downloadItemSchema } from './download';

/**
 * The export bucket's rules besides adding (addDownloadItem): the designs waiting for export,
 * kept by the browser in local storage under currentDesignsToExport (spec 000 sections 4 and 9).
 */

/** The bucket without the item (an item equal in design, type and resolution); the same array when absent. */
export function removeDownloadItem(items: readonly DownloadItem[], item: DownloadItem): readonly DownloadItem[] {
  const kept = items.filter((i) => !(i.designId === item.designId && i.type === item.type && i.isPrintResolution === item.isPrintResolution));
  return kept.length === items.length ? items : kept;
}

/** The bucket without the items of the list. */
export function removeDownloadItems(items: readonly DownloadItem[], done: readonly DownloadItem[]): readonly DownloadItem[] {
  return done.reduce(removeDownloadItem, items);
}

/**
 * The bucket as stored text reads back: an empty bucket for nothing stored, text that is not JSON
 * or not a list; a list keeps its valid items (without duplicates) and drops the others, so one
 * bad entry, written by hand or by an older version, does not lose the rest.
 */
export function parseDownloadBucket(stored: string | null): readonly DownloadItem[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  let items: readonly DownloadItem[] = [];
  for (const entry of parsed) {
    const item = downloadItemSchema.safeParse(entry);
    if (item.success) items = addDownloadItem(items, item.data);
  }
  return items;
}
