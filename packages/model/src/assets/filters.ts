import type { FilterName } from './common';

/** Konva filter functions the canvas uses, by their name in Konva.Filters. */
export type KonvaFilterName = 'Blur' | 'Brighten' | 'Contrast' | 'Enhance' | 'HSL' | 'RGB' | 'RGBA' | 'Grayscale' | 'Invert' | 'Sepia';

/** Konva node attributes the filters read. */
export interface KonvaFilterAttrs {
  blurRadius?: number;
  brightness?: number;
  contrast?: number;
  enhance?: number;
  hue?: number;
  saturation?: number;
  luminance?: number;
  red?: number;
  green?: number;
  blue?: number;
  alpha?: number;
}

export interface FilterPlan {
  filters: KonvaFilterName[];
  attrs: KonvaFilterAttrs;
}

/**
 * How the model's filters (spec 001 section 3, `filters` of images, logos, backgrounds and
 * illustrations: { name: strength }) become Konva filters. Each stored number is Konva's own
 * parameter, so a value means what Konva's documentation says:
 *
 * - blur       -> Blur,      blurRadius = value in asset px (0..); Konva 10 multiplies it by the
 *                 cache's pixel ratio itself, so a blur looks the same at every zoom and in print.
 * - brighten   -> Brighten,  brightness = value (-1..1, added to every channel x 255).
 * - contrast   -> Contrast,  contrast = value (-100..100).
 * - enhance    -> Enhance,   enhance = value (-1..1, stretches the colour range).
 * - hue, saturation, luminance -> one HSL filter: hue = degrees (0..359), saturation = value
 *                 (an exponent: colours x 2^value, -2..10), luminance = value (-1..1).
 * - red, green, blue -> RGB ("colourise": each pixel's grey level times this colour), each
 *                 0..255, an unset channel 0 as in Konva.
 * - rgba       -> RGBA ("tint": each pixel moved towards the colour red, green, blue, an unset
 *                 channel 0), on when the value is above 0 (the IMAGE FORMATTING popup's Tint
 *                 switch stores 1). With rgba the red/green/blue numbers are the tint colour and
 *                 RGB is not applied on top.
 * - alpha      -> the tint's strength, Konva's `alpha` (0..1); without it the rgba number is the
 *                 strength (at most 1, so the popup's 1 is Konva's default, a full tint). With the
 *                 tint off alpha does nothing, as Konva's alpha does nothing without RGBA.
 * - greyscale, invert, sepia -> Grayscale, Invert, Sepia: on when the value is above 0 (Konva's
 *                 filters have no strength; the IMAGE FORMATTING popup stores 1 for on).
 *
 * The editor's canvas (Picture.tsx) and the PDF export (packages/render, pdf/filters.ts) both
 * apply this plan with Konva's own filter functions, so a filter prints as it is seen.
 *
 * A filter stored at its neutral value (blur 0, brighten 0, ...) is left out: filters need the
 * node cached, and a cache costs memory and time on pages with thousands of pictures.
 */
export function filterPlan(stored: Partial<Record<FilterName, number>> | undefined): FilterPlan {
  const filters: KonvaFilterName[] = [];
  const attrs: KonvaFilterAttrs = {};
  if (!stored) return { filters, attrs };
  const value = (name: FilterName) => {
    const v = stored[name];
    return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
  };
  const nonZero = (name: FilterName) => {
    const v = value(name);
    return v !== undefined && v !== 0 ? v : undefined;
  };

  const blur = nonZero('blur');
  if (blur !== undefined && blur > 0) {
    filters.push('Blur');
    attrs.blurRadius = blur;
  }
  const brighten = nonZero('brighten');
  if (brighten !== undefined) {
    filters.push('Brighten');
    attrs.brightness = brighten;
  }
  const contrast = nonZero('contrast');
  if (contrast !== undefined) {
    filters.push('Contrast');
    attrs.contrast = contrast;
  }
  const enhance = nonZero('enhance');
  if (enhance !== undefined) {
    filters.push('Enhance');
    attrs.enhance = enhance;
  }
  const hue = nonZero('hue');
  const saturation = nonZero('saturation');
  const luminance = nonZero('luminance');
  if (hue !== undefined || saturation !== undefined || luminance !== undefined) {
    filters.push('HSL');
    attrs.hue = hue ?? 0;
    attrs.saturation = saturation ?? 0;
    attrs.luminance = luminance ?? 0;
  }
  const channel = (name: 'red' | 'green' | 'blue') => Math.min(255, Math.max(0, value(name) ?? 0));
  const tint = value('rgba');
  if (tint !== undefined && tint > 0) {
    // A tint of strength 0 leaves the picture as it is: no filter (and no cache).
    const strength = Math.min(1, Math.max(0, value('alpha') ?? tint));
    if (strength > 0) {
      filters.push('RGBA');
      Object.assign(attrs, { red: channel('red'), green: channel('green'), blue: channel('blue'), alpha: strength });
    }
  } else if (value('red') !== undefined || value('green') !== undefined || value('blue') !== undefined) {
    filters.push('RGB');
    Object.assign(attrs, { red: channel('red'), green: channel('green'), blue: channel('blue') });
  }
  if ((value('greyscale') ?? 0) > 0) filters.push('Grayscale');
  if ((value('invert') ?? 0) > 0) filters.push('Invert');
  if ((value('sepia') ?? 0) > 0) filters.push('Sepia');
  return { filters, attrs };
}

/** A key that changes when the drawn result of the filters changes (to know when to re-cache). */
export function filterKey(plan: FilterPlan): string {
  return plan.filters.length === 0 ? '' : JSON.stringify(plan);
}
