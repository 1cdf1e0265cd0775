import { describe, expect, it } from 'vitest';
import {
  CREATOR_PAGE_KEY,
  PENDING_PRINT_KEY,
  PENDING_PRINT_MAX_AGE_MS,
  creatorPage,
  designIdOfPath,
  noteCreatorPage,
  orderPageLink,
  orderPageParams,
  rememberPendingPrint,
  takePendingPrint,
} from './printHandOff';

const ORIGIN = 'https://layout.example.com';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the order page address after Export to Print (spec 000 sections 2 and 4)', () => {
  it("sends design_id and user to Layout's own order page, as a path", () => {
    expect(orderPageLink('/orders/new', ORIGIN, { designId: 12, token: 'abc.def', creator: null })).toBe('/orders/new?design_id=12&user=abc.def');
  });

  it("adds creator when the design came through a creator's page", () => {
    expect(orderPageLink('/orders/new', ORIGIN, { designId: 12, token: 't', creator: 'Jane Doe' })).toBe('/orders/new?design_id=12&user=t&creator=Jane+Doe');
  });

  it("keeps a print site's own address and query", () => {
    expect(orderPageLink('https://print.example.com/order?lang=en', ORIGIN, { designId: 3, token: 't', creator: null })).toBe(
      'https://print.example.com/order?lang=en&design_id=3&user=t',
    );
  });

  it('falls back to /orders/new when no order page is configured', () => {
    expect(orderPageLink('', ORIGIN, { designId: 3, token: 't', creator: null })).toBe('/orders/new?design_id=3&user=t');
  });
});

describe('the print hand-off waiting for its checkout', () => {
  it('continues for the design it names, once', () => {
    const storage = memoryStorage();
    rememberPendingPrint(storage, 7, 1000);
    expect(takePendingPrint(storage, 7, 2000)).toBe(true);
    expect(takePendingPrint(storage, 7, 2000)).toBe(false);
  });

  it('does not continue for another design, and is dropped', () => {
    const storage = memoryStorage();
    rememberPendingPrint(storage, 7, 1000);
    expect(takePendingPrint(storage, 8, 2000)).toBe(false);
    expect(storage.getItem(PENDING_PRINT_KEY)).toBeNull();
  });

  it('does not continue after a checkout left unfinished for long', () => {
    const storage = memoryStorage();
    rememberPendingPrint(storage, 7, 0);
    expect(takePendingPrint(storage, 7, PENDING_PRINT_MAX_AGE_MS + 1)).toBe(false);
  });

  it('ignores an unreadable value', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_PRINT_KEY, '7');
    expect(takePendingPrint(storage, 7, 0)).toBe(false);
  });

  it('reads the design of a checkout return address', () => {
    expect(designIdOfPath('/designs/42')).toBe(42);
    expect(designIdOfPath('/designs/new')).toBeNull();
    expect(designIdOfPath('/jane')).toBeNull();
  });
});

describe('the creator named in the hand-off', () => {
  it('is the creator page the tab opened the editor on, kept while it moves to the saved design', () => {
    const storage = memoryStorage();
    noteCreatorPage(storage, 'Jane', '/jane');
    noteCreatorPage(storage, undefined, '/designs/5');
    expect(creatorPage(storage)).toBe('Jane');
  });

  it("is forgotten when the tab opens the editor's main page", () => {
    const storage = memoryStorage();
    noteCreatorPage(storage, 'Jane', '/jane');
    noteCreatorPage(storage, undefined, '/');
    expect(storage.getItem(CREATOR_PAGE_KEY)).toBeNull();
    expect(creatorPage(storage)).toBeNull();
  });
});

describe('the order page parameters', () => {
  it('reads design_id, user and creator', () => {
    expect(orderPageParams(new URLSearchParams('design_id=12&user=abc&creator=Jane'))).toEqual({ designId: 12, token: 'abc', creator: 'Jane', placedOrderId: null });
  });

  it('treats missing or unreadable values as not sent', () => {
    expect(orderPageParams(new URLSearchParams('design_id=x&user=%20'))).toEqual({ designId: null, token: null, creator: null, placedOrderId: null });
  });

  it('knows an order already placed, so a reload does not place another', () => {
    expect(orderPageParams(new URLSearchParams('order=5')).placedOrderId).toBe(5);
  });
});
