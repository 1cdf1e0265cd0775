import { TEXT_DECORATIONS, type TextConfig } from '../assets/text';
import { BOXED_TEXT_PADDING, SECONDARY_COLOR } from '../constants';
import type { DesignContent } from '../document/content';
import { mapAssets } from '../ops/collection';
import { type StepperName, clampStepper } from '../ops/steppers';

/**
 * The text format popup (spec 001 sections 2.6 and 4.13): size, line height, letter spacing,
 * alignment, underline, line-through, upper case, and the box of the Box Fill popup (boxed flag,
 * padding, corner radius). Numbers are brought inside the steppers' ranges (spec 001 section 5).
 * Font and bold / italic live in chooseFont.ts, styles in styles.ts.
 */

/** The text settings the format popups change directly. */
export type TextFormatChanges = Partial<Pick<TextConfig, 'fontSize' | 'lineHeight' | 'letterSpacing' | 'align' | 'isUpperCase' | 'padding' | 'cornerRadius'>>;

/** Which stepper bounds each numeric setting. */
const STEPPER_OF = {
  fontSize: 'textSize',
  lineHeight: 'lineHeight',
  letterSpacing: 'letterSpacing',
  padding: 'boxPadding',
  cornerRadius: 'cornerRadius',
} as const satisfies Partial<Record<keyof TextFormatChanges, StepperName>>;

function clamped(changes: TextFormatChanges): TextFormatChanges {
  const out: TextFormatChanges = { ...changes };
  for (const [key, stepper] of Object.entries(STEPPER_OF) as [keyof typeof STEPPER_OF, StepperName][]) {
    const value = changes[key];
    if (value !== undefined) out[key] = clampStepper(stepper, value);
  }
  return out;
}

function changeText(content: DesignContent, assetIds: readonly string[], change: (config: TextConfig) => TextConfig): DesignContent {
  return mapAssets(content, assetIds, (asset) => {
    if (asset.type !== 'text') return asset;
    const textConfig = change(asset.textConfig);
    return textConfig === asset.textConfig ? asset : { ...asset, textConfig };
  });
}

/**
 * Sets format values of texts. Numbers outside a stepper's range are clamped (a size of 200 pt
 * becomes 180); a change to the values already set returns the same content.
 */
export function setTextFormat(content: DesignContent, args: { assetIds: readonly string[]; changes: TextFormatChanges }): DesignContent {
  const changes = clamped(args.changes);
  const keys = Object.keys(changes) as (keyof TextFormatChanges)[];
  return changeText(content, args.assetIds, (config) => (keys.every((k) => config[k] === changes[k]) ? config : { ...config, ...changes }));
}

/** Turns underline or line-through on or off; the list keeps the order underline, line-through. */
export function toggleTextDecoration(content: DesignContent, args: { assetIds: readonly string[]; decoration: TextConfig['textDecoration'][number] }): DesignContent {
  return changeText(content, args.assetIds, (config) => {
    const on = !config.textDecoration.includes(args.decoration);
    const wanted = new Set(config.textDecoration.filter((d) => d !== args.decoration));
    if (on) wanted.add(args.decoration);
    return { ...config, textDecoration: TEXT_DECORATIONS.filter((d) => wanted.has(d)) };
  });
}

/**
 * The boxed toggle of Box Fill. On: the box shows with the padding of boxed text (2, spec 001
 * section 9) unless a padding is set, and the secondary colour when it has no colour yet (a box
 * needs a colour to be seen; the Text panel's boxed text uses the same). Off: no box and no
 * padding, so the words sit where an unboxed text's do; the box colour is kept for turning it on
 * again (an unboxed text's box colour is not a colour it shows, see colors/slots.ts).
 */
export function setTextBoxed(content: DesignContent, args: { assetIds: readonly string[]; isBoxed: boolean }): DesignContent {
  return changeText(content, args.assetIds, (config) => {
    if (config.isBoxed === args.isBoxed) return config;
    if (!args.isBoxed) return { ...config, isBoxed: false, padding: 0 };
    return {
      ...config,
      isBoxed: true,
      padding: config.padding > 0 ? config.padding : BOXED_TEXT_PADDING,
      backgroundColor: config.backgroundColor === '' ? SECONDARY_COLOR : config.backgroundColor,
    };
  });
}
