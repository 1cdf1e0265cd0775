import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { countryOfIp } from './country';

describe('countryOfIp', () => {
  it('names the country of a public address from the bundled database', () => {
    expect(countryOfIp('203.2.218.214')).toBe('Australia');
  });

  it('reads IPv4-mapped IPv6 addresses', () => {
    expect(countryOfIp('::ffff:203.2.218.214')).toBe('Australia');
  });

  it('gives null for private, loopback, missing and malformed addresses', () => {
    for (const ip of ['10.1.2.3', '192.168.0.7', '172.16.5.4', '127.0.0.1', '::1', '::ffff:127.0.0.1', '', undefined, 'garbage', '999.1.1.1']) {
      expect(countryOfIp(ip)).toBeNull();
    }
  });
});

describe('GET /api/geo/country', () => {
  it('answers the country of the caller behind a trusted proxy, and null for a private one', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const au = await t.app.inject({ method: 'GET', url: '/api/geo/country', headers: { 'x-forwarded-for': '203.2.218.214' } });
      expect(au.statusCode).toBe(200);
      expect(au.json()).toEqual({ country: 'Australia' });
      const local = await t.app.inject({ method: 'GET', url: '/api/geo/country', headers: { 'x-forwarded-for': '10.0.0.9' } });
      expect(local.statusCode).toBe(200);
      expect(local.json()).toEqual({ country: null });
    } finally {
      await t.close();
    }
  });
});
