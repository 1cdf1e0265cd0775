import { describe, expect, it } from 'vitest';
import { receivedQueryParams, redirectPtDesignId, takeHandOff } from './receivedQueryParams';

describe('parameters received from the print site (spec 000 section 2)', () => {
  it('keeps width, height, side, product_id and user as key/value pairs', () => {
    const search = new URLSearchParams('width=90&height=55&side=double&product_id=3&user=abc.def');
    expect(receivedQueryParams(search)).toEqual([
      ['width', '90'],
      ['height', '55'],
      ['side', 'double'],
      ['product_id', '3'],
      ['user', 'abc.def'],
    ]);
  });

  it('ignores parameters it does not know and skips missing ones', () => {
    expect(receivedQueryParams(new URLSearchParams('side=single&utm_source=mail'))).toEqual([['side', 'single']]);
  });

  it('keeps an empty value, since the print site sent the key', () => {
    expect(receivedQueryParams(new URLSearchParams('user='))).toEqual([['user', '']]);
  });
});

describe('the editor takes the handed-over parameters once (spec 000 section 2)', () => {
  const storage = (entries: Record<string, string>) => {
    const map = new Map(Object.entries(entries));
    return { getItem: (key: string) => map.get(key) ?? null, removeItem: (key: string) => void map.delete(key), map };
  };

  it('reads the size, side, product and token, and removes them', () => {
    const stored = storage({ width: '90', height: '55', side: 'double', product_id: '3', user: 'abc.def', other: 'kept' });
    expect(takeHandOff(stored)).toEqual({ token: 'abc.def', productId: 3, width: 90, height: 55, printFormat: 'DOUBLE_SIDE', wantsProduct: true });
    expect([...stored.map.keys()]).toEqual(['other']);
    expect(takeHandOff(stored)).toBeNull();
  });

  it('reads a missing or other side as single sided, and unreadable numbers as not sent', () => {
    expect(takeHandOff(storage({ side: 'single', width: 'abc', height: '55', product_id: 'x' }))).toEqual({
      token: null,
      productId: null,
      width: null,
      height: null,
      printFormat: 'SINGLE_SIDE',
      wantsProduct: true,
    });
    expect(takeHandOff(storage({ user: 'tok' }))?.wantsProduct).toBe(false);
  });
});

describe('?redirect_pt acts on its numeric id (spec 000 section 2)', () => {
  it('names the design to open', () => {
    expect(redirectPtDesignId('?redirect_pt=42')).toBe(42);
    expect(redirectPtDesignId('?x=1&redirect_pt=7')).toBe(7);
  });
  it('ignores an id that is not a number', () => {
    expect(redirectPtDesignId('?redirect_pt=abc')).toBeNull();
    expect(redirectPtDesignId('?redirect_pt=1e3')).toBeNull();
    expect(redirectPtDesignId('?redirect_pt=0')).toBeNull();
    expect(redirectPtDesignId('')).toBeNull();
  });
});
