import { z } from 'zod';
import { NAME_MAX_LENGTH, THEME_MAX_LENGTH } from '../constants';
import { MESSAGES } from './messages';

/**
 * A design, template or copy name: trimmed, 1 to 42 characters (spec 001 section 5: '1 to 42
 * characters, error 'Name has to include 1 or more symbols''). Over-long names get the same
 * message as empty ones, as the spec gives only one for the rule; the server's 422 says it too.
 * The forms also show how long a name over the limit is (nameLengthHint).
 */
export const designNameSchema = z.string().trim().min(1, MESSAGES.nameRequired).max(NAME_MAX_LENGTH, MESSAGES.nameRequired);

/** Under a name over the limit, how long it is: '45 of at most 42 characters'; null otherwise. */
export function nameLengthHint(name: string): string | null {
  const length = name.trim().length;
  return length > NAME_MAX_LENGTH ? `${length} of at most ${NAME_MAX_LENGTH} characters` : null;
}

/** A theme: trimmed, at most 42 characters, may be empty. */
export const themeSchema = z.string().trim().max(THEME_MAX_LENGTH, `Theme has to be at most ${THEME_MAX_LENGTH} symbols`);

/**
 * The error for a proposed name, or null when it may be used.
 * `existingNames` are the user's other names; `currentName` (the one being edited) is excluded.
 */
export function validateName(name: string, existingNames: readonly string[], currentName?: string): string | null {
  const parsed = designNameSchema.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MESSAGES.nameRequired;
  const trimmed = parsed.data;
  const taken = existingNames.some((existing) => {
    const other = existing.trim();
    return other === trimmed && other !== currentName?.trim();
  });
  return taken ? MESSAGES.nameTaken : null;
}
