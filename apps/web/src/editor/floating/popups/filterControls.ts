import type { FilterName } from '@layout/model';

/**
 * A control for every filter of the model (FILTER_NAMES). Each stored value is Konva's own
 * parameter (see assets/filters.ts), so the ranges are Konva's useful ranges; the switches store
 * 1 for on. Red, green and blue colourise the picture; with Tint on they are the colour the
 * picture is tinted towards, and Tint strength (Konva's alpha) how far.
 */
export const FILTER_SLIDERS: { name: FilterName; label: string; min: number; max: number; step: number }[] = [
  { name: 'blur', label: 'Blur', min: 0, max: 40, step: 1 },
  { name: 'brighten', label: 'Brightness', min: -1, max: 1, step: 0.05 },
  { name: 'contrast', label: 'Contrast', min: -100, max: 100, step: 1 },
  { name: 'enhance', label: 'Enhance', min: -1, max: 1, step: 0.05 },
  { name: 'hue', label: 'Hue', min: 0, max: 359, step: 1 },
  { name: 'saturation', label: 'Saturation', min: -2, max: 10, step: 0.1 },
  { name: 'luminance', label: 'Luminance', min: -1, max: 1, step: 0.05 },
  { name: 'red', label: 'Red', min: 0, max: 255, step: 1 },
  { name: 'green', label: 'Green', min: 0, max: 255, step: 1 },
  { name: 'blue', label: 'Blue', min: 0, max: 255, step: 1 },
  { name: 'alpha', label: 'Tint strength', min: 0, max: 1, step: 0.05 },
];
export const FILTER_SWITCHES: { name: FilterName; label: string }[] = [
  { name: 'rgba', label: 'Tint' },
  { name: 'greyscale', label: 'Greyscale' },
  { name: 'invert', label: 'Invert' },
  { name: 'sepia', label: 'Sepia' },
];
