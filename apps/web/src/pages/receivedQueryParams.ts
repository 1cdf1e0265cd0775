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
