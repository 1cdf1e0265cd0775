import { type Asset, addedAssets, duplicateAssets, fitToPage, removeAssets, setLocked } from '@layout/model';
import { getContent, useEditor } from '../state/editorStore';
import { shapeCanCrop } from './tools';

const ids = (assets: readonly Asset[]) => assets.map((a) => a.id);

/** Tools that act at once, without a popup (spec 001 section 2.6). */
export const immediateActions = {
  /** "Copy duplicates once": offset 30, and the copies become the selection. */
  Copy(assets: readonly Asset[]) {
    const before = getContent();
    useEditor.getState().apply((c) => duplicateAssets(c, { assetIds: ids(assets) }));
    const added = addedAssets(before, getContent());
    if (added.length) useEditor.getState().select(added.map((a) => a.id));
  },
  /** Removes the asset, or every member of the group. */
  Delete(assets: readonly Asset[]) {
    useEditor.getState().apply((c) => removeAssets(c, { assetIds: ids(assets) }));
  },
  /** Scales the picture or shape to fit the page, centred (docs/decisions.md). */
  Fit(assets: readonly Asset[]) {
    useEditor.getState().apply((c) => fitToPage(c, { assetIds: ids(assets) }));
  },
  /** Opens the crop editor (images, illustrations) or the image-pattern editor (shapes). */
  Crop(assets: readonly Asset[]) {
    const asset = assets[0];
    if (!asset) return;
    if (asset.type === 'image' || asset.type === 'illustration') useEditor.getState().enterMode('cropImage', asset.id);
    else if (shapeCanCrop(asset)) useEditor.getState().enterMode('transformShapeImagePattern', asset.id);
  },
  /** Locks the background in place, or frees it. */
  Lock(assets: readonly Asset[]) {
    const locked = !assets.every((a) => a.locked === true);
    useEditor.getState().apply((c) => setLocked(c, { assetIds: ids(assets), locked }));
  },
} as const;
export type ImmediateTool = keyof typeof immediateActions;

export function isImmediate(tool: string): tool is ImmediateTool {
  return tool in immediateActions;
}
