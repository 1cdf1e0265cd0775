import { describe, expect, it } from 'vitest';
import { canExportToPrint, isAdmin } from './roles';

describe('canExportToPrint', () => {
  const australian = { role: 'user' as const, country: 'Australia' };
  const printed = { isDownloadOnly: false };

  it('shows for a signed-in user in Australia on a printed product', () => {
    expect(canExportToPrint(australian, printed)).toBe(true);
    expect(canExportToPrint({ ...australian, role: 'admin' }, printed)).toBe(true);
  });

  it('hides for guests, other countries, an unknown country and download-only products', () => {
    expect(canExportToPrint(null, printed)).toBe(false);
    expect(canExportToPrint({ ...australian, role: 'guest' }, printed)).toBe(false);
    expect(canExportToPrint({ ...australian, country: 'New Zealand' }, printed)).toBe(false);
    expect(canExportToPrint({ ...australian, country: null }, printed)).toBe(false);
    expect(canExportToPrint(australian, { isDownloadOnly: true })).toBe(false);
  });

  it('shows for a design without a product (a custom size is printed too)', () => {
    expect(canExportToPrint(australian, undefined)).toBe(true);
  });
});

describe('isAdmin', () => {
  it('takes a role or a user, and is false without a session', () => {
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin({ role: 'admin' })).toBe(true);
    for (const role of ['guest', 'user', 'designer'] as const) {
      expect(isAdmin(role)).toBe(false);
      expect(isAdmin({ role })).toBe(false);
    }
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
