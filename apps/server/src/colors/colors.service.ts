import { type ColorEntry, normalizeColor } from '@layout/model';
import type { Queryable } from '../db/client';
import { HttpError } from '../http/errors';
import { addUserColors, countUserColors, listUserColors, toColorEntry } from './colors.queries';

/** The most brand colours one user keeps: far more than any palette, few enough to show. */
export const MAX_COLORS_PER_USER = 200;

/**
 * Adds the colours (each a colour the body schema accepted) to the user's brand colours,
 * normalised (lowercase #rrggbb; a colour added as inks stays `device-cmyk()`, issue 26) and kept once each, unless that would take the user past
 * MAX_COLORS_PER_USER; answers the entry of every colour sent, in the order sent.
 */
export async function addBrandColors(db: Queryable, userId: number, sent: readonly { color: string }[]): Promise<ColorEntry[]> {
  const colors = [...new Set(sent.map(({ color }) => normalizeColor(color)!))];
  const known = new Set((await listUserColors(db, userId)).map((row) => row.color));
  const added = colors.filter((color) => !known.has(color)).length;
  if (added > 0 && (await countUserColors(db, userId)) + added > MAX_COLORS_PER_USER) {
    throw new HttpError(422, 'Validation failed', `You can keep at most ${MAX_COLORS_PER_USER} brand colours; delete some to add more`);
  }
  return (await addUserColors(db, userId, colors)).map(toColorEntry);
}
