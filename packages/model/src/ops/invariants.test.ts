import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DesignContent, designContentSchema } from '../document/content';
import { background, doc, image, line, page, rect, text } from '../testing/fixtures';
import { defaultTextStyles, applyTextStyle } from '../text/styles';
import { addShapeAsset, addTextAsset } from './add';
import { alignAssets, ALIGNMENTS, ALIGN_TARGETS } from './align';
import { copyAssets, pasteAssets } from './clipboard';
import { changeColorEverywhere, setAssetFill } from './colors';
import { moveAsset, updateAsset } from './edit';
import { duplicateAssets, multiplyAssets } from './duplicate';
import { flipAssets } from './flip';
import { currentState, pushHistory, startHistory, undo } from './history';
import { LAYER_ACTIONS, setLayer } from './layer';
import { nudgeAssets } from './nudge';
import { removeAssets } from './remove';
import { rotateAssets } from './rotate';

/**
 * Invariants over every editing operation together (issue 3): whatever sequence of operations a
 * user performs, z-orders stay consecutive, inputs are never mutated, content stays valid, and
 * undo returns the previous document.
 */

const start = () =>
  doc(
    { flatWidth: 90, flatHeight: 55 },
    page('front', background(), rect({ id: 'r1' }), text({ id: 't1', text: 'Jane Citizen' }), image({ id: 'i1' }), line({ id: 'l1' })),
    page('back', rect({ id: 'r2', fill: '#263147' }), text({ id: 't2', text: '%phone%' })),
  );

type Step = (content: DesignContent, pick: (n: number) => number) => DesignContent;

const pickIds = (content: DesignContent, pick: (n: number) => number): string[] => {
  const ids = content.assets.map((a) => a.id);
  if (ids.length === 0) return [];
  const first = ids[pick(ids.length)]!;
  const second = ids[pick(ids.length)]!;
  return pick(2) === 0 ? [first] : [...new Set([first, second])];
};
const pageOf = (content: DesignContent, pick: (n: number) => number) => content.pages[pick(content.pages.length)]!.id;
const textId = (content: DesignContent, pick: (n: number) => number) => {
  const texts = content.assets.filter((a) => a.type === 'text');
  return texts.length ? texts[pick(texts.length)]!.id : 'none';
};

const STEPS: Record<string, Step> = {
  addText: (c, p) => addTextAsset(c, { pageId: pageOf(c, p), style: 'h2' }),
  addShape: (c, p) => addShapeAsset(c, { pageId: pageOf(c, p), kind: 'circle' }),
  move: (c, p) => moveAsset(c, { assetId: pickIds(c, p)[0] ?? 'none', x: p(500), y: p(300) }),
  opacity: (c, p) => updateAsset(c, { assetId: pickIds(c, p)[0] ?? 'none', changes: { opacity: p(100) / 100 } }),
  remove: (c, p) => removeAssets(c, { assetIds: pickIds(c, p) }),
  layer: (c, p) => setLayer(c, { assetIds: pickIds(c, p), action: LAYER_ACTIONS[p(LAYER_ACTIONS.length)]! }),
  paste: (c, p) => {
    const clipboard = copyAssets(c, { assetIds: pickIds(c, p) });
    return clipboard ? pasteAssets(c, { clipboard, pageId: pageOf(c, p) }) : c;
  },
  duplicate: (c, p) => duplicateAssets(c, { assetIds: pickIds(c, p) }),
  multiply: (c, p) => multiplyAssets(c, { assetIds: pickIds(c, p), count: p(4), offsetX: 10, offsetY: 5 }),
  align: (c, p) => alignAssets(c, { assetIds: pickIds(c, p), alignment: ALIGNMENTS[p(ALIGNMENTS.length)]!, target: ALIGN_TARGETS[p(ALIGN_TARGETS.length)]! }),
  flip: (c, p) => flipAssets(c, { assetIds: pickIds(c, p), axis: p(2) ? 'horizontal' : 'vertical' }),
  rotate: (c, p) => rotateAssets(c, { assetIds: pickIds(c, p), angle: p(360) - 180 }),
  nudge: (c, p) => nudgeAssets(c, { assetIds: pickIds(c, p), dx: p(3) - 1, dy: p(3) - 1 }),
  fill: (c, p) => setAssetFill(c, { assetId: pickIds(c, p)[0] ?? 'none', color: p(2) ? '#ff0000' : '#4ac6e3' }),
  recolour: (c) => changeColorEverywhere(c, { from: '#4ac6e3', to: '#00ff00' }),
  textStyle: (c, p) => applyTextStyle(c, { assetId: textId(c, p), style: defaultTextStyles()[p(7)]! }),
};
const STEP_NAMES = Object.keys(STEPS);

/** Freezes a value deeply, so an operation that mutates its input throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function zOrdersAreConsecutive(content: DesignContent): boolean {
  return content.pages.every((p) => {
    const onPage = content.assets.filter((a) => a.pageId === p.id);
    const backgrounds = onPage.filter((a) => a.type === 'background');
    const others = onPage
      .filter((a) => a.type !== 'background')
      .map((a) => a.zIndex)
      .sort((a, b) => a - b);
    return backgrounds.length <= 1 && backgrounds.every((b) => b.zIndex === 0) && others.every((z, i) => z === i + 1);
  });
}

const program = fc.array(fc.tuple(fc.constantFrom(...STEP_NAMES), fc.array(fc.nat(), { minLength: 8, maxLength: 8 })), { maxLength: 25 });

/** Runs a step with a deterministic chooser fed by the generated numbers. */
function run(name: string, content: DesignContent, numbers: number[]): DesignContent {
  let i = 0;
  const pick = (n: number) => (n <= 0 ? 0 : numbers[i++ % numbers.length]! % n);
  return STEPS[name]!(content, pick);
}

describe('every editing operation together (property tests)', () => {
  it('keeps z-orders consecutive from 1 with at most one background at 0, and the content valid', () => {
    fc.assert(
      fc.property(program, (steps) => {
        let content = start();
        for (const [name, numbers] of steps) {
          content = run(name, content, numbers);
          expect(zOrdersAreConsecutive(content), name).toBe(true);
        }
        expect(designContentSchema.safeParse(content).success).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(program, (steps) => {
        let content = deepFreeze(start());
        for (const [name, numbers] of steps) content = deepFreeze(run(name, content, numbers));
      }),
      { numRuns: 150 },
    );
  });

  it('returns the previous document on undo after any operation, and history stays within 21 entries', () => {
    fc.assert(
      fc.property(program, (steps) => {
        let history = startHistory(start());
        for (const [name, numbers] of steps) {
          const before = currentState(history);
          const snapshot = JSON.stringify(before);
          const next = run(name, before, numbers);
          if (next === before) continue;
          history = pushHistory(history, next);
          expect(history.entries.length).toBeLessThanOrEqual(21);
          expect(JSON.stringify(currentState(undo(history)))).toBe(snapshot);
        }
      }),
      { numRuns: 100 },
    );
  });
});
