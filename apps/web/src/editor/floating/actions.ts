import type { Asset } from '@layout/model';
import { PAGE_CANVAS_ATTRIBUTE, editAsset } from '../canvas/keyboardSelection';
import { stageOf } from '../canvas/stages';
import type { EditorMode } from '../state/editorStore';

/**
 * The tools that act at once, without a popup, and are no command of the editor's table
 * (commands.ts runs Copy, Delete, Fit and Lock): Crop opens an editing mode (spec 001 section 2.6).
 */

/**
 * Opens the crop editor (images, illustrations) or the image-pattern editor (shapes with a
 * pattern), as Enter on the canvas does, and hands the keyboard to the page's canvas: the
 * editors' arrows and Enter work there, not on the toolbar button that opened them.
 */
export function cropSelection(assets: readonly Asset[]): void {
  const asset = assets[0];
  if (assets.length !== 1 || !asset || asset.type === 'text') return;
  editAsset(asset);
  stageOf(asset.pageId)?.container().closest<HTMLElement>(`[${PAGE_CANVAS_ATTRIBUTE}]`)?.focus({ preventScroll: true });
}

/** Whether the Crop tool shows as pressed: the crop or pattern editor is open on the asset. */
export function isCropping(assets: readonly Asset[], mode: EditorMode | null): boolean {
  return (mode?.kind === 'cropImage' || mode?.kind === 'transformShapeImagePattern') && mode.assetId === assets[0]?.id;
}

/** Whether the Lock tool shows as pressed: every selected asset is locked. */
export function isLocked(assets: readonly Asset[]): boolean {
  return assets.length > 0 && assets.every((a) => a.locked === true);
}
