import { createDesignContent, defaultLayoutDimensions, mmToPx } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { pageFrame, rulerSteps, rulerTicks, STAGE_PAD_PX } from './frame';

describe('the rulers', () => {
  it('use minor/major steps 1/10 zoomed in and 20/100 zoomed out', () => {
    expect(rulerSteps('mm', 4)).toEqual({ minor: 1, major: 10 });
    expect(rulerSteps('mm', 1)).toEqual({ minor: 2, major: 20 });
    expect(rulerSteps('mm', 0.25)).toEqual({ minor: 10, major: 50 });
    expect(rulerSteps('mm', 0.1)).toEqual({ minor: 20, major: 100 });
    expect(rulerSteps('px', 1)).toEqual({ minor: 10, major: 50 });
  });

  it('put zero at the trim edge, the bleed reading negative', () => {
    const origin = mmToPx(7.5) * 2 + STAGE_PAD_PX;
    const ticks = rulerTicks({ unit: 'mm', scale: 2, origin, length: origin + mmToPx(20) * 2 });
    const zero = ticks.find((t) => t.value === 0)!;
    expect(zero.at).toBeCloseTo(origin);
    expect(zero.major).toBe(true);
    expect(ticks[0]!.value).toBeLessThan(-7);
    expect(ticks.find((t) => t.value === 10)!.at).toBeCloseTo(origin + mmToPx(10) * 2);
  });
});

describe('the page frame', () => {
  it('shows 7.5 mm of bleed around the trim and a pad for handles', () => {
    const content = createDesignContent({ ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' });
    const frame = pageFrame(content, 1);
    expect(frame.bleed).toBeCloseTo(mmToPx(7.5));
    expect(frame.originX).toBeCloseTo(mmToPx(7.5) + STAGE_PAD_PX);
    expect(frame.stageWidth).toBe(Math.ceil(mmToPx(105) + 2 * STAGE_PAD_PX));
  });
});
