import { defaultTextConfig } from '@layout/model';
import type { Font } from 'fontkit';
import type { TextLayoutConfig } from './layout';

/** px of a pt size, computed here rather than with the code under test: 96 px per 72 pt. */
export const px = (pt: number) => (pt * 96) / 72;

/**
 * Width of a string as fontkit shapes it (kerning included): the sum of its advances scaled to
 * the size. Tests compare the layout with this, not with the layout's own output.
 */
export function advanceOf(font: Font, text: string, sizePx: number): number {
  return (font.layout(text).positions.reduce((sum, p) => sum + p.xAdvance, 0) * sizePx) / font.unitsPerEm;
}

/** A body-text config at 12 pt, line height 1.3, left aligned, no padding, with overrides. */
export function config(overrides: Partial<TextLayoutConfig> = {}): TextLayoutConfig {
  return { ...defaultTextConfig({ fontSize: 12 }), ...overrides };
}
