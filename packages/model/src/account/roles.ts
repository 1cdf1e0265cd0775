/** The kinds of user (spec 000 section 1). A visitor without an account is a guest. */
export const ROLES = ['guest', 'user', 'designer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that publish templates and stock and see creator features. */
export const CREATOR_ROLES: readonly Role[] = ['designer', 'admin'];

/** Whether a role may save templates (designer and admin). */
export function canSaveTemplates(role: Role): boolean {
  return CREATOR_ROLES.includes(role);
}

/** Whether a role has an account (everyone but the guest). */
export function isSignedIn(role: Role): boolean {
  return role !== 'guest';
}
