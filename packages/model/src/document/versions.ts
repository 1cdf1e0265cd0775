import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants';
import { designInputSchema } from './design';
import { templateInputSchema } from './template';

/**
 * Optimistic concurrency of designs and templates. Every stored row has a `version`, 1 when
 * created and one more with every save. A read returns it (and the ETag `"<version>"`); a save
 * says which version it was based on, and the server stores it only if that is still the stored
 * version, in one conditional UPDATE. A save based on an older version is refused with 409, so
 * the later save of an older copy can no longer silently overwrite newer work.
 *
 * The contract: `version` in the body of PUT /api/designs/:id and PUT /api/templates/:id. An
 * `If-Match: "<version>"` header is accepted instead (for clients that prefer HTTP's own
 * precondition). A save with neither is refused with 428.
 */
export const documentVersionSchema = z.number().int().positive();

/** PUT /api/designs/:id: the design as for POST, and the version it was based on. */
export const designUpdateSchema = designInputSchema.extend({ version: documentVersionSchema.optional() });
export type DesignUpdateInput = z.input<typeof designUpdateSchema>;

/** PUT /api/templates/:id: the template as for POST, and the version it was based on. */
export const templateUpdateSchema = templateInputSchema.extend({ version: documentVersionSchema.optional() });
export type TemplateUpdateInput = z.input<typeof templateUpdateSchema>;

/** The ETag of a stored version: a strong tag, so If-Match can compare it. */
export const versionETag = (version: number): string => `"${version}"`;

/**
 * The version an If-Match header names: a number, null when there is no header, 'invalid' for
 * anything else (a list, `*`, a weak tag: If-Match compares strong tags only).
 */
export function versionFromIfMatch(header: string | undefined): number | null | 'invalid' {
  if (header === undefined || header.trim() === '') return null;
  const match = /^\s*"(\d{1,9})"\s*$/.exec(header);
  const version = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(version) && version > 0 ? version : 'invalid';
}

/**
 * The name a conflicting save is kept under as a new design: '<name> (copy)', then
 * '<name> (copy 2)' and so on, cut to the name's longest, not one of the user's names.
 */
export function conflictCopyName(name: string, existingNames: readonly string[]): string {
  const taken = new Set(existingNames.map((n) => n.trim()));
  const base = name.trim();
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${base.slice(0, NAME_MAX_LENGTH - suffix.length).trim()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
