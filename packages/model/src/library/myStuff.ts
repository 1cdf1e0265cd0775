import { type Role, canSaveTemplates } from '../account/roles';
import { FREE_PLAN_DESIGN_LIMIT, NAME_MAX_LENGTH } from '../constants';
import { normalizeColor } from '../colors/color';

/**
 * The rules of the My Stuff panel (spec 001 section 2.3 'My Stuff panel' and 'Plan bar', 4.10,
 * 4.12, section 9): which sections show for whom and in which mode, the plan bar's texts, what a
 * search keeps and how the carousels group their items. The panel only draws what these say.
 */

/** The sections of My Stuff, in the spec's order. */
export const MY_STUFF_SECTIONS = ['designs', 'images', 'logos', 'icons', 'colours', 'fonts', 'purchasedIllustrations', 'assignedToMe', 'assignedByMe'] as const;
export type MyStuffSection = (typeof MY_STUFF_SECTIONS)[number];

/** Each section's title, as the spec names it. */
export const MY_STUFF_SECTION_TITLES: Readonly<Record<MyStuffSection, string>> = {
  designs: 'My designs',
  images: 'My images',
  logos: 'My logos',
  icons: 'My icons',
  colours: 'My brand colours',
  fonts: 'My fonts',
  purchasedIllustrations: 'Purchased Illustrations',
  assignedToMe: 'Assigned to me',
  assignedByMe: 'Assigned by me',
};

/** The sections under a heading ('My Purchased Stock', 'My Templates'); the first group has none. */
export const MY_STUFF_GROUPS: readonly { heading: string | null; sections: readonly MyStuffSection[] }[] = [
  { heading: null, sections: ['designs', 'images', 'logos', 'icons', 'colours', 'fonts'] },
  { heading: 'My Purchased Stock', sections: ['purchasedIllustrations'] },
  { heading: 'My Templates', sections: ['assignedToMe', 'assignedByMe'] },
];

/** What the panel is showing: a section expanded (or none) and whether brand-colour management is on. */
export interface MyStuffView {
  expanded: MyStuffSection | null;
  brandColourManagement: boolean;
}

/** Whether a role has the section at all: 'Assigned by me' only designers and admins; guests none. */
export function hasMyStuffSection(role: Role, section: MyStuffSection): boolean {
  if (role === 'guest') return false;
  return section !== 'assignedByMe' || canSaveTemplates(role);
}

/**
 * The sections on screen, in order. Brand-colour management shows only the brand colours; an
 * expanded section hides the others ("Only one section may be expanded at a time; an expanded
 * section hides the others"). A guest sees none (the sign-up prompt instead).
 */
export function visibleMyStuffSections(role: Role, view: MyStuffView): MyStuffSection[] {
  const sections = MY_STUFF_SECTIONS.filter((s) => hasMyStuffSection(role, s));
  if (view.brandColourManagement) return sections.filter((s) => s === 'colours');
  if (view.expanded && sections.includes(view.expanded)) return [view.expanded];
  return sections;
}

/** The storage plans (spec 000 section 4: "PRO if the user has a storagePlan, else FREE"). */
export type StoragePlan = 'FREE' | 'PRO';

/** What decides a user's plan: the stored plan and when its paid period ends (a Date on the server, ISO text in the API). */
export interface PlanHolder {
  storagePlan: string | null;
  /** Null (or absent): a plan without an end, e.g. given by support. */
  planRenewsAt?: string | Date | null;
}

/**
 * The plan in force at `now`: PRO while a plan is stored and its paid period has not ended;
 * past planRenewsAt the account is FREE again (its designs are kept, an 11th is refused).
 */
