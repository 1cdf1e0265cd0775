import type { DesignContent } from '../document/content';
import type { LayoutDimensions } from '../document/layout';
import type { Unit } from '../units';
import { changePageSize } from './pageSize';

/**
 * The Setup panel's Apply (spec 001 sections 2.3 and 4.8): the document size (assets rescaled to
 * fit and centred by `changePageSize`), then its margins and columns, in the given units.
 */
export interface DocumentSetup {
  width: number;
  height: number;
  units: Unit;
  margins: { top: number; bottom: number; left: number; right: number };
  columns: { number: number; gutter: number };
}

/** The Setup of a document as its fields show it. */
export function setupOf(layout: LayoutDimensions): DocumentSetup {
  return {
    width: layout.flatWidth,
    height: layout.flatHeight,
    units: layout.units,
    margins: { top: layout.marginTop, bottom: layout.marginBottom, left: layout.marginLeft, right: layout.marginRight },
    columns: { number: layout.columnNumber, gutter: layout.columnGutter },
  };
}

const validLength = (value: number) => Number.isFinite(value) && value >= 0;

/**
 * Applies a setup: the size first, then margins and columns (in the setup's units). A size that
 * is not positive, or a negative or non-numeric margin, gutter or column count, changes nothing;
 * so does a setup equal to the document's.
 */
export function applyDocumentSetup(content: DesignContent, setup: DocumentSetup): DesignContent {
  const { margins, columns } = setup;
  const lengths = [margins.top, margins.bottom, margins.left, margins.right, columns.gutter];
  if (!lengths.every(validLength) || !Number.isInteger(columns.number) || columns.number < 0 || columns.number > 100) return content;
  const sized = changePageSize(content, { width: setup.width, height: setup.height, units: setup.units });
  if (
    sized === content &&
    (setup.width !== content.layoutDimensions.flatWidth || setup.height !== content.layoutDimensions.flatHeight || setup.units !== content.layoutDimensions.units)
  ) {
    return content; // a size changePageSize refused
  }
  const layout = sized.layoutDimensions;
  const next: LayoutDimensions = {
    ...layout,
    marginTop: margins.top,
    marginBottom: margins.bottom,
    marginLeft: margins.left,
    marginRight: margins.right,
    columnNumber: columns.number,
    columnGutter: columns.gutter,
  };
  const same = (Object.keys(next) as (keyof LayoutDimensions)[]).every((key) => next[key] === layout[key]);
  return same ? sized : { ...sized, layoutDimensions: next };
}
