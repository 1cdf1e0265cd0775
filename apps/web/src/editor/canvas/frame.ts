import { type Unit, bleedWidthPx, pageSizePx, toPx } from '@layout/model';
import type { DesignContent } from '@layout/model';

/**
 * How a page sits on its stage. Page coordinates have their origin at the top-left trim corner;
 * the stage shows the bleed around the trim and, beyond it, a transparent pad so that handles of
 * assets at the edge (rotation handle, anchors) stay reachable.
 */
export interface PageFrame {
  /** Trim size in page px. */
  width: number;
  height: number;
  /** Bleed on each side in page px (7.5 mm). */
  bleed: number;
  /** Stage size in screen px. */
  stageWidth: number;
  stageHeight: number;
  /** Where page (0, 0) lies on the stage, in screen px. */
  originX: number;
  originY: number;
}

/** Room around the bleed box, in screen px, for handles. */
export const STAGE_PAD_PX = 36;

export function pageFrame(content: DesignContent, scale: number): PageFrame {
  const { width, height } = pageSizePx(content);
  const bleed = bleedWidthPx(content.layoutDimensions);
  const origin = bleed * scale + STAGE_PAD_PX;
  return {
    width,
    height,
    bleed,
    stageWidth: Math.ceil((width + 2 * bleed) * scale + 2 * STAGE_PAD_PX),
    stageHeight: Math.ceil((height + 2 * bleed) * scale + 2 * STAGE_PAD_PX),
    originX: origin,
    originY: origin,
  };
}

/** Minor and major tick steps of the rulers, in document units (spec 001 section 2.5). */
export const RULER_STEPS: readonly { minor: number; major: number }[] = [
  { minor: 1, major: 10 },
  { minor: 2, major: 20 },
  { minor: 10, major: 50 },
  { minor: 20, major: 100 },
];

/** Minor ticks closer than this on screen would blur into a grey band. */
export const MIN_TICK_SPACING_PX = 5;

/**
 * The finest tick steps whose minor ticks stay at least 5 screen px apart at this zoom: at high
 * zoom a mm ruler shows every millimetre, zoomed out every 20.
 */
export function rulerSteps(unit: Unit, scale: number): { minor: number; major: number } {
  const screenPerUnit = toPx(1, unit) * scale;
  return RULER_STEPS.find((s) => s.minor * screenPerUnit >= MIN_TICK_SPACING_PX) ?? RULER_STEPS[RULER_STEPS.length - 1]!;
}

export interface RulerTick {
  /** Screen px along the ruler, from the stage's edge. */
  at: number;
  /** The position in document units, measured from the trim edge. */
  value: number;
  major: boolean;
}

/**
 * The ticks of a ruler along a stage. Zero is the trim edge, so the bleed reads -7.5 to 0 and the
 * 7.5-unit offset of the spec is where zero sits from the ruler's start (docs/decisions.md).
 */
export function rulerTicks(args: { unit: Unit; scale: number; origin: number; length: number }): RulerTick[] {
  const { unit, scale, origin, length } = args;
  const { minor, major } = rulerSteps(unit, scale);
  const screenPerUnit = toPx(1, unit) * scale;
  const first = Math.ceil(-origin / screenPerUnit / minor) * minor;
  const last = Math.floor((length - origin) / screenPerUnit / minor) * minor;
  const ticks: RulerTick[] = [];
  for (let value = first; value <= last + 1e-9; value += minor) {
    const rounded = Math.round(value * 1000) / 1000;
    ticks.push({ at: origin + rounded * screenPerUnit, value: rounded, major: Math.abs(rounded % major) < 1e-9 });
  }
  return ticks;
}
