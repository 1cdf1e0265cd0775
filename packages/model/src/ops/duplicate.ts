import { PASTE_OFFSET_PX } from '../constants';
import type { DesignContent } from '../document/content';
import { copyAssets, insertCopies } from './clipboard';

/**
 * Duplicate (the toolbar's Copy: "Copy duplicates once") and Multiply (spec 001 sections 2.6, 4.7
 * and 5): copies of the selection on its own page, each further copy one more offset away.
 */

/** The Multiply popup's count stepper runs from 0 to 10 (spec 001 section 5). */
export const MULTIPLY_MAX_COUNT = 10;

/** The Multiply popup opens with count 1 and zero offsets (spec 001 section 9). */
export const MULTIPLY_DEFAULTS = { count: 1, offsetX: 0, offsetY: 0 } as const;

/**
 * Multiplies the selection: copy i (from 1 to count) is moved by i x offsetX and i x offsetY and
 * goes on top of its page's stack, above copy i - 1; the selection keeps its relative order in
 * every copy. Copies get new ids (groups with their members, see `insertCopies`) and are appended
 * to `content.assets` copy by copy.
 *
 * The count follows the popup's stepper: it runs only above 0; a fraction is rounded down and a
 * count above 10 is taken as 10, so a stray value never floods the page. A count of 0 or below, or
 * a count or offset that is not a finite number, changes nothing (the same content is returned).
 * Backgrounds in the selection are not multiplied: a page has only one.
 */
export function multiplyAssets(content: DesignContent, args: { assetIds: readonly string[]; count?: number; offsetX?: number; offsetY?: number }): DesignContent {
  const { count = MULTIPLY_DEFAULTS.count, offsetX = MULTIPLY_DEFAULTS.offsetX, offsetY = MULTIPLY_DEFAULTS.offsetY } = args;
  if (![count, offsetX, offsetY].every(Number.isFinite)) return content;
  const copies = Math.min(Math.floor(count), MULTIPLY_MAX_COUNT);
  const clipboard = copyAssets(content, args);
  if (copies <= 0 || !clipboard) return content;
  // A selection lies on one page, but each asset goes back to its own page whatever the caller sends.
  const pageIds = [...new Set(clipboard.assets.map((a) => a.pageId))];
  let next = content;
  for (let i = 1; i <= copies; i++) {
    for (const pageId of pageIds) {
      next = insertCopies(next, {
        assets: clipboard.assets.filter((a) => a.pageId === pageId),
        pageId,
        offset: { x: i * offsetX, y: i * offsetY },
        backgrounds: 'skip',
      });
    }
  }
  return next;
}

/**
 * Duplicates the selection once (the toolbar's Copy), offset by `offset` px right and down
 * (default 30, spec 001 section 4.7), on top of its page's stack. Same rules as `multiplyAssets`
 * with count 1; a non-finite offset changes nothing.
 */
export function duplicateAssets(content: DesignContent, args: { assetIds: readonly string[]; offset?: number }): DesignContent {
  const offset = args.offset ?? PASTE_OFFSET_PX;
  return multiplyAssets(content, { assetIds: args.assetIds, count: 1, offsetX: offset, offsetY: offset });
}
