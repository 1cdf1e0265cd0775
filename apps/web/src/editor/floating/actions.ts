import { type Asset, addedAssets, deletableIds, duplicateAssets, fitToPage, removeAssets, setLocked } from '@layout/model';
import { pictureMissing } from '../canvas/modes/pictureMissing';
import { shapeCanCrop } from '../pages/contextButton';
import { type EditorMode, getContent, useEditor } from '../state/editorStore';

/**
 * The tools that act at once, without a popup (spec 001 section 2.6). Each change is one undo
 * step through the editor store.
 */

const idsOf = (assets: readonly Asset[]) => assets.map((a) => a.id);

/** "Copy duplicates once": one copy offset by 30 px, and the copies become the selection. */
export function copySelection(assets: readonly Asset[]): void {
  const before = getContent();
  useEditor.getState().apply((c) => duplicateAssets(c, { assetIds: idsOf(assets) }));
  const added = addedAssets(before, getContent());
  if (added.length > 0) useEditor.getState().select(added.map((a) => a.id));
}

/** Removes the asset, or every member of the group; a locked asset stays until unlocked. */
export function deleteSelection(assets: readonly Asset[]): void {
  useEditor.getState().apply((c) => removeAssets(c, { assetIds: deletableIds(c, idsOf(assets)) }));
}

/**
 * Fit: the picture or shape as large as fits the page's trim box, proportions kept, centred
 * (the model's `fitToPage`; docs/decisions.md says why this and not a re-fit inside its box).
 */
export function fitSelection(assets: readonly Asset[]): void {
  useEditor.getState().apply((c) => fitToPage(c, { assetIds: idsOf(assets) }));
}

/** Opens the crop editor (images, illustrations) or the image-pattern editor (shapes with a pattern). */
export function cropSelection(assets: readonly Asset[]): void {
  const asset = assets[0];
  if (assets.length !== 1 || !asset) return;
  if (asset.type === 'image' || asset.type === 'illustration') {
    // A picture that failed to load has nothing to crop.
    if (!pictureMissing(asset)) useEditor.getState().enterMode('cropImage', asset.id);
  } else if (shapeCanCrop(asset)) useEditor.getState().enterMode('transformShapeImagePattern', asset.id);
}

/** Whether the Crop tool shows as pressed: the crop or pattern editor is open on the asset. */
export function isCropping(assets: readonly Asset[], mode: EditorMode | null): boolean {
  return (mode?.kind === 'cropImage' || mode?.kind === 'transformShapeImagePattern') && mode.assetId === assets[0]?.id;
}

/** Whether the Lock tool shows as pressed: every selected asset is locked. */
export function isLocked(assets: readonly Asset[]): boolean {
  return assets.length > 0 && assets.every((a) => a.locked === true);
}

/** Locks the background in place, or frees it again. */
export function toggleLock(assets: readonly Asset[]): void {
  const locked = !isLocked(assets);
  useEditor.getState().apply((c) => setLocked(c, { assetIds: idsOf(assets), locked }));
}
