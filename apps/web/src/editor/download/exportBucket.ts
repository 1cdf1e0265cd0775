import { type DownloadItem, STORAGE_KEYS, addDownloadItem, parseDownloadBucket, removeDownloadItems } from '@layout/model';

/**
 * The export bucket: designs waiting for export, kept in local storage under
 * currentDesignsToExport (spec 000 sections 4 and 9) so that nothing asked for is lost to a
 * failed request or a reload. The rules are the model's; this only reads and writes the key.
 * Storage that cannot be read or written (private mode, quota) acts as an empty bucket.
 */

const KEY = STORAGE_KEYS.currentDesignsToExport;

/** The items waiting; an empty bucket for nothing stored or stored text that does not read. */
export function readExportBucket(): readonly DownloadItem[] {
  try {
    return parseDownloadBucket(localStorage.getItem(KEY));
  } catch {
    return [];
  }
}

function write(items: readonly DownloadItem[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // Not stored: the download itself goes on; only a retry after a reload would miss it.
  }
}

/** Puts an item in the bucket (a duplicate is ignored). */
export function addToExportBucket(item: DownloadItem): void {
  write(addDownloadItem(readExportBucket(), item));
}

/** Takes downloaded items out of the bucket. */
export function removeFromExportBucket(items: readonly DownloadItem[]): void {
  write(removeDownloadItems(readExportBucket(), items));
}
