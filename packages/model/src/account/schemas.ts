import { z } from 'zod';
import { PROFILE_FIELD_MAX_LENGTH } from '../constants';
import { MESSAGES } from '../validation/messages';
import { ROLES } from './roles';

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 200;

export const emailSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, 'Email is too long')
  .email(MESSAGES.invalidEmail)
  .transform((email) => email.toLowerCase());

/** A new password and its repetition, as the register, reset and change forms take them. */
const newPasswordFields = {
  password: z.string().min(PASSWORD_MIN_LENGTH, `Password has to include at least ${PASSWORD_MIN_LENGTH} symbols`).max(PASSWORD_MAX_LENGTH, 'Password is too long'),
  password2: z.string().max(PASSWORD_MAX_LENGTH, 'Password is too long'),
};
const passwordsMatch = (form: { password: string; password2: string }) => form.password === form.password2;
const repeatedPasswordMismatch = { path: ['password2'], message: MESSAGES.passwordsDoNotMatch };

/**
 * What a form shows under the repeated password while it is typed: the mismatch message once
 * something is typed there and it differs from the password, else null. (The schemas compare the
 * two only once each field is valid on its own; forms point a differing repetition out at once.)
 */
export function repeatedPasswordProblem(form: { password: string; password2: string }): string | null {
  return form.password2 !== '' && !passwordsMatch(form) ? MESSAGES.passwordsDoNotMatch : null;
}

const profileField = z.string().trim().max(PROFILE_FIELD_MAX_LENGTH, `At most ${PROFILE_FIELD_MAX_LENGTH} characters`);

/** POST /api/users: the register form. */
export const registerSchema = z
  .object({
    firstname: profileField.min(1, 'First name is required'),
    lastname: profileField.min(1, 'Last name is required'),
    email: emailSchema,
    ...newPasswordFields,
  })
  .refine(passwordsMatch, repeatedPasswordMismatch);
export type RegisterInput = z.input<typeof registerSchema>;

/** POST /api/auth/login. The password field also accepts an order reference number. */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  country: z.string().max(64).nullish(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /api/auth/reset-password. */
export const resetPasswordRequestSchema = z.object({ email: emailSchema });

/** POST /api/auth/reset-password/confirm: the new password from the e-mailed link. */
export const resetPasswordConfirmSchema = z
  .object({
    token: z.string().min(1).max(200),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, repeatedPasswordMismatch);

/**
 * PUT /api/auth/password: a signed-in user changes the password. The new one follows the
 * register form's rules and messages; the current one is checked by the server.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, repeatedPasswordMismatch);
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** POST /api/auth/handle-redirect-token. */
export const handleRedirectTokenSchema = z.object({
  jwt: z.string().min(1).max(4096),
  country: z.string().max(64).nullish(),
});

/** Data-driven fields (spec 000 section 1), filled into text through %field% placeholders. */
export const DATA_DRIVEN_FIELDS = ['fullName', 'businessname', 'jobtitle', 'address', 'suburb', 'state', 'postcode', 'phone', 'mobile', 'email', 'website'] as const;
export type DataDrivenField = (typeof DATA_DRIVEN_FIELDS)[number];
export const ddfSchema = z.partialRecord(z.enum(DATA_DRIVEN_FIELDS), profileField);
export type DataDrivenFields = z.infer<typeof ddfSchema>;

/** Profile fields a user may edit about themselves (PUT /api/users/:userId). */
export const profileUpdateSchema = z
  .object({
    firstname: profileField.min(1, 'First name is required'),
    lastname: profileField.min(1, 'Last name is required'),
    businessname: profileField,
    jobtitle: profileField,
    address: profileField,
    suburb: profileField,
    state: profileField,
    postcode: profileField,
    phone: profileField,
    mobile: profileField,
    website: z.string().trim().max(200, 'At most 200 characters'),
    socialmedia: z.string().trim().max(200, 'At most 200 characters'),
    creatorName: profileField,
    isShowHireMe: z.boolean(),
    ddf: ddfSchema,
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * The user as the API returns it: never the password hash, reset tokens or sessions (the
 * serializer sends only the fields named here). Timestamps are ISO strings.
 */
export const userDataSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(ROLES),
  businessname: z.string(),
  jobtitle: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone: z.string(),
  mobile: z.string(),
  website: z.string(),
  socialmedia: z.string(),
  country: z.string().nullable(),
  creatorName: z.string().nullable(),
  storagePlan: z.string().nullable(),
  planId: z.string().nullable(),
  planStarted: z.string().nullable(),
  /** When the paid PRO period ends (null: FREE, or a plan given without an end). */
  planRenewsAt: z.string().nullable().default(null),
  rating: z.number().nullable(),
  isShowHireMe: z.boolean(),
  ddf: z.partialRecord(z.enum(DATA_DRIVEN_FIELDS), z.string()),
  createdAt: z.string(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** A designer as listed by GET /api/users/creator-data (no e-mail: the list is public). */
export const creatorDataSchema = z.object({
  id: z.number().int(),
  creatorName: z.string(),
  isShowHireMe: z.boolean(),
  website: z.string(),
});
export type CreatorData = z.infer<typeof creatorDataSchema>;

/** The answer of a login and of the redirect handshake: the session token and the user. */
export const sessionAnswerSchema = z.object({ jwt: z.string(), userData: userDataSchema });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** An answer that only says what happened ('Your password has been changed.'). */
export const accountMessageAnswerSchema = z.object({ message: z.string() });

/** The data-driven fields of a profile; fullName is built from first and last name. */
export function dataDrivenFieldsFromProfile(profile: Partial<UserData>): Required<DataDrivenFields> {
  const saved = profile.ddf ?? {};
  const fullName = [profile.firstname, profile.lastname].filter(Boolean).join(' ');
  const fields = {} as Required<DataDrivenFields>;
  for (const field of DATA_DRIVEN_FIELDS) {
    const fromProfile = field === 'fullName' ? fullName : ((profile as Record<string, unknown>)[field] as string | undefined);
    fields[field] = saved[field] || fromProfile || '';
  }
  return fields;
}
