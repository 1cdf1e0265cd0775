import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { isAdmin } from '../auth/guard';
import { products } from '../catalogue/catalogue.tables';
import type { Db } from '../db/client';
import { type DesignHead, findDesignBytes } from '../designs/designs.queries';
import { fonts } from '../fonts/fonts.table';
import type { UserRow } from '../users/users.table';

/** The product columns an export reads: which formats it offers and its print bleed. */
export type ExportProduct = Pick<typeof products.$inferSelect, 'id' | 'name' | 'pdfPressReady' | 'pdfStandard' | 'jpg' | 'png' | 'printBleedMm' | 'printColors'>;

/** A design with its product (null for a design made without one, e.g. a custom size). */
export async function findDesignForExport(db: Db, id: number): Promise<{ design: DesignHead & { contentBytes: Buffer }; product: ExportProduct | null } | null> {
  // The content as the stored JSON bytes: the export thread parses and validates it (exportWorker.ts).
  const design = await findDesignBytes(db, id);
  if (!design) return null;
  if (design.productId === null) return { design, product: null };
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      pdfPressReady: products.pdfPressReady,
      pdfStandard: products.pdfStandard,
      jpg: products.jpg,
      png: products.png,
      printBleedMm: products.printBleedMm,
      printColors: products.printColors,
    })
    .from(products)
    .where(eq(products.id, design.productId));
  return { design, product: product ?? null };
}

/**
 * The storage keys of the stored fonts by id that `viewer` may use: public fonts, their own, or
 * (an admin) anyone's. Ids are sequential, so the owner is checked here; missing ids and other
 * users' private fonts are left out alike (their texts print in the default font).
 */
export async function fontFileKeys(db: Db, viewer: UserRow, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const mine = isAdmin(viewer) ? undefined : or(isNull(fonts.userId), eq(fonts.userId, viewer.id));
  const rows = await db
    .select({ id: fonts.id, fileKey: fonts.fileKey })
    .from(fonts)
    .where(and(inArray(fonts.id, [...ids]), mine));
  return new Map(rows.map((row) => [row.id, row.fileKey]));
}
