import type { Asset } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { defaultToolbarPosition, loadToolbarPosition, placeToolbar, saveToolbarPosition } from './position';
import { selectionKind } from './selectionKind';
import { TOOLS_BY_SELECTION, toolsFor } from './tools';

const asset = (type: string, extra: object = {}) => ({ id: type, type, ...extra }) as unknown as Asset;

describe('the selection kind', () => {
  it('is the type of one asset, group for several or a saved group, null for none', () => {
    expect(selectionKind([asset('text')])).toBe('text');
    expect(selectionKind([asset('image'), asset('text')])).toBe('group');
    expect(selectionKind([asset('group'), asset('shape')])).toBe('group');
    expect(selectionKind([])).toBeNull();
  });
});

describe('the tools table (spec 001 section 2.6)', () => {
  it('lists the spec\'s tools per selection, in order', () => {
    const row = (text: string) => text.split(', ');
    expect(TOOLS_BY_SELECTION.image).toEqual(row('Format, Fit, Crop, Copy, Rotate, Multiply, Arrange, Align, Flip, Extract, Delete'));
    expect(TOOLS_BY_SELECTION.illustration).toEqual(TOOLS_BY_SELECTION.image);
    expect(TOOLS_BY_SELECTION.logo).toEqual(row('Format, Copy, Rotate, Multiply, Arrange, Align, Flip, Extract, Delete'));
    expect(TOOLS_BY_SELECTION.icon).toEqual(TOOLS_BY_SELECTION.logo);
    expect(TOOLS_BY_SELECTION.shape).toEqual(row('Format, Fill, Stroke, Crop, Copy, Rotate, Multiply, Arrange, Align, Flip, Delete'));
    expect(TOOLS_BY_SELECTION.svg_image).toEqual(TOOLS_BY_SELECTION.shape);
    expect(TOOLS_BY_SELECTION.line).toEqual(row('Format, Fill, Copy, Rotate, Multiply, Arrange, Align, Delete'));
    expect(TOOLS_BY_SELECTION.text).toEqual(row('Format, Colour, Box Fill, Position, Copy, Rotate, Multiply, Arrange, Align, Delete'));
    expect(TOOLS_BY_SELECTION.background).toEqual(row('Effects, Lock, Delete'));
    expect(TOOLS_BY_SELECTION.group).toEqual(row('Align, Copy, Delete, Rotate'));
  });

  it('offers Crop on a shape only with an image pattern and no colour fill', () => {
    const plain = asset('shape', { shapeProps: { fillEnabled: true } });
    const pattern = asset('shape', { shapeProps: { fillEnabled: false, fillPattern: { image: '/p.jpg' } } });
    const both = asset('shape', { shapeProps: { fillEnabled: true, fillPattern: { image: '/p.jpg' } } });
    expect(toolsFor('shape', [plain])).not.toContain('Crop');
    expect(toolsFor('shape', [both])).not.toContain('Crop');
    expect(toolsFor('shape', [pattern])).toContain('Crop');
  });
});

describe('the toolbar\'s place', () => {
  const container = { width: 1000, height: 700 };
  const toolbar = { width: 95, height: 400 };

  it('starts near the top right on the 5 px grid', () => {
    expect(defaultToolbarPosition(container)).toEqual({ x: 885, y: 20 });
  });

  it('moves in 5 px steps and stays inside the container', () => {
    expect(placeToolbar({ x: 102, y: 33 }, container, toolbar)).toEqual({ x: 100, y: 35 });
    expect(placeToolbar({ x: -40, y: 999 }, container, toolbar)).toEqual({ x: 0, y: 300 });
    expect(placeToolbar({ x: 2000, y: 10 }, container, toolbar)).toEqual({ x: 905, y: 10 });
  });

  it('is remembered, and an unreadable stored value is ignored', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveToolbarPosition({ x: 15, y: 25 }, storage);
    expect(loadToolbarPosition(storage)).toEqual({ x: 15, y: 25 });
    store.set('layout.toolbarPosition', '{"x":"a"}');
    expect(loadToolbarPosition(storage)).toBeNull();
  });
});
