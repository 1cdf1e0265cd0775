import { describe, expect, it } from 'vitest';
import { doc, image, page, rect, text } from '../testing/fixtures';
import { findAsset } from './collection';
import { movePositionFromField, resizeAssetFromField, sizeFieldEffect } from './size';

const content = doc(page('p', image({ id: 'img', x: 50, y: 100, width: 200, height: 100 }), rect({ id: 'r', x: 40, y: 20, width: 100, height: 50 })));
const at = (c: typeof content, id: string) => findAsset(c, id)!;

describe('size edits: below 0 ignored, below 1 updates the field only (spec 001 section 5)', () => {
  it('classifies typed values', () => {
    expect(sizeFieldEffect(-0.5)).toBe('ignore');
    expect(sizeFieldEffect(Number.NaN)).toBe('ignore');
    expect(sizeFieldEffect(0)).toBe('fieldOnly');
    expect(sizeFieldEffect(0.99)).toBe('fieldOnly');
    expect(sizeFieldEffect(1)).toBe('resize');
    expect(sizeFieldEffect(250)).toBe('resize');
  });

  it('does not resize for a value below 1 or below 0', () => {
    expect(resizeAssetFromField(content, { assetId: 'r', width: 0.5 })).toBe(content);
    expect(resizeAssetFromField(content, { assetId: 'r', height: -3 })).toBe(content);
  });
});

describe('linked size keeps the aspect ratio by default (spec 001 section 4.13)', () => {
  it('a typed width changes the height in proportion', () => {
    const next = resizeAssetFromField(content, { assetId: 'img', width: 100 });
    expect(at(next, 'img')).toMatchObject({ x: 50, y: 100, width: 100, height: 50 });
    expect(at(next, 'r')).toBe(at(content, 'r'));
  });

  it('unlinked, only the typed side changes', () => {
    const next = resizeAssetFromField(content, { assetId: 'img', height: 30, keepAspectRatio: false });
    expect(at(next, 'img')).toMatchObject({ width: 200, height: 30 });
  });

  it('a text scales as a whole when linked (its type too), and changes only its width when not', () => {
    const texts = doc(page('p', text({ id: 't', x: 10, y: 10, width: 200, height: 40 })));
    const before = findAsset(texts, 't')!;
    if (before.type !== 'text') throw new Error('text expected');
    const half = findAsset(resizeAssetFromField(texts, { assetId: 't', width: 100 }), 't')!;
    expect(half).toMatchObject({ x: 10, y: 10, width: 100, height: 20, textConfig: { fontSize: before.textConfig.fontSize / 2 } });
    const byHeight = findAsset(resizeAssetFromField(texts, { assetId: 't', height: 80 }), 't')!;
    expect(byHeight).toMatchObject({ width: 400, height: 80, textConfig: { fontSize: before.textConfig.fontSize * 2 } });
    const narrower = findAsset(resizeAssetFromField(texts, { assetId: 't', width: 100, keepAspectRatio: false }), 't')!;
    expect(narrower).toMatchObject({ width: 100, height: 40, textConfig: before.textConfig });
    // Its height follows its lines: typed alone, it changes nothing.
    expect(resizeAssetFromField(texts, { assetId: 't', height: 90, keepAspectRatio: false })).toBe(texts);
  });

  it('image size is not allowed below 1 on the linked side', () => {
    expect(resizeAssetFromField(content, { assetId: 'img', width: 1.5 })).toBe(content);
  });

  it('typing the current size changes nothing', () => {
    expect(resizeAssetFromField(content, { assetId: 'img', width: 200 })).toBe(content);
  });
});

describe('linked position keeps the x:y ratio by default (spec 001 section 4.13)', () => {
  it('a typed x scales y by the same factor', () => {
    expect(at(movePositionFromField(content, { assetId: 'r', x: 80 }), 'r')).toMatchObject({ x: 80, y: 40 });
  });

  it('unlinked, only the typed coordinate changes', () => {
    expect(at(movePositionFromField(content, { assetId: 'r', y: 5, linked: false }), 'r')).toMatchObject({ x: 40, y: 5 });
  });

  it('ignores a value that is not a number', () => {
    expect(movePositionFromField(content, { assetId: 'r', x: Number.NaN })).toBe(content);
  });
});
