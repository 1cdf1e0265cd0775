import type { TextConfig } from '../assets/text';
import { clampStepper } from '../ops/steppers';

/**
 * A text's type scaled by `s` with its box: font size, padding, corner radius and letter spacing,
 * each kept inside its stepper's range so the content stays valid (line height is a ratio and
 * stays). Used where a text grows or shrinks as a whole: a new page size, a corner handle.
 */
export function scaleTextConfig(config: TextConfig, s: number): TextConfig {
  return {
    ...config,
    fontSize: clampStepper('textSize', config.fontSize * s),
    padding: clampStepper('boxPadding', config.padding * s),
    cornerRadius: clampStepper('cornerRadius', config.cornerRadius * s),
    letterSpacing: clampStepper('letterSpacing', config.letterSpacing * s),
  };
}
