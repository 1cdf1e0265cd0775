import type { DownloadItem, OrderStatus } from '@layout/model';

/**
 * The pure rules of the print hand-off (spec 000 sections 2 and 4): the order page's address and
 * parameters, the hand-off that waits for a checkout, the creator named in it.
 */

/** What Send to print exports: the print-ready PDF of the design. */
export const printItem = (designId: number): DownloadItem => ({ designId, type: 'pdf', isPrintResolution: true });

/** The order page's address: ORDER_URL (a print site, or Layout's own '/orders/new') with the hand-off's parameters. */
export function orderPageLink(orderUrl: string, origin: string, handOff: { designId: number; token: string; creator: string | null }): string {
  const url = new URL(orderUrl || '/orders/new', origin);
  url.searchParams.set('design_id', String(handOff.designId));
  url.searchParams.set('user', handOff.token);
  if (handOff.creator) url.searchParams.set('creator', handOff.creator);
  return url.origin === origin ? `${url.pathname}${url.search}` : url.toString();
}

/** The local storage key naming the design whose print hand-off waits for its checkout. */
export const PENDING_PRINT_KEY = 'pendingPrintDesignId';
/** A checkout left unfinished for longer than this no longer sends a later ?success to print. */
export const PENDING_PRINT_MAX_AGE_MS = 2 * 60 * 60 * 1000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Remembers that design `designId` goes to print once its checkout is paid. */
export function rememberPendingPrint(storage: KeyValueStorage, designId: number, now: number): void {
  storage.setItem(PENDING_PRINT_KEY, JSON.stringify({ designId, at: now }));
}

/**
 * Takes the pending print hand-off (it is used once): true when it names `designId` and is
 * recent. Anything else, unreadable or stale, is dropped and gives false.
 */
export function takePendingPrint(storage: KeyValueStorage, designId: number, now: number): boolean {
  const stored = storage.getItem(PENDING_PRINT_KEY);
  if (stored === null) return false;
  storage.removeItem(PENDING_PRINT_KEY);
  try {
    const pending = JSON.parse(stored) as { designId?: unknown; at?: unknown };
    return pending.designId === designId && typeof pending.at === 'number' && now - pending.at >= 0 && now - pending.at <= PENDING_PRINT_MAX_AGE_MS;
  } catch {
    return false;
  }
}

/** The session storage key of the creator page this tab opened the editor on. */
export const CREATOR_PAGE_KEY = 'creatorPage';

/**
 * The creator named in the hand-off is the one whose page (/:creatorName) the user came to the
 * editor through: kept for the tab while the editor moves on to /designs/<id> (saving, checkout
 * and back), forgotten when the tab opens the editor's own main page.
 */
export function noteCreatorPage(storage: KeyValueStorage, creatorName: string | undefined, pathname: string): void {
  if (creatorName) storage.setItem(CREATOR_PAGE_KEY, creatorName);
  else if (pathname === '/') storage.removeItem(CREATOR_PAGE_KEY);
}

export const creatorPage = (storage: Pick<Storage, 'getItem'>): string | null => storage.getItem(CREATOR_PAGE_KEY) || null;

/** The design a checkout's return address opened (/designs/<id>), if any. */
export function designIdOfPath(pathname: string): number | null {
  const match = /^\/designs\/(\d{1,15})$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** What the order page (/orders/new) received: the hand-off's parameters, or the order it already placed. */
export interface OrderPageParams {
  designId: number | null;
  token: string | null;
  creator: string | null;
  /** Set once the order is placed (the address is replaced), so a reload shows it instead of ordering again. */
  placedOrderId: number | null;
}

const positiveId = (value: string | null): number | null => {
  const trimmed = value?.trim() ?? '';
  return /^\d{1,15}$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : null;
};

export function orderPageParams(search: URLSearchParams): OrderPageParams {
  const token = search.get('user')?.trim();
  const creator = search.get('creator')?.trim();
  return { designId: positiveId(search.get('design_id')), token: token || null, creator: creator || null, placedOrderId: positiveId(search.get('order')) };
}

/** An order's status as the customer and the inbox read it. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = { received: 'To be printed', printed: 'Printed' };
