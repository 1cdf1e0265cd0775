import { DEFAULT_PRINT_BLEED_MM, type PrintColors } from '@layout/model';
import { boolean, integer, pgTable, primaryKey, real, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The print catalogue (spec 000 section 3): categories, products, sizes and template groups. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  order: integer('order').notNull().default(1),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  order: integer('order').notNull().default(1),
  isShow: boolean('is_show').notNull().default(true),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  isDownloadOnly: boolean('is_download_only').notNull().default(false),
  pdfPressReady: boolean('pdf_press_ready').notNull().default(true),
  pdfStandard: boolean('pdf_standard').notNull().default(true),
  jpg: boolean('jpg').notNull().default(true),
  png: boolean('png').notNull().default(true),
  printFormat: text('print_format').$type<'SINGLE_SIDE' | 'DOUBLE_SIDE'>().notNull().default('SINGLE_SIDE'),
  shape: text('shape').$type<'rect' | 'round'>().notNull().default('rect'),
  /** Whether Setup offers 'Use custom size' for designs of this product (flyers, documents). */
  allowCustomSize: boolean('allow_custom_size').notNull().default(false),
  /**
   * The bleed a Print Ready PDF of this product carries on each side, in mm (the press's figure;
   * at most the editor's 7.5 mm allowance, which is all a page can carry).
   */
  printBleedMm: real('print_bleed_mm').notNull().default(DEFAULT_PRINT_BLEED_MM),
  /**
   * The colours of this product's Print Ready PDF: 'rgb' (sRGB, the press's RIP converts it) or
   * 'cmyk' (converted to the print profile's inks by the export). Admins set it (PATCH /products/:id).
   */
  printColors: text('print_colors').$type<PrintColors>().notNull().default('rgb'),
});

export const productSizes = pgTable('product_sizes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  order: integer('order').notNull().default(1),
  width: real('width').notNull(),
  height: real('height').notNull(),
  marginTop: real('margin_top').notNull(),
  marginBottom: real('margin_bottom').notNull(),
  marginLeft: real('margin_left').notNull(),
  marginRight: real('margin_right').notNull(),
  columnNumber: integer('column_number').notNull(),
  columnGutter: real('column_gutter').notNull(),
  units: text('units').$type<'mm' | 'px'>().notNull().default('mm'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which sizes a product is offered in (an A4 size serves flyers and documents alike). */
export const productProductSizes = pgTable(
  'product_product_sizes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.productSizeId] })],
);

export const templateGroups = pgTable('template_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  order: integer('order').notNull().default(1),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
});
