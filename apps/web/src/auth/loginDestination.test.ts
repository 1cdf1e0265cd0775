import { describe, expect, it } from 'vitest';
import { loginDestination, needsCreatorList } from './loginDestination';

const creators = [{ id: 7, creatorName: 'Anna Studio', isShowHireMe: true, website: '' }];

describe('where a login leads (spec 000 section 4)', () => {
  it('sends a listed designer to the creator page, separators replaced by dashes', () => {
    const designer = { id: 7, role: 'designer' as const, creatorName: 'Anna Studio' };
    expect(needsCreatorList(designer)).toBe(true);
    expect(loginDestination(designer, creators)).toBe('/Anna-Studio');
  });

  it('sends a designer missing from the creator list to the main page', () => {
    expect(loginDestination({ id: 8, role: 'designer', creatorName: 'Bold Type' }, creators)).toBe('/');
  });

  it('sends a designer to the main page when the creator list could not load', () => {
    expect(loginDestination({ id: 7, role: 'designer', creatorName: 'Anna Studio' }, null)).toBe('/');
  });

  it('sends users, admins and designers without a creator name to the main page', () => {
    expect(needsCreatorList({ role: 'user', creatorName: null })).toBe(false);
    expect(loginDestination({ id: 7, role: 'user', creatorName: 'Anna Studio' }, creators)).toBe('/');
    expect(loginDestination({ id: 7, role: 'admin', creatorName: 'Anna Studio' }, creators)).toBe('/');
    expect(loginDestination({ id: 7, role: 'designer', creatorName: null }, creators)).toBe('/');
  });
});
