/** The kinds of user (spec 000 section 1). A visitor without an account is a guest. */
export const ROLES = ['guest', 'user', 'designer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that publish templates and stock and see creator features. */
export const CREATOR_ROLES: readonly Role[] = ['designer', 'admin'];

/** Whether a role may save templates (designer and admin). */
export function canSaveTemplates(role: Role): boolean {
  return CREATOR_ROLES.includes(role);
}

/**
 * Whether a role, or a user by their role (null: no session), is an admin, who may see and manage
 * everyone's items.
 */
export function isAdmin(roleOrUser: Role | { role: Role } | null | undefined): boolean {
  const role = typeof roleOrUser === 'string' ? roleOrUser : roleOrUser?.role;
  return role === 'admin';
}

/** Whether a role has an account (everyone but the guest). */
export function isSignedIn(role: Role): boolean {
  return role !== 'guest';
}

/** The one country whose users may send designs to print (spec 000 section 6). */
export const EXPORT_TO_PRINT_COUNTRY = 'Australia';

/**
 * Whether Export to Print shows (spec 001 section 2.4): a signed-in user in Australia, on a
 * product that is not download-only. A design without a product (a custom size) may be printed.
 */
export function canExportToPrint(user: { role: Role; country?: string | null } | null | undefined, product: { isDownloadOnly: boolean } | undefined): boolean {
  return !!user && isSignedIn(user.role) && user.country === EXPORT_TO_PRINT_COUNTRY && !product?.isDownloadOnly;
}
