/**
 * The numeric steppers of the formatting popups (spec 001 section 5, 'Numeric steppers'), in
 * one table. Where the spec gives no step the step is 1; where it gives no maximum there is none.
 * Opacity is shown in percent (the asset stores 0 to 1); the UI converts.
 */
export const STEPPERS = {
  borderWidth: { min: 0, max: 50, step: 1 },
  opacity: { min: 1, max: 100, step: 1 },
  textSize: { min: 0, max: 180, step: 1 },
  lineHeight: { min: 1, max: 3, step: 0.1 },
  letterSpacing: { min: -10, max: 10, step: 0.1 },
  boxPadding: { min: 0, max: 50, step: 1 },
  cornerRadius: { min: 0, max: 50, step: 1 },
  /** A number of copies: whole numbers only. */
  multiplyCount: { min: 0, max: 10, step: 1, integer: true },
  lineWidth: { min: 0, max: Number.POSITIVE_INFINITY, step: 0.25 },
  lineLength: { min: 0, max: Number.POSITIVE_INFINITY, step: 1 },
  textBoxWidth: { min: 0, max: Number.POSITIVE_INFINITY, step: 1 },
} as const satisfies Record<string, { min: number; max: number; step: number; integer?: boolean }>;

/** The name of a stepper. */
export type StepperName = keyof typeof STEPPERS;

/**
 * Decimals kept when rounding. Float noise sits beyond the 10th decimal (0.1 + 0.2 is
 * 0.30000000000000004), while no stepper shows more than 2, so 10 removes noise and nothing else.
 */
const MAX_DECIMALS = 10;

function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e')) return MAX_DECIMALS;
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(text.length - dot - 1, MAX_DECIMALS);
}

function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/**
 * A typed value brought inside the stepper's range. A value that is not a number becomes the
 * minimum. Typed values between steps are kept (a line height of 1.25 is allowed), except by
 * steppers of whole numbers, which round.
 */
export function clampStepper(name: StepperName, value: number): number {
  const stepper: { min: number; max: number; integer?: boolean } = STEPPERS[name];
  if (Number.isNaN(value)) return stepper.min;
  const rounded = stepper.integer ? Math.round(value) : roundTo(value, decimalsOf(value));
  return Math.min(stepper.max, Math.max(stepper.min, rounded));
}

/**
 * The value after one click of the stepper's up or down arrow, inside the range. Rounded to the
 * decimals of the step and the value, so 0.1 steps never drift (1.2 + 0.1 is 1.3, not 1.3000000000000003).
 */
export function stepStepper(name: StepperName, value: number, direction: 'up' | 'down'): number {
  const { step } = STEPPERS[name];
  const start = clampStepper(name, value);
  const next = start + (direction === 'up' ? step : -step);
  return clampStepper(name, roundTo(next, Math.max(decimalsOf(step), decimalsOf(start))));
}
