import { FILTER_NAMES } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { FILTER_SLIDERS, FILTER_SWITCHES } from './filterControls';

describe('the IMAGE FORMATTING controls', () => {
  it('have one control for every filter of the model', () => {
    const controlled = [...FILTER_SLIDERS, ...FILTER_SWITCHES].map((c) => c.name);
    expect([...controlled].sort()).toEqual([...FILTER_NAMES].sort());
  });

  it('have sliders whose neutral value 0 lies in their range', () => {
    for (const { name, min, max, step } of FILTER_SLIDERS) {
      expect(min, name).toBeLessThanOrEqual(0);
      expect(max, name).toBeGreaterThan(0);
      expect(step, name).toBeGreaterThan(0);
    }
  });
});
