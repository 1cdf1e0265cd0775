import { type Asset, MESSAGES, type UnpaidAsset, isAdmin, migrateContent, priceWithFee, stockItemsOf } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { cents, dollars } from '../db/money';
import { findDesignBytes } from '../designs/designs.queries';
import { HttpError, notFound } from '../http/errors';
import type { UserRow } from '../users/users.table';
import type { CheckoutStockLine } from './payments.table';
import { purchasedAmong } from '../illustrations/illustrations.queries';
import { type PricedStockRow, boughtSvgs, paidIllustrationsAmong, paidSvgsAmong } from './stock.queries';

/**
 * What a user still has to pay for (spec 000 sections 3 and 4: 'Paid design info'): the paid
 * stock items that are not their own and not bought yet, each once, priced now from the
 * database: the creator's price and the stock fee on top (config.commission), in cents. Admins
 * run the marketplace and pay for nothing.
 */

/** An unpaid item as a checkout line, with what the screens show of it. */
export interface UnpaidLine extends CheckoutStockLine {
  link: string;
  creatorName: string | null;
}

/** The stock items named, less what `viewer` need not pay for, priced. */
export async function unpaidStock(app: FastifyInstance, viewer: UserRow, refs: { illustrations: readonly number[]; svgs: readonly number[] }): Promise<UnpaidLine[]> {
  if (isAdmin(viewer)) return [];
  const [paidIllustrations, paidSvgs] = await Promise.all([paidIllustrationsAmong(app.db, refs.illustrations), paidSvgsAmong(app.db, refs.svgs)]);
  const [illustrationsBought, svgsBought] = await Promise.all([
    purchasedAmong(
      app.db,
      viewer.id,
      paidIllustrations.map((row) => row.id),
    ),
    boughtSvgs(
      app.db,
      viewer.id,
      paidSvgs.map((row) => row.id),
    ),
  ]);
  const owed = (row: PricedStockRow, bought: Set<number>) => row.sellerId !== viewer.id && !bought.has(row.id);
  return [
    ...paidIllustrations.filter((row) => owed(row, illustrationsBought)).map((row) => priced(app, 'illustration', row)),
    ...paidSvgs.filter((row) => owed(row, svgsBought)).map((row) => priced(app, 'svg', row)),
  ];
}

function priced(app: FastifyInstance, itemType: UnpaidLine['itemType'], row: PricedStockRow): UnpaidLine {
  // The fee is what the buyer's price (fullCost, as every list shows it) adds to the creator's.
  const feeCents = cents(priceWithFee(dollars(row.costCents), app.config.commission)) - row.costCents;
  return {
    itemType,
    itemId: row.id,
    name: row.name,
    priceCents: row.costCents,
    feeCents,
    sellerId: row.sellerId,
    link: app.storage.url(row.previewKey),
    creatorName: row.creatorName,
  };
}

/** The stock a design uses, for its owner or an admin (anyone else: not found, as GET /designs/:id answers). */
export async function designStock(app: FastifyInstance, viewer: UserRow, designId: number): Promise<{ illustrations: number[]; svgs: number[] }> {
  const design = await findDesignBytes(app.db, designId);
  if (!design || (design.userId !== viewer.id && !isAdmin(viewer))) throw notFound(MESSAGES.designNotFound);
  return stockOfStoredContent(design.contentBytes);
}

/** The stock named by stored content; content that cannot be read names none (the export refuses it as damaged). */
function stockOfStoredContent(bytes: Buffer): { illustrations: number[]; svgs: number[] } {
  try {
    const content = migrateContent(JSON.parse(bytes.toString('utf8'))) as { assets?: unknown };
    const assets = Array.isArray(content.assets) ? (content.assets as Asset[]) : [];
    return stockItemsOf({ assets: assets.filter(isReadableAsset) });
  } catch {
    return { illustrations: [], svgs: [] };
  }
}

/** An asset whose stock reference can be read without tripping over a malformed one. */
function isReadableAsset(asset: Asset): boolean {
  if (typeof asset !== 'object' || asset === null) return false;
  if (asset.type === 'illustration') return typeof asset.illustrationConfig === 'object' && asset.illustrationConfig !== null;
  if (asset.type === 'shape') return typeof asset.shapeProps === 'object' && asset.shapeProps !== null;
  return ['svg_image', 'icon', 'image', 'logo', 'background', 'text', 'line', 'group'].includes(asset.type);
}

export async function unpaidInDesign(app: FastifyInstance, viewer: UserRow, designId: number): Promise<UnpaidLine[]> {
  return unpaidStock(app, viewer, await designStock(app, viewer, designId));
}

/** What `viewer` has not paid for among the stock of a design's stored content (the export reads the bytes already). */
export async function unpaidInContent(app: FastifyInstance, viewer: UserRow, contentBytes: Buffer): Promise<UnpaidLine[]> {
  return unpaidStock(app, viewer, stockOfStoredContent(contentBytes));
}

/**
 * The lines of an open checkout that `viewer` need not pay for any more: bought since it was made
 * (two checkouts for one item, the other one paid first) or their own. Paying it would charge for
 * something already owned, so it is not paid.
 */
export async function linesOwnedAlready(app: FastifyInstance, viewer: UserRow, lines: readonly CheckoutStockLine[]): Promise<CheckoutStockLine[]> {
  const idsOf = (itemType: CheckoutStockLine['itemType']) => lines.filter((line) => line.itemType === itemType).map((line) => line.itemId);
  const [illustrationsBought, svgsBought] = await Promise.all([purchasedAmong(app.db, viewer.id, idsOf('illustration')), boughtSvgs(app.db, viewer.id, idsOf('svg'))]);
  const bought = { illustration: illustrationsBought, svg: svgsBought };
  return lines.filter((line) => line.sellerId === viewer.id || bought[line.itemType].has(line.itemId));
}

/** The answer to an export or an order of a design with unpaid items: pay first (the editor opens its checkout). */
export const paymentRequired = () => new HttpError(402, 'This design has paid items that are not paid for yet', 'PAYMENT_REQUIRED');

/** Whether the design has paid items `viewer` has not paid for (an export or an order waits for them). */
export async function hasUnpaidItems(app: FastifyInstance, viewer: UserRow, designId: number): Promise<boolean> {
  return (await unpaidInDesign(app, viewer, designId)).length > 0;
}

/** An unpaid line as the API answers it (spec 001 section 3 'Paid stock item in design'). */
export function toUnpaidAsset(line: UnpaidLine): UnpaidAsset {
  return {
    id: line.itemId,
    itemType: line.itemType,
    name: line.name,
    link: line.link,
    cost: dollars(line.priceCents),
    fullCost: dollars(line.priceCents + line.feeCents),
    user: line.sellerId === null ? null : { id: line.sellerId, creatorName: line.creatorName },
  };
}
