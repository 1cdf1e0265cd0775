/**
 * The first path segments of Layout's own pages (apps/web app/routes.tsx): a creator page is
 * '/{creator name}', so no creator may be named as one of these, or their page would never open.
 */
export const RESERVED_PAGE_NAMES = ['auth', 'designs', 'templates', 'learn', 'terms-and-conditions', 'receive-query-params', 'checkout', 'sales', 'orders', 'admin'] as const;

/** Whether a creator name would be the address of one of Layout's own pages (spaces become dashes, case ignored). */
export function isReservedCreatorName(name: string): boolean {
  const slug = name.trim().replace(/\s+/g, '-').toLowerCase();
  return (RESERVED_PAGE_NAMES as readonly string[]).includes(slug);
}