export function storagePlanOf(user: PlanHolder, now: Date = new Date()): StoragePlan {
  if (!user.storagePlan) return 'FREE';
  const end = user.planRenewsAt ? new Date(user.planRenewsAt) : null;
  if (end && !Number.isNaN(end.getTime()) && end.getTime() <= now.getTime()) return 'FREE';
  return 'PRO';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as '5 Mar 2026' (UTC, so the same day everywhere). */
export function formatPlanDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * When the PRO plan's paid year ends: PRO is billed annually from the day it started, so the
 * next anniversary of that day after `now`. Null without a start date.
 */
export function proPlanExpiry(planStarted: string | null, now: Date): Date | null {
  if (!planStarted) return null;
  const start = new Date(planStarted);
  if (Number.isNaN(start.getTime())) return null;
  const years = Math.max(1, now.getUTCFullYear() - start.getUTCFullYear());
  for (let n = years; ; n++) {
    const end = new Date(start);
    end.setUTCFullYear(start.getUTCFullYear() + n);
    if (end.getTime() > now.getTime()) return end;
  }
}

/** The plan bar's texts (spec 001 section 2.3 'Plan bar'). */
export interface PlanBarTexts {
  plan: StoragePlan;
  /** 'My Plan: FREE' or 'My Plan: PRO'. */
  planLabel: string;
  /** For PRO: 'until 5 Mar 2026', the end of the paid period (else the start's next anniversary; null when neither is known, and for FREE). */
  expiry: string | null;
  /** 'Upgrade' (FREE) or 'Cancel' (PRO). */
  action: 'Upgrade' | 'Cancel';
  /** 'Saved design: 3 of 10' or 'Saved design: 3 of Unlimited'. */
  savedDesigns: string;
}

export function planBarTexts(user: PlanHolder & { planStarted: string | null }, savedDesigns: number, now: Date): PlanBarTexts {
  const plan = storagePlanOf(user, now);
  const end = plan !== 'PRO' ? null : user.planRenewsAt ? new Date(user.planRenewsAt) : proPlanExpiry(user.planStarted, now);
  return {
    plan,
    planLabel: `My Plan: ${plan}`,
    expiry: end ? `until ${formatPlanDate(end)}` : null,
    action: plan === 'PRO' ? 'Cancel' : 'Upgrade',
    savedDesigns: `Saved design: ${savedDesigns} of ${plan === 'PRO' ? 'Unlimited' : FREE_PLAN_DESIGN_LIMIT}`,
  };
}

/**
 * What Cancel on a PRO plan does (spec 001 section 4.10, spec 000 section 8): with more than 10
 * saved designs the user is told how many to delete first; otherwise the cancellation is asked for.
 */
/** The Cancel pro plan result dialog's other two messages (spec 001 section 8), beside cancelPlanOutcome's. */
export const CANCEL_PLAN_MESSAGES = {
  cancelled: 'Your subscription successfully cancelled!',
  notSubscribed: 'Something went wrong, probably you already unsubscribed',
} as const;

export type CancelPlanOutcome = { kind: 'deleteFirst'; toDelete: number; message: string } | { kind: 'cancel' };

export function cancelPlanOutcome(savedDesigns: number): CancelPlanOutcome {
  const toDelete = savedDesigns - FREE_PLAN_DESIGN_LIMIT;
  if (toDelete <= 0) return { kind: 'cancel' };
  return {
    kind: 'deleteFirst',
    toDelete,
    message: `You need to delete ${toDelete} design(s) to return to a FREE account. Click Cancel again after you have ${FREE_PLAN_DESIGN_LIMIT} or less saved designs in your account.`,
  };
}

/** Whether a FREE account may save or copy one more design (spec 001 section 4.9). */
export function canAddDesign(user: PlanHolder, savedDesigns: number, now: Date = new Date()): boolean {
  return storagePlanOf(user, now) === 'PRO' || savedDesigns < FREE_PLAN_DESIGN_LIMIT;
}

/** Whether the storage plans dialog offers itself (spec 001 section 4.10: "FREE with 10 or more designs triggers the storage plans dialog"). */
export function offersStoragePlans(user: PlanHolder, savedDesigns: number, now: Date = new Date()): boolean {
  return !canAddDesign(user, savedDesigns, now);
}

/**
 * Whether an item named `name` stays in My Stuff's search for `query`: the words of the query
 * each appear in the name, ignoring case; an empty query keeps everything.
 */
export function matchesMyStuffSearch(name: string, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = name.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * A brand colour matches by its hex value, with or without '#' ('4ac6', '#4AC6E3'), or when the
 * query is the same colour written another way ('red', '#f00' find #ff0000).
 */
export function colourMatchesSearch(color: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  const hex = normalizeColor(color) ?? color.toLowerCase();
  const digits = q.replace(/^#/, '');
  return hex.replace(/^#/, '').includes(digits) || normalizeColor(q) === hex || normalizeColor(`#${digits}`) === hex;
}

/**
 * The name a copy of a design is first offered under: 'Copy of <name>', then 'Copy of <name> (2)'
 * and so on until one is free, shortened to fit the 42-character limit.
 */
export function copyDesignName(name: string, existingNames: readonly string[]): string {
  const taken = new Set(existingNames.map((n) => n.trim()));
  const base = `Copy of ${name.trim()}`;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const candidate = `${base.slice(0, NAME_MAX_LENGTH - suffix.length).trim()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Landscape (wider than tall, or square) or portrait. */
export type Orientation = 'landscape' | 'portrait';

export function orientationOf(size: { width: number; height: number }): Orientation {
  return size.height > size.width ? 'portrait' : 'landscape';
}

/**
 * Groups items into carousel slides by orientation (spec 001 section 9: "images 2 landscape per
 * slide plus 4 portrait", "templates 2 (landscape) or 3 (portrait)"): each slide holds items of
 * one orientation, up to that orientation's count. Items keep their order within an orientation;
 * a slide is placed where its first item comes, so a list of one orientation pages as usual.
 */
export function slidesByOrientation<T>(items: readonly T[], orientation: (item: T) => Orientation, perSlide: Readonly<Record<Orientation, number>>): T[][] {
  const slides: T[][] = [];
  const open: Partial<Record<Orientation, T[]>> = {};
  for (const item of items) {
    const kind = orientation(item);
    const size = Math.max(1, perSlide[kind]);
    let slide = open[kind];
    if (!slide || slide.length >= size) {
      slide = [];
      open[kind] = slide;
      slides.push(slide);
    }
    slide.push(item);
  }
  return slides;
}

/** The user's own files a delete warns about (spec 001 section 8). */
export type UserAssetKind = 'image' | 'logo' | 'icon' | 'font';

/**
 * The delete confirmation of a user's image, logo, icon or font (spec 001 section 8: "Deleting an
 * image, font, icon or logo warns that it will not be available in saved designs").
 */
export function userAssetDeleteWarning(kind: UserAssetKind, name: string): { title: string; message: string } {
  return {
    title: `Delete ${kind}`,
    message: `Delete "${name}"? This ${kind} will not be available in your saved designs.`,
  };
}
