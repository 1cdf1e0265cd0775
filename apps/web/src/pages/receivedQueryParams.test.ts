import { describe, expect, it } from 'vitest';
import { receivedQueryParams } from './receivedQueryParams';

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
