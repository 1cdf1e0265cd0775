import { describe, expect, it } from 'vitest';
import { STEPPERS, clampStepper, stepStepper } from './steppers';

describe('numeric steppers (spec 001 section 5)', () => {
  it('have the ranges and steps of the spec', () => {
    expect(STEPPERS.borderWidth).toEqual({ min: 0, max: 50, step: 1 });
    expect(STEPPERS.opacity).toEqual({ min: 1, max: 100, step: 1 });
    expect(STEPPERS.textSize).toEqual({ min: 0, max: 180, step: 1 });
    expect(STEPPERS.lineHeight).toEqual({ min: 1, max: 3, step: 0.1 });
    expect(STEPPERS.letterSpacing).toEqual({ min: -10, max: 10, step: 0.1 });
    expect(STEPPERS.boxPadding).toMatchObject({ min: 0, max: 50 });
    expect(STEPPERS.cornerRadius).toMatchObject({ min: 0, max: 50 });
    expect(STEPPERS.multiplyCount).toMatchObject({ min: 0, max: 10 });
    expect(STEPPERS.lineWidth).toMatchObject({ min: 0, step: 0.25 });
    expect(STEPPERS.lineLength.min).toBe(0);
    expect(STEPPERS.textBoxWidth.min).toBe(0);
  });

  it('clamp typed values to the range: border width 0 to 50', () => {
    expect(clampStepper('borderWidth', 51)).toBe(50);
    expect(clampStepper('borderWidth', -1)).toBe(0);
    expect(clampStepper('borderWidth', 12)).toBe(12);
  });

  it('round a typed number of copies to a whole number (2.7 copies make 3), and keep other typed decimals', () => {
    expect(clampStepper('multiplyCount', 2.7)).toBe(3);
    expect(clampStepper('multiplyCount', 2.2)).toBe(2);
    expect(clampStepper('multiplyCount', 10.6)).toBe(10);
    expect(clampStepper('lineHeight', 1.25)).toBe(1.25);
  });

  it('clamp opacity to 1 to 100 percent and text size to 0 to 180 pt', () => {
    expect(clampStepper('opacity', 0)).toBe(1);
    expect(clampStepper('opacity', 150)).toBe(100);
    expect(clampStepper('textSize', 200)).toBe(180);
    expect(clampStepper('textSize', -3)).toBe(0);
  });

  it('clamp letter spacing to -10..10 and line height to 1..3', () => {
    expect(clampStepper('letterSpacing', -11)).toBe(-10);
    expect(clampStepper('letterSpacing', 10.5)).toBe(10);
    expect(clampStepper('lineHeight', 0.5)).toBe(1);
    expect(clampStepper('lineHeight', 3.2)).toBe(3);
  });

  it('have no maximum for line width, line length and text box width, only minimum 0', () => {
    expect(clampStepper('lineWidth', 5000)).toBe(5000);
    expect(clampStepper('lineLength', -5)).toBe(0);
    expect(clampStepper('textBoxWidth', -0.5)).toBe(0);
  });

  it('turn a value that is not a number into the minimum', () => {
    expect(clampStepper('multiplyCount', Number.NaN)).toBe(0);
    expect(clampStepper('opacity', Number.NaN)).toBe(1);
  });

  it('remove float noise from a typed value', () => {
    expect(clampStepper('lineHeight', 0.1 + 0.2 + 1)).toBe(1.3);
  });
});

describe('stepping does not drift', () => {
  it('line height steps by 0.1 exactly: 1.2 up is 1.3, ten steps from 1 reach 2', () => {
    expect(stepStepper('lineHeight', 1.2, 'up')).toBe(1.3);
    let value = 1;
    for (let i = 0; i < 10; i += 1) value = stepStepper('lineHeight', value, 'up');
    expect(value).toBe(2);
  });

  it('letter spacing steps by 0.1 through 0: 0.1 down is 0, -0.2 up is -0.1', () => {
    expect(stepStepper('letterSpacing', 0.1, 'down')).toBe(0);
    expect(stepStepper('letterSpacing', -0.2, 'up')).toBe(-0.1);
    expect(stepStepper('letterSpacing', 0.2, 'up')).toBe(0.3);
  });

  it('line width steps by 0.25 and never below 0', () => {
    expect(stepStepper('lineWidth', 1.328, 'up')).toBe(1.578);
    expect(stepStepper('lineWidth', 0.1, 'down')).toBe(0);
  });

  it('stops at the ends of the range', () => {
    expect(stepStepper('textSize', 180, 'up')).toBe(180);
    expect(stepStepper('opacity', 1, 'down')).toBe(1);
    expect(stepStepper('multiplyCount', 10, 'up')).toBe(10);
    expect(stepStepper('lineHeight', 3, 'up')).toBe(3);
    expect(stepStepper('letterSpacing', -10, 'down')).toBe(-10);
  });

  it('steps by 1 where the spec says so', () => {
    expect(stepStepper('borderWidth', 4, 'up')).toBe(5);
    expect(stepStepper('cornerRadius', 4, 'down')).toBe(3);
    expect(stepStepper('boxPadding', 2, 'up')).toBe(3);
  });
});
