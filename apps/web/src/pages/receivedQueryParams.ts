/** The query parameters the print site hands over at /receive-query-params (spec 000 section 2). */
export const RECEIVED_QUERY_PARAMS = ['width', 'height', 'side', 'product_id', 'user'] as const;

/**
 * The handed-over parameters present in a query string, as the key/value pairs to keep in local
 * storage. Other parameters are ignored; 'side' may be 'double' and is kept as it comes.
 */
export function receivedQueryParams(search: URLSearchParams): [string, string][] {
  return RECEIVED_QUERY_PARAMS.flatMap((key) => {
    const value = search.get(key);
    return value === null ? [] : [[key, value] as [string, string]];
  });
}

/** What the editor does with the handed-over parameters when it starts (editor/handOff.ts). */
export interface HandOff {
  /** The redirect token that signs the customer in; null when none was sent. */
  token: string | null;
  productId: number | null;
  /** The wanted finished size in mm; null unless both are positive numbers. */
  width: number | null;
  height: number | null;
  printFormat: 'SINGLE_SIDE' | 'DOUBLE_SIDE';
  /** Whether a product or a size was asked for (else the default document is kept). */
  wantsProduct: boolean;
}

const positive = (value: string | null): number | null => {
  const n = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * Takes the handed-over parameters out of the storage (they are used once) and reads them:
 * null when the print site sent none. 'side=double' gives a double-sided design; any other side
 * a single-sided one. Unreadable numbers count as not sent, but still ask for a product (the
 * editor then says it was not found).
 */
export function takeHandOff(storage: Pick<Storage, 'getItem' | 'removeItem'>): HandOff | null {
  const values = Object.fromEntries(RECEIVED_QUERY_PARAMS.map((key) => [key, storage.getItem(key)])) as Record<(typeof RECEIVED_QUERY_PARAMS)[number], string | null>;
  for (const key of RECEIVED_QUERY_PARAMS) storage.removeItem(key);
  if (RECEIVED_QUERY_PARAMS.every((key) => values[key] === null)) return null;
  const width = positive(values.width);
  const height = positive(values.height);
  const productId = values.product_id !== null && /^\d{1,15}$/.test(values.product_id.trim()) ? Number(values.product_id.trim()) : null;
  return {
    token: values.user?.trim() ? values.user.trim() : null,
    productId,
    width: width !== null && height !== null ? width : null,
    height: width !== null && height !== null ? height : null,
    printFormat: values.side?.trim().toLowerCase() === 'double' ? 'DOUBLE_SIDE' : 'SINGLE_SIDE',
    wantsProduct: values.product_id !== null || values.width !== null || values.height !== null,
  };
}

/**
 * `?redirect_pt=<numeric id>` (spec 000 section 2, "triggers an action using the numeric id"):
 * the print site sends the customer back to design <id>, which the editor opens (the design's own
 * rules apply: not found or not theirs gives the usual toast and a new design). Anything that is
 * not a number is ignored (docs/decisions.md).
 */
export function redirectPtDesignId(search: string): number | null {
  const value = new URLSearchParams(search).get('redirect_pt')?.trim();
  return value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
