import { COLLECTION_TITLE_SHORTEN_AT, COLLECTION_TITLE_WIDE_OVER } from '@layout/model';

/** How a collection's title is shown beside its 'More >'. */
export interface CollectionTitleView {
  /** What is shown. */
  text: string;
  /** The whole title (the tooltip, when `text` is shortened). */
  full: string;
  /** The wider style: the title gets the panel's whole width on a line of its own. */
  wide: boolean;
}

/**
 * Spec 001 section 9: "collection titles shortened at 25 or more characters, over 40 use a wider
 * style". A title under 25 characters shows whole beside 'More >'; from 25 to 40 it is shortened
 * to 24 characters and an ellipsis, so it keeps to one line beside 'More >'; over 40 it would
 * lose too much, so it gets a line of its own, the panel's whole width (up to two lines), with
 * 'More >' below.
 */
export function collectionTitleView(title: string): CollectionTitleView {
  const full = title.trim();
  if (full.length > COLLECTION_TITLE_WIDE_OVER) return { text: full, full, wide: true };
  if (full.length >= COLLECTION_TITLE_SHORTEN_AT) return { text: `${full.slice(0, COLLECTION_TITLE_SHORTEN_AT - 1).trimEnd()}…`, full, wide: false };
  return { text: full, full, wide: false };
}
