import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages';
import {
  MY_STUFF_GROUPS,
  MY_STUFF_SECTIONS,
  MY_STUFF_SECTION_TITLES,
  CANCEL_PLAN_MESSAGES,
  cancelPlanOutcome,
  canAddDesign,
  colourMatchesSearch,
  copyDesignName,
  matchesMyStuffSearch,
  offersStoragePlans,
  orientationOf,
  planBarTexts,
  proPlanExpiry,
  storagePlanOf,
  slidesByOrientation,
  userAssetDeleteWarning,
  visibleMyStuffSections,
} from './myStuff';

const idle = { expanded: null, brandColourManagement: false } as const;

describe('My Stuff sections by role and mode (spec 001 section 2.3)', () => {
  it('a user sees every section but Assigned by me, in the spec order', () => {
    const titles = visibleMyStuffSections('user', idle).map((section) => MY_STUFF_SECTION_TITLES[section]);
    expect(titles).toEqual(['My designs', 'My images', 'My logos', 'My icons', 'My brand colours', 'My fonts', 'Purchased Illustrations', 'Assigned to me']);
  });

  it('designers and admins also see Assigned by me', () => {
    expect(visibleMyStuffSections('designer', idle)).toContain('assignedByMe');
    expect(visibleMyStuffSections('admin', idle)).toEqual([...MY_STUFF_SECTIONS]);
  });

  it('a guest sees no section (the sign-up prompt instead)', () => {
    expect(visibleMyStuffSections('guest', idle)).toEqual([]);
  });

  it('an expanded section hides the others', () => {
    expect(visibleMyStuffSections('user', { expanded: 'logos', brandColourManagement: false })).toEqual(['logos']);
  });

  it('a user cannot expand Assigned by me (it is not theirs): the whole list shows', () => {
    expect(visibleMyStuffSections('user', { expanded: 'assignedByMe', brandColourManagement: false })).toHaveLength(8);
  });

  it('brand-colour management shows only the brand colours, whatever is expanded', () => {
    expect(visibleMyStuffSections('user', { expanded: 'designs', brandColourManagement: true })).toEqual(['colours']);
  });

  it('every section sits under one heading group', () => {
    expect(MY_STUFF_GROUPS.flatMap((g) => g.sections)).toEqual([...MY_STUFF_SECTIONS]);
    expect(MY_STUFF_GROUPS.map((g) => g.heading)).toEqual([null, 'My Purchased Stock', 'My Templates']);
  });
});

