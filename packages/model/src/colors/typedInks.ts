import { type Cmyk, formatCmyk, parseCmyk } from './cmyk';

/**
 * The colour pickers' four ink fields (C, M, Y and K, in %): what the user typed, read as a
 * colour stored as inks (issue 26), or which fields are wrong and a sentence saying why. A wrong
 * entry changes nothing: the caller keeps the colour it had and shows the sentence.
 */

/** The four inks, in the order printers name them. */
export const INK_NAMES = ['c', 'm', 'y', 'k'] as const;
export type InkName = (typeof INK_NAMES)[number];

/** The fields' text, one per ink. */
export type TypedInks = Record<InkName, string>;

export type TypedInksReading = { ok: true; color: string } | { ok: false; wrong: InkName[]; message: string };

/** A percentage as typed: digits with a point or a comma, a trailing '%' allowed; no sign, no exponent. */
const PERCENTAGE = /^(\d+(?:[.,]\d*)?|[.,]\d+)\s*%?$/;

function inkValue(typed: string): number | undefined {
  const match = PERCENTAGE.exec(typed.trim());
  if (!match) return undefined;
  const value = Number(match[1]!.replace(',', '.'));
  return value <= 100 ? value : undefined;
}

/** 'M', 'C and K', 'C, M and Y': the wrong fields in words. */
function named(wrong: readonly InkName[]): string {
  const letters = wrong.map((ink) => ink.toUpperCase());
  return letters.length === 1 ? letters[0]! : `${letters.slice(0, -1).join(', ')} and ${letters.at(-1)}`;
}

/** The colour the four fields spell (`device-cmyk()`, one spelling), or the fields that are not a percentage 0 to 100. */
export function readTypedInks(typed: TypedInks): TypedInksReading {
  const values: Partial<Cmyk> = {};
  const wrong: InkName[] = [];
  for (const ink of INK_NAMES) {
    const value = inkValue(typed[ink]);
    if (value === undefined) wrong.push(ink);
    else values[ink] = value;
  }
  if (wrong.length > 0) {
    const message = wrong.length === 1 ? `${named(wrong)} must be a number from 0 to 100` : `${named(wrong)} must be numbers from 0 to 100`;
    return { ok: false, wrong, message };
  }
  return { ok: true, color: formatCmyk(values as Cmyk) };
}

/** What the fields show for a colour: its inks when it is stored as inks, empty fields for a screen colour. */
export function typedInksOf(color: string | null | undefined): TypedInks {
  const cmyk = parseCmyk(color);
  return cmyk ? { c: String(cmyk.c), m: String(cmyk.m), y: String(cmyk.y), k: String(cmyk.k) } : { c: '', m: '', y: '', k: '' };
}
