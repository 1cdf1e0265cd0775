import { describe, expect, it } from 'vitest';
import { CREATOR_PROFILE_MESSAGES, creatorProfileChanges, creatorProfileErrors, normaliseWebsite } from './creatorProfile';

const user = { creatorName: 'Anna Prints', website: 'https://anna.example', isShowHireMe: false };

describe('the Creator profile of My details (spec 000 section 3: creatorName, website, isShowHireMe)', () => {
  it('keeps a website the Hire Me button can lead to', () => {
    expect(normaliseWebsite('  annaprints.com ')).toBe('https://annaprints.com');
    expect(normaliseWebsite('http://anna.example/shop')).toBe('http://anna.example/shop');
    expect(normaliseWebsite(' ')).toBe('');
  });

  it('refuses a name over 42 characters and a website that is no address', () => {
    expect(creatorProfileErrors({ creatorName: 'x'.repeat(43), website: '', isShowHireMe: true })).toEqual({ creatorName: CREATOR_PROFILE_MESSAGES.nameTooLong });
    expect(creatorProfileErrors({ creatorName: 'Anna', website: 'my site', isShowHireMe: true })).toEqual({ website: CREATOR_PROFILE_MESSAGES.website });
    expect(creatorProfileErrors({ creatorName: 'Anna', website: 'anna.example', isShowHireMe: true })).toEqual({});
  });

  it('sends only what changed, the name with single spaces', () => {
    expect(creatorProfileChanges(user, { creatorName: ' Anna Prints ', website: 'https://anna.example', isShowHireMe: false })).toEqual({});
    expect(creatorProfileChanges(user, { creatorName: 'Anna  Marie Prints', website: 'anna.example', isShowHireMe: true })).toEqual({
      creatorName: 'Anna Marie Prints',
      isShowHireMe: true,
    });
    expect(creatorProfileChanges({ ...user, creatorName: null }, { creatorName: '', website: '', isShowHireMe: false })).toEqual({ website: '' });
  });
});