describe('plan bar (spec 001 section 2.3)', () => {
  const now = new Date('2025-06-10T12:00:00Z');

  it('FREE: the plan, Upgrade and N of 10', () => {
    expect(planBarTexts({ storagePlan: null, planStarted: null }, 3, now)).toEqual({
      plan: 'FREE',
      planLabel: 'My Plan: FREE',
      expiry: null,
      action: 'Upgrade',
      savedDesigns: 'Saved design: 3 of 10',
    });
  });

  it('PRO: the plan with its expiry date, Cancel and N of Unlimited', () => {
    expect(planBarTexts({ storagePlan: 'PRO', planStarted: '2025-03-05T09:00:00Z' }, 14, now)).toEqual({
      plan: 'PRO',
      planLabel: 'My Plan: PRO',
      expiry: 'until 5 Mar 2026',
      action: 'Cancel',
      savedDesigns: 'Saved design: 14 of Unlimited',
    });
  });

  it('any stored plan counts as PRO (spec 000 section 4: "PRO if the user has a storagePlan")', () => {
    expect(planBarTexts({ storagePlan: 'price_123', planStarted: null }, 0, now).planLabel).toBe('My Plan: PRO');
    expect(planBarTexts({ storagePlan: 'price_123', planStarted: null }, 0, now).expiry).toBeNull();
  });

  it('PRO with a paid period shows its end: until <planRenewsAt>', () => {
    const user = { storagePlan: 'pro', planStarted: '2025-03-05T09:00:00Z', planRenewsAt: '2025-09-20T10:00:00Z' };
    expect(planBarTexts(user, 4, now)).toMatchObject({ plan: 'PRO', expiry: 'until 20 Sep 2025', action: 'Cancel' });
  });

  it('past planRenewsAt the account is FREE again: Upgrade and N of 10', () => {
    const user = { storagePlan: 'pro', planStarted: '2024-03-05T09:00:00Z', planRenewsAt: '2025-03-05T09:00:00Z' };
    expect(planBarTexts(user, 12, now)).toEqual({ plan: 'FREE', planLabel: 'My Plan: FREE', expiry: null, action: 'Upgrade', savedDesigns: 'Saved design: 12 of 10' });
  });

  it('a PRO plan renews yearly: the expiry is the next anniversary of its start', () => {
    expect(proPlanExpiry('2022-08-01T00:00:00Z', now)?.toISOString()).toBe('2025-08-01T00:00:00.000Z');
    expect(proPlanExpiry('2022-05-01T00:00:00Z', now)?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(proPlanExpiry('2025-06-10T12:00:00Z', now)?.toISOString()).toBe('2026-06-10T12:00:00.000Z');
    expect(proPlanExpiry('not a date', now)).toBeNull();
  });
});

describe('plan limits (spec 001 sections 4.9 and 4.10)', () => {
  it('FREE may add a design below 10 saved designs, never at 10 or more; PRO always', () => {
    expect(canAddDesign({ storagePlan: null }, 9)).toBe(true);
    expect(canAddDesign({ storagePlan: null }, 10)).toBe(false);
    expect(canAddDesign({ storagePlan: 'PRO' }, 250)).toBe(true);
  });

  it('the plan in force: PRO until planRenewsAt (or for good without it), FREE from then on', () => {
    const now = new Date('2025-06-10T12:00:00Z');
    expect(storagePlanOf({ storagePlan: 'pro', planRenewsAt: null }, now)).toBe('PRO');
    expect(storagePlanOf({ storagePlan: 'pro', planRenewsAt: '2025-06-10T12:00:01Z' }, now)).toBe('PRO');
    expect(storagePlanOf({ storagePlan: 'pro', planRenewsAt: new Date('2025-06-10T12:00:00Z') }, now)).toBe('FREE');
    expect(storagePlanOf({ storagePlan: null, planRenewsAt: '2030-01-01T00:00:00Z' }, now)).toBe('FREE');
    expect(canAddDesign({ storagePlan: 'pro', planRenewsAt: '2025-01-01T00:00:00Z' }, 10, now)).toBe(false);
    expect(canAddDesign({ storagePlan: 'pro', planRenewsAt: '2026-01-01T00:00:00Z' }, 10, now)).toBe(true);
  });

  it('PRO Cancel with more than 10 designs says how many to delete first', () => {
    expect(cancelPlanOutcome(13)).toEqual({
      kind: 'deleteFirst',
      toDelete: 3,
      message: 'You need to delete 3 design(s) to return to a FREE account. Click Cancel again after you have 10 or less saved designs in your account.',
    });
  });

  it('FREE with 10 or more designs (a PRO plan past its end too) is offered the storage plans', () => {
    const now = new Date('2025-06-10T12:00:00Z');
    expect(offersStoragePlans({ storagePlan: null }, 9, now)).toBe(false);
    expect(offersStoragePlans({ storagePlan: null }, 10, now)).toBe(true);
    expect(offersStoragePlans({ storagePlan: 'pro', planRenewsAt: '2025-06-01T00:00:00Z' }, 12, now)).toBe(true);
    expect(offersStoragePlans({ storagePlan: 'pro', planRenewsAt: null }, 40, now)).toBe(false);
  });

  it('the cancel result dialog’s other messages are the spec ones', () => {
    expect(CANCEL_PLAN_MESSAGES).toEqual({ cancelled: 'Your subscription successfully cancelled!', notSubscribed: 'Something went wrong, probably you already unsubscribed' });
  });

  it('PRO Cancel with 10 or fewer designs cancels directly', () => {
    expect(cancelPlanOutcome(10)).toEqual({ kind: 'cancel' });
    expect(cancelPlanOutcome(0)).toEqual({ kind: 'cancel' });
  });

  it('the free-plan-limit message is the spec one', () => {
    expect(MESSAGES.freePlanLimit).toContain('10 design limit');
  });
});

describe('My Stuff search', () => {
  it('keeps names holding every word of the query, ignoring case', () => {
    expect(matchesMyStuffSearch('Summer Flyer 2025', 'flyer')).toBe(true);
    expect(matchesMyStuffSearch('Summer Flyer 2025', ' SUMMER  2025 ')).toBe(true);
    expect(matchesMyStuffSearch('Summer Flyer 2025', 'winter')).toBe(false);
    expect(matchesMyStuffSearch('anything', '')).toBe(true);
  });

  it('finds a brand colour by its hex digits or by another way of writing it', () => {
    expect(colourMatchesSearch('#4ac6e3', '4ac6')).toBe(true);
    expect(colourMatchesSearch('#4AC6E3', '#c6e3')).toBe(true);
    expect(colourMatchesSearch('#ff0000', 'red')).toBe(true);
    expect(colourMatchesSearch('#ff0000', 'f00')).toBe(true);
    expect(colourMatchesSearch('#ff0000', 'blue')).toBe(false);
    expect(colourMatchesSearch('#263147', '')).toBe(true);
  });
});

describe('Copy design name', () => {
  it("offers 'Copy of <name>', numbered when taken", () => {
    expect(copyDesignName('Flyer', ['Flyer'])).toBe('Copy of Flyer');
    expect(copyDesignName('Flyer', ['Flyer', 'Copy of Flyer', 'Copy of Flyer (2)'])).toBe('Copy of Flyer (3)');
  });

  it('stays within 42 characters', () => {
    const long = 'x'.repeat(42);
    expect(copyDesignName(long, [])).toHaveLength(42);
    expect(copyDesignName(long, [copyDesignName(long, [])])).toMatch(/ \(2\)$/);
    expect(copyDesignName(long, [copyDesignName(long, [])])).toHaveLength(42);
  });
});

describe('carousel slides by orientation (spec 001 section 9)', () => {
  type Pic = { id: string; width: number; height: number };
  const pic = (id: string, portrait: boolean): Pic => ({ id, width: portrait ? 60 : 100, height: portrait ? 100 : 60 });
  const ids = (slides: Pic[][]) => slides.map((s) => s.map((p) => p.id).join(''));
  const images = { landscape: 2, portrait: 4 };

  it('images: 2 landscape or 4 portrait per slide', () => {
    const landscape = ['a', 'b', 'c'].map((id) => pic(id, false));
    expect(ids(slidesByOrientation(landscape, orientationOf, images))).toEqual(['ab', 'c']);
    const portrait = ['a', 'b', 'c', 'd', 'e'].map((id) => pic(id, true));
    expect(ids(slidesByOrientation(portrait, orientationOf, images))).toEqual(['abcd', 'e']);
  });

  it('a slide holds one orientation; mixed lists fill each kind in order', () => {
    const mixed = [pic('A', false), pic('p', true), pic('B', false), pic('q', true), pic('C', false)];
    expect(ids(slidesByOrientation(mixed, orientationOf, images))).toEqual(['AB', 'pq', 'C']);
  });

  it('templates: 2 landscape or 3 portrait per slide; a square page counts as landscape', () => {
    const portrait = ['a', 'b', 'c', 'd'].map((id) => pic(id, true));
    expect(ids(slidesByOrientation(portrait, orientationOf, { landscape: 2, portrait: 3 }))).toEqual(['abc', 'd']);
    expect(orientationOf({ width: 50, height: 50 })).toBe('landscape');
  });

  it('an empty list has no slides', () => {
    expect(slidesByOrientation([], orientationOf, images)).toEqual([]);
  });
});

describe('deleting a user asset warns (spec 001 section 8)', () => {
  it('says the image, font, icon or logo will not be available in saved designs', () => {
    for (const kind of ['image', 'logo', 'icon', 'font'] as const) {
      const warning = userAssetDeleteWarning(kind, 'brand.png');
      expect(warning.title).toBe(`Delete ${kind}`);
      expect(warning.message).toBe(`Delete "brand.png"? This ${kind} will not be available in your saved designs.`);
    }
  });
});
