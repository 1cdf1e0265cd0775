/**
 * Every business constant of the specification (spec 000 section 9 and spec 001 section 9),
 * named once. Code elsewhere imports these; a literal that repeats one of them is a bug.
 */

/** Plans. */
export const FREE_PLAN_DESIGN_LIMIT = 10;
export const PRO_PLAN_PRICE_AUD = 49;
export const MEALS_PER_UPGRADE = 8;

/** Units: pixels per millimetre and millimetres per pixel, exactly as the spec writes them. */
export const PX_PER_MM = 3.7795;
export const MM_PER_PX = 0.2645833;
/** Points per inch and pixels per inch of the base (96 dpi) canvas. */
export const PT_PER_INCH = 72;
export const PX_PER_INCH = 96;

/** Print geometry. */
export const BLEED_MM = 7.5;
/**
 * The bleed a Print Ready PDF carries on each side unless the product says otherwise
 * (products.print_bleed_mm; at most BLEED_MM, all a page can carry; docs/decisions.md).
 */
export const DEFAULT_PRINT_BLEED_MM = 3;
export const TEXT_SAFE_AREA_MM = 5;
/** Text safe area in px at base scale ("about 39.7 px"). */
export const TEXT_SAFE_AREA_PX = 39.7;
/** Bleed warning zones in px at base scale ("about 24.6 and 47.2 px"). */
export const BLEED_WARNING_INNER_PX = 24.6;
export const BLEED_WARNING_OUTER_PX = 47.2;
/** Offset applied to positions shown on the rulers. */
export const RULER_OFFSET_UNITS = 7.5;
/** Thumbnail base size on the longest side. */
export const THUMBNAIL_BASE_PX = 1200;
/** Displayed line width is stroke width times this factor. */
export const LINE_WIDTH_DISPLAY_FACTOR = 0.7529;

/** Defaults of a document. */
export const DEFAULT_MARGIN_MM = 8;
export const DEFAULT_COLUMN_NUMBER = 3;
export const DEFAULT_COLUMN_GUTTER = 10;
export const DEFAULT_PAGE_BACKGROUND = '#ffffff';
export const DEFAULT_DOCUMENT_NAME = 'Untitled document';
/** Default size: A4 Landscape 297 x 210 mm. */
export const DEFAULT_SIZE = { name: 'A4 Landscape', width: 297, height: 210, units: 'mm' } as const;
export const MAX_CUSTOM_SIZE_MM = { short: 300, long: 430 } as const;

/** Brand colours. */
export const PRIMARY_COLOR = '#263147';
export const SECONDARY_COLOR = '#4ac6e3';

/** Editor behaviour. */
export const HISTORY_LIMIT = 21;
export const PASTE_OFFSET_PX = 30;
export const ADD_START_PX = 50;
export const ADD_STEP_PX = 30;
export const SNAP_DISTANCE_PX = 5;
export const MIN_RESIZE_PX = 20;
export const ARROW_NUDGE_UNITS = 1;
export const TOOLBAR_WIDTH_PX = 95;
export const TOOLBAR_DRAG_GRID_PX = 5;
export const DEFAULT_LINE_CAP = 'round';
export const DEFAULT_OPACITY = 1;
export const BOXED_TEXT_PADDING = 2;
export const ZOOM_CHOICES_PERCENT = [10, 25, 50, 75, 100, 125, 150, 175, 200, 300, 400, 500, 600] as const;

/** Text. */
export const TEXT_STYLE_SIZES_PT = {
  h1: 26,
  h2: 22,
  h3: 18,
  subTitle: 14,
  body1: 9,
  captionText: 7,
  boxedText: 12,
} as const;
export const DEFAULT_LINE_HEIGHT = 1.3;
export const TEXT_LINE_GRID_PT = 12;

/** Lines. */
export const LINE_DASHES = { solid: [] as number[], dashed: [16, 16], dotted: [3, 3] } as const;

/** Limits of forms. */
export const NAME_MAX_LENGTH = 42;
export const THEME_MAX_LENGTH = 42;
export const PROFILE_FIELD_MAX_LENGTH = 42;
export const ORDER_MAX_LENGTH = 5;
export const PRICE_MAX_LENGTH = 7;
export const KEYWORDS_MAX_LENGTH = 135;
export const MAX_FILES_PER_UPLOAD = 10;

/** Stock. */
export const STOCK_PHOTOS_PER_REQUEST = 30;
export const STOCK_DEFAULTS = { price: 2, order: 1, isPublished: true } as const;

/** Sidebar: photos, carousels and categories (spec 001 section 9). */
export const PHOTO_DISPLAY_MODES = { Landscape: 151, Portrait: 71, Square: 98 } as const;
export const ITEMS_PER_CATEGORY_ON_MORE = 12;
/** Items per carousel slide. */
export const CAROUSEL_PER_SLIDE = {
  imagesLandscape: 2,
  imagesPortrait: 4,
  logos: 4,
  icons: 4,
  designs: 2,
  templatesLandscape: 2,
  templatesPortrait: 3,
  categories: 3,
} as const;
/** Fonts shown while the fonts section is collapsed. */
export const FONTS_SHOWN_COLLAPSED = 2;
/** Collection titles are shortened from this length; longer than the wide length use a wider style. */
export const COLLECTION_TITLE_SHORTEN_AT = 25;
export const COLLECTION_TITLE_WIDE_OVER = 40;
/** Id of the 'Newest templates' group among the marketplace templates. */
export const NEWEST_TEMPLATES_GROUP_ID = -2;
/** Pages panel previews: fitted in 200 x 110, drawn at half scale, refreshed 500 ms after changes. */
export const PAGE_PREVIEW_BOX = { width: 200, height: 110 } as const;
export const PAGE_PREVIEW_SCALE = 0.5;
export const PAGE_PREVIEW_REFRESH_MS = 500;
/** File-hosting picker (Dropbox-style) popup and image browser sizes. */
export const FILE_PICKER_POPUP_WIDTH = 770;
export const IMAGE_BROWSER_MAX = { width: 770, height: 560 } as const;
/** Arrow-key nudges are debounced this long. */
export const NUDGE_DEBOUNCE_MS = 10;
/** A cancelled file dialog is detected after this delay. */
export const FILE_DIALOG_CANCEL_CHECK_MS = 500;
/** Donation notice: meals donated for a total (see pricing.ts). */
export const DONATION_SMALL_TOTAL = 19;
export const DONATION_SMALL_MEALS = 2;
/** Prices and totals are shown with this many decimals. */
export const PRICE_DECIMALS = 2;
/** Payment cards accepted. */
export const CARD_TYPES = ['Visa', 'MasterCard'] as const;
/** Download and export types. */
export const EXPORT_TYPES = ['pdf', 'jpg', 'png'] as const;
/** Viewport and notifications. */
export const MIN_VIEWPORT_WIDTH_PX = 1200;
export const TOAST_LIMIT = 3;
export const TOAST_AUTO_HIDE_MS = 3000;
export const TOAST_RESUME_MS = 400;

/** Local storage keys. */
export const STORAGE_KEYS = {
  greetingCardsTourShown: 'is_greeting_cards_tour_shown',
  dropboxAccessToken: 'dropbox_access_token',
  currentDesignsToExport: 'currentDesignsToExport',
} as const;
