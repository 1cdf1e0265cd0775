/**
 * A design's `preview`: a picture (data URL) of its first page, shown in My Stuff. The API's
 * schema (design.ts) and the editor (which leaves out a picture the API would refuse) share this
 * rule; the editor checks it without the schemas, which it does not load on the way to a page.
 */
export const DESIGN_PREVIEW_MAX_CHARS = 1_000_000;
export const DESIGN_PREVIEW_PREFIX = 'data:image/';

/** Whether the API accepts `value` as a design's preview. */
export function isDesignPreview(value: unknown): value is string {
  return typeof value === 'string' && value.length <= DESIGN_PREVIEW_MAX_CHARS && value.startsWith(DESIGN_PREVIEW_PREFIX);
}
