import type { Asset } from '@layout/model';
import { describe, expect, it } from 'vitest';
import * as popups from './lazyPopups';
import type { SelectionKind } from './selectionKind';
import { TOOLS, TOOLS_BY_SELECTION, popupOf, toolsFor } from './tools';

const asset = (type: string, extra: object = {}) => ({ id: type, type, ...extra }) as unknown as Asset;
const labels = (kind: SelectionKind) => TOOLS_BY_SELECTION[kind].map((id) => TOOLS[id].label);

/** The spec's table (spec 001 section 2.6), copied as written, with the Crop condition left out. */
const SPEC_TABLE: [string, string][] = [
  ['image, illustration', 'Format, Fit, Crop, Copy, Rotate, Multiply, Arrange, Align, Flip, Extract, Delete'],
  ['logo, icon', 'Format, Copy, Rotate, Multiply, Arrange, Align, Flip, Extract, Delete'],
  ['shape, svg_image', 'Format, Fill, Stroke, Crop, Copy, Rotate, Multiply, Arrange, Align, Flip, Delete'],
  ['line', 'Format, Fill, Copy, Rotate, Multiply, Arrange, Align, Delete'],
  ['text', 'Format, Colour, Box Fill, Position, Copy, Rotate, Multiply, Arrange, Align, Delete'],
  ['background', 'Effects, Lock, Delete'],
  ['group', 'Align, Copy, Delete, Rotate'],
];

describe('the tools table (spec 001 section 2.6)', () => {
  it.each(SPEC_TABLE)('%s: %s', (selections, tools) => {
    for (const kind of selections.split(', ') as SelectionKind[]) expect(labels(kind)).toEqual(tools.split(', '));
  });

  it('has a row for every selection kind and no other', () => {
    const kinds = SPEC_TABLE.flatMap(([selections]) => selections.split(', ')).sort();
    expect(Object.keys(TOOLS_BY_SELECTION).sort()).toEqual(kinds);
  });

  it('offers Crop on a shape only with an image pattern and no colour fill', () => {
    const plain = asset('shape', { shapeProps: { fillEnabled: true } });
    const pattern = asset('shape', { shapeProps: { fillEnabled: false, fillPattern: { image: '/p.jpg' } } });
    const both = asset('shape', { shapeProps: { fillEnabled: true, fillPattern: { image: '/p.jpg' } } });
    expect(toolsFor('shape', [plain])).not.toContain('crop');
    expect(toolsFor('shape', [both])).not.toContain('crop');
    expect(toolsFor('shape', [pattern])).toEqual(TOOLS_BY_SELECTION.shape);
    expect(toolsFor('svg_image', [asset('svg_image')])).not.toContain('crop');
    expect(toolsFor('image', [asset('image')])).toContain('crop');
  });
});

describe('what each tool does', () => {
  it('opens the popup the spec names for each selection', () => {
    expect(popupOf(TOOLS.format, 'image')).toBe(popups.ImageFormattingPopup);
    expect(popupOf(TOOLS.format, 'icon')).toBe(popups.ImageFormattingPopup);
    expect(popupOf(TOOLS.format, 'shape')).toBe(popups.ShapeFormatPopup);
    expect(popupOf(TOOLS.format, 'line')).toBe(popups.LineFormatPopup);
    expect(popupOf(TOOLS.format, 'text')).toBe(popups.TextFormatPopup);
    expect(popupOf(TOOLS.effects, 'background')).toBe(popups.ImageFormattingPopup);
    expect(popupOf(TOOLS.fill, 'line')).toBe(popups.FillColourPopup);
    expect(popupOf(TOOLS.colour, 'text')).toBe(popups.FillColourPopup);
    expect(popupOf(TOOLS.stroke, 'shape')).toBe(popups.BorderColourPopup);
    expect(popupOf(TOOLS.boxFill, 'text')).toBe(popups.BoxFillPopup);
    expect(popupOf(TOOLS.extract, 'logo')).toBe(popups.ExtractColoursPopup);
    expect(popupOf(TOOLS.arrange, 'text')).toBe(popups.LayeringPopup);
  });

  it('every tool shown for a kind either acts or has a popup for it', () => {
    for (const [kind, row] of Object.entries(TOOLS_BY_SELECTION) as [SelectionKind, readonly (keyof typeof TOOLS)[]][]) {
      for (const id of row) expect('act' in TOOLS[id] || 'command' in TOOLS[id] || popupOf(TOOLS[id], kind) !== null, `${id} for ${kind}`).toBe(true);
    }
  });
});
