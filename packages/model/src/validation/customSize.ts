import { z } from 'zod';
import { MAX_CUSTOM_SIZE_MM } from '../constants';
import { UNITS, type Unit } from '../units';
import { MESSAGES } from './messages';

/**
 * The Setup panel's custom size (spec 001 section 5): "numeric, not negative. Not for px units:
 * width or height 0 gives 'width and height should be more then 0'; if width < height and
 * (width > 300 or height > 430) 'maximum size: 430 x 300 mm'; if width >= height and
 * (width > 430 or height > 300) 'maximum size: 300 x 430 mm'". The messages are the spec's, word
 * for word (including 'more then' and the order of the numbers).
 */

/** What the Width, Height and Units fields hold; the fields may still hold typed text. */
export interface CustomSizeInput {
  width: number | string;
  height: number | string;
  units: Unit;
}

/** A field's number, or NaN when it is empty or not a plain number. */
function numeric(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

/**
 * The custom-size error, or undefined when the size may be applied. A value that is not a number
 * or is negative is refused for every unit with 'width and height should be more then 0' (the spec
 * asks for numeric, non-negative values but names no message; that one says what is wanted). In
 * px nothing else is checked, as the spec says; in mm zero and the maximum 300 x 430 mm are.
 */
export function validateCustomSize(input: CustomSizeInput): string | undefined {
  const width = numeric(input.width);
  const height = numeric(input.height);
  if (!Number.isFinite(width) || !Number.isFinite(height) || width < 0 || height < 0) return MESSAGES.customSizeZero;
  if (input.units === 'px') return undefined;
  if (width === 0 || height === 0) return MESSAGES.customSizeZero;
  const { short, long } = MAX_CUSTOM_SIZE_MM;
  if (width < height && (width > short || height > long)) return MESSAGES.customSizeMaxPortrait;
  if (width >= height && (width > long || height > short)) return MESSAGES.customSizeMaxLandscape;
  return undefined;
}

/** How a form shows an error inline: 'Error: ...' (spec 001 section 5). */
export function formatInlineError(message: string): string {
  return `Error: ${message}`;
}

/** The custom size as a zod schema, for forms and requests; its issue message is the spec's. */
export const customSizeSchema = z
  .object({ width: z.union([z.number(), z.string()]), height: z.union([z.number(), z.string()]), units: z.enum(UNITS) })
  .superRefine((input, ctx) => {
    const message = validateCustomSize(input);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  })
  .transform((input) => ({ width: numeric(input.width), height: numeric(input.height), units: input.units }));
