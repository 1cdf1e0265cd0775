import { z } from 'zod';
import { emailSchema } from '../account/schemas';
import { ORDER_MAX_LENGTH } from '../constants';
import { themeSchema, validateName } from './names';
import { TEMPLATE_MESSAGES } from './template';

/**
 * Zod schemas of the fields shared by the Save my design, Copy design and template forms
 * (spec 001 section 5), for parsing a request body with the spec's messages. The template
 * dialog's own checks live in template.ts; these use the same messages.
 */

/**
 * A design, template or copy name: trimmed, 1 to 42 characters, not one of `existingNames`
 * (trimmed) except `currentName`, the one being edited. Messages: 'Name has to include 1 or
 * more symbols', 'Current name is already taken'.
 */
export function nameFieldSchema(existingNames: readonly string[], currentName?: string) {
  return z
    .string()
    .superRefine((name, ctx) => {
      const error = validateName(name, existingNames, currentName);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    })
    .transform((name) => name.trim());
}

/** A theme: trimmed before sending, at most 42 characters, may be empty. */
export const themeFieldSchema = themeSchema;

/** A value typed in a field or already a number, as trimmed text. */
const asText = z.union([z.number(), z.string()]).transform((value) => String(value).trim());

/** An order: digits only, at most 5 of them (spec 001 section 5); the value is the number. */
export const orderFieldSchema = asText.pipe(z.string().regex(new RegExp(`^\\d{1,${ORDER_MAX_LENGTH}}$`), TEMPLATE_MESSAGES.orderDigits)).transform(Number);

/** A page number: digits only, zero-based (0 is shown as 'Page 1'); the value is the number. */
export const pageNumberFieldSchema = asText.pipe(z.string().regex(/^\d+$/, TEMPLATE_MESSAGES.pageNumberDigits)).transform(Number);

/**
 * One assigned user's e-mail: not empty ('Email has to include 1 or more symbols') and valid
 * ('Invalid email'); trimmed and lowercased like every stored e-mail.
 */
export const assignedEmailSchema = emailSchema;

/** The Save my design form (ADD_USER_DESIGN_REQUEST: name, theme), both trimmed. */
export function saveDesignFormSchema(existingNames: readonly string[]) {
  return z.object({ name: nameFieldSchema(existingNames), theme: themeFieldSchema.default('') });
}

/** The Copy design form (COPY_USER_DESIGN_REQUEST: the new name). */
export function copyDesignFormSchema(existingNames: readonly string[]) {
  return z.object({ name: nameFieldSchema(existingNames) });
}

/**
 * The first message of each field of a failed parse, keyed by the field's path ('name',
 * 'assignedToUsers.1'), so each input shows its own error; Save is disabled while any exists.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
