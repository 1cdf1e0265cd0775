import { describe, expect, it } from 'vitest';
import { hasPrintSite, printSiteLink } from './printSite';

describe('the link to the print site carries a redirect token (spec 000 section 7)', () => {
  it('adds user=<token> to the print site address, keeping its own query', () => {
    expect(printSiteLink('https://print.example.com/shop?x=1', 'a.b.c')).toBe('https://print.example.com/shop?x=1&user=a.b.c');
  });
  it('is no link when the main website is Layout itself', () => {
    expect(printSiteLink('/', 'a.b.c')).toBeNull();
    expect(hasPrintSite('/')).toBe(false);
    expect(hasPrintSite('https://print.example.com')).toBe(true);
  });
});
