import { z } from 'zod';
import { NAME_MAX_LENGTH, THEME_MAX_LENGTH } from '../constants';
import { MESSAGES } from './messages';

/**
 * A design, template or copy name: trimmed, 1 to 42 characters (spec 001 section 5).
 * Over-long names get the same message as empty ones, as the spec gives only one.
 */
export const designNameSchema = z.string().trim().min(1, MESSAGES.nameRequired).max(NAME_MAX_LENGTH, `Name has to be at most ${NAME_MAX_LENGTH} symbols`);

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
