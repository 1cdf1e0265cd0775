import { PROFILE_FIELD_MAX_LENGTH, type UserData } from '@layout/model';

/** The Creator profile part of My details, as typed. */
export interface CreatorProfileForm {
  creatorName: string;
  website: string;
  isShowHireMe: boolean;
}

/** The most characters of a website (the server's limit). */
const WEBSITE_MAX_LENGTH = 200;

export const CREATOR_PROFILE_MESSAGES = {
  nameTooLong: `At most ${PROFILE_FIELD_MAX_LENGTH} characters`,
  websiteTooLong: `At most ${WEBSITE_MAX_LENGTH} characters`,
  website: 'Enter a web address, for example annaprints.com',
} as const;

export function creatorProfileOf(user: Pick<UserData, 'creatorName' | 'website' | 'isShowHireMe'>): CreatorProfileForm {
  return { creatorName: user.creatorName ?? '', website: user.website, isShowHireMe: user.isShowHireMe };
}

/**
 * A website as kept: trimmed, and 'https://' in front of an address typed without its scheme, so
 * the Hire Me button can lead there ('' stays '': Hire Me then leads to the creator page).
 */
export function normaliseWebsite(website: string): string {
  const trimmed = website.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** The form's errors by field; empty when it may be sent. */
export function creatorProfileErrors(form: CreatorProfileForm): Partial<Record<keyof CreatorProfileForm, string>> {
  const errors: Partial<Record<keyof CreatorProfileForm, string>> = {};
  if (form.creatorName.trim().length > PROFILE_FIELD_MAX_LENGTH) errors.creatorName = CREATOR_PROFILE_MESSAGES.nameTooLong;
  const website = normaliseWebsite(form.website);
  if (website.length > WEBSITE_MAX_LENGTH) errors.website = CREATOR_PROFILE_MESSAGES.websiteTooLong;
  else if (website !== '' && !/^https?:\/\/[^\s/]+\.[^\s/]+\S*$/i.test(website)) errors.website = CREATOR_PROFILE_MESSAGES.website;
  return errors;
}

/** What the profile update sends for the Creator profile: only what changed (a cleared name is ''). */
export function creatorProfileChanges(
  user: Pick<UserData, 'creatorName' | 'website' | 'isShowHireMe'>,
  form: CreatorProfileForm,
): { creatorName?: string; website?: string; isShowHireMe?: boolean } {
  const changes: { creatorName?: string; website?: string; isShowHireMe?: boolean } = {};
  const creatorName = form.creatorName.trim().replace(/\s+/g, ' ');
  if (creatorName !== (user.creatorName ?? '')) changes.creatorName = creatorName;
  const website = normaliseWebsite(form.website);
  if (website !== user.website) changes.website = website;
  if (form.isShowHireMe !== user.isShowHireMe) changes.isShowHireMe = form.isShowHireMe;
  return changes;
}
