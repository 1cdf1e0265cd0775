import type { TextConfig } from '../assets/text';

/** The schema's ranges for the text settings that scale; a scaled value stays valid. */
const TEXT_RANGES = {
  fontSize: [0, 180],
  padding: [0, 50],
  cornerRadius: [0, 50],
  letterSpacing: [-10, 10],
} as const;

const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));

/**
 * A text's type scaled by `s` with its box: font size, padding, corner radius and letter spacing
 * (line height is a ratio and stays). Used where a text grows or shrinks as a whole: a new page
 * size, a corner handle.
 */
export function scaleTextConfig(config: TextConfig, s: number): TextConfig {
  return {
    ...config,
    fontSize: clamp(config.fontSize * s, TEXT_RANGES.fontSize),
    padding: clamp(config.padding * s, TEXT_RANGES.padding),
    cornerRadius: clamp(config.cornerRadius * s, TEXT_RANGES.cornerRadius),
    letterSpacing: clamp(config.letterSpacing * s, TEXT_RANGES.letterSpacing),
  };
}
