import { z } from 'zod';

/**
 * What the sidebar's libraries exchange with the server (spec 000 sections 3 and 7): the user's
 * pictures and logos, brand colours, SVGs (shapes, icons, the user's icons) and their categories,
 * stock illustrations and their categories, and stock photos. Server routes answer these shapes
 * and the editor reads them; both import them from here. Fonts and font combinations are in
 * text/fonts.ts and text/styles.ts.
 */

/** The kinds of raster a user keeps: pictures ('My images') and logos ('My logos'). */
export const USER_IMAGE_KINDS = ['image', 'logo'] as const;
export type UserImageKind = (typeof USER_IMAGE_KINDS)[number];

/** A picture or logo the user uploaded (GET /users/{id}/images, /users/{id}/logos). */
export const userImageSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(USER_IMAGE_KINDS),
  userId: z.number().int().positive(),
  /** The file name it was uploaded as. */
  name: z.string(),
  /** The full picture (what the canvas and the export use). */
  link: z.string(),
  /** At most 400 px on the longest side, turned upright, PNG for a PNG (what the sidebar shows). */
  thumbnail: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  createdAt: z.string(),
});
export type UserImage = z.infer<typeof userImageSchema>;

/** Upload formats kept for images, logos (spec 001 section 5: "only jpeg and png kept"). */
export const RASTER_UPLOAD_TYPES = ['image/jpeg', 'image/png'] as const;
/** Pictures above this many pixels are refused before they are decoded (a 100-megapixel bomb). */
export const MAX_UPLOAD_PIXELS = 60_000_000;

/** A brand colour (GET /users/{id}/colors; POST /colors takes a list of { color }). */
export const colorEntrySchema = z.object({ id: z.number().int().positive(), color: z.string() });
export type ColorEntry = z.infer<typeof colorEntrySchema>;

/** What an SVG of the library is: a shape (Shapes panel) or an icon (Icons panel, the user's icons). */
export const SVG_TYPES = ['shape', 'icon'] as const;
export type SvgType = (typeof SVG_TYPES)[number];

/** An SVG category (GET /svg-categories?type=). */
export const svgCategorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  order: z.number().int(),
  type: z.enum(SVG_TYPES),
});
export type SvgCategory = z.infer<typeof svgCategorySchema>;

/**
 * An SVG: a library shape or icon (public, in a category, maybe paid) or an icon a user uploaded
 * (userId set, not public, no category). `link` serves the sanitised file.
 */
export const svgSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  type: z.enum(SVG_TYPES),
  link: z.string(),
  /** Price in dollars; 0 is free. Paid items show a '$' badge. */
  cost: z.number().min(0),
  /** The price with the stock fee (price x percent + dollar, 2 decimals). */
  fullCost: z.number().min(0),
  keyWords: z.array(z.string()),
  svgCategoryId: z.number().int().nullable(),
  svgCategory: z.object({ name: z.string() }).nullable(),
  isPublic: z.boolean(),
  userId: z.number().int().nullable(),
});
export type Svg = z.infer<typeof svgSchema>;

/** Stock illustration creator, as cards and the Hire Me block show them. */
export const creatorSchema = z.object({
  id: z.number().int().positive(),
  creatorName: z.string().nullable(),
  isShowHireMe: z.boolean(),
  website: z.string(),
});
export type Creator = z.infer<typeof creatorSchema>;

/** An illustration category (GET /illustration-categories). */
export const illustrationCategorySchema = z.object({ id: z.number().int().positive(), name: z.string(), order: z.number().int() });
export type IllustrationCategory = z.infer<typeof illustrationCategorySchema>;

/** A subcategory: a collection with its own price for all its items (GET /illustration-subcategories/public). */
export const illustrationSubcategorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** The collection price ('Buy all items in this collection for just $X'). */
  cost: z.number().min(0),
  /** The creator the collection belongs to. */
  assignedTo: z.number().int().nullable(),
  illustrationCategoryId: z.number().int().positive(),
});
export type IllustrationSubcategory = z.infer<typeof illustrationSubcategorySchema>;

/** A stock illustration (spec 000 section 3). */
export const illustrationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  data: z.object({ small: z.object({ file: z.object({ link: z.string() }) }), regular: z.object({ file: z.object({ link: z.string() }) }) }),
  type: z.enum(['svg', 'image']),
  cost: z.number().min(0),
  fullCost: z.number().min(0),
  keyWords: z.array(z.string()),
  order: z.number().int(),
  isPublished: z.boolean(),
  userId: z.number().int().positive(),
  user: creatorSchema,
  illustrationCategoryId: z.number().int().positive(),
  illustrationSubcategoryId: z.number().int().positive().nullable(),
  createdAt: z.string(),
});
export type Illustration = z.infer<typeof illustrationSchema>;

/** Photo orientations of the stock search (spec 001 section 7: landscape, portrait or squarish). */
export const PHOTO_ORIENTATIONS = ['landscape', 'portrait', 'squarish'] as const;
export type PhotoOrientation = (typeof PHOTO_ORIENTATIONS)[number];

/** The stock photo sources a photo can come from. */
export const PHOTO_SOURCES = ['layout', 'unsplash'] as const;
export type PhotoSource = (typeof PHOTO_SOURCES)[number];

/** A stock photo, whichever provider found it. */
export const photoSchema = z.object({
  /** Unique within its provider. */
  id: z.string(),
  description: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** A small picture for the panel and the full one for the page. */
  urls: z.object({ thumb: z.string(), regular: z.string(), full: z.string() }),
  author: z.object({ name: z.string(), link: z.string().nullable() }),
  source: z.enum(PHOTO_SOURCES),
});
export type Photo = z.infer<typeof photoSchema>;

/**
 * A collection's preview picture: only what the panel shows (a provider may know no more of it,
 * e.g. a stock service lists previews without their size or author). Clicking it opens the
 * collection; every full Photo also fits this shape.
 */
export const photoPreviewSchema = z.object({ id: z.string(), description: z.string(), urls: z.object({ thumb: z.string() }) });
export type PhotoPreview = z.infer<typeof photoPreviewSchema>;

/** A stock photo collection: a title, a few preview photos and how many it holds. */
export const photoCollectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  totalPhotos: z.number().int().min(0),
  previewPhotos: z.array(photoPreviewSchema),
});
export type PhotoCollection = z.infer<typeof photoCollectionSchema>;

/** One page of photos (GET /photos/search, /photos/collections/{id}/photos). */
export const photoPageSchema = z.object({ photos: z.array(photoSchema), total: z.number().int().min(0), page: z.number().int().min(1) });
export type PhotoPage = z.infer<typeof photoPageSchema>;

/** One page of collections (GET /photos/collections). */
export const photoCollectionPageSchema = z.object({
  collections: z.array(photoCollectionSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
});
export type PhotoCollectionPage = z.infer<typeof photoCollectionPageSchema>;

/**
 * POST /photos/used: the editor reports a stock photo put on a page, so the provider can count
 * the download as its terms ask (Unsplash: trigger the photo's download_location).
 */
export const photoUseSchema = z.object({ source: z.enum(PHOTO_SOURCES), id: z.string().trim().min(1).max(100) });
export type PhotoUse = z.infer<typeof photoUseSchema>;
