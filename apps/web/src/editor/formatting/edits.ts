import { type Asset, type DesignContent, updateAsset } from '@layout/model';
import { measureTextHeight } from '../assets/measureText';
import { getContent, useEditor } from '../state/editorStore';

/**
 * How the popups change the document: every change is one `apply` (one undo step); a change
 * being dragged (a colour picker) is only previewed until it ends.
 */

/** Heights closer than this are the same (layout rounding); anything more is a real change. */
const HEIGHT_EPSILON_PX = 0.01;

/** The content with each listed text's height fitted to its words at its width. */
export function withFittedTextHeights(content: DesignContent, assetIds: readonly string[]): DesignContent {
  return assetIds.reduce((next, id) => {
    const asset = next.assets.find((a) => a.id === id);
    if (asset?.type !== 'text') return next;
    const height = measureTextHeight(asset);
    return Math.abs(height - asset.height) < HEIGHT_EPSILON_PX ? next : updateAsset(next, { assetId: id, changes: { height } });
  }, content);
}

/** One undo step changing texts: the operation, then each box's height follows its content. */
export function applyToTexts(assetIds: readonly string[], operation: (content: DesignContent) => DesignContent): void {
  useEditor.getState().apply((content) => {
    const next = operation(content);
    return next === content ? content : withFittedTextHeights(next, assetIds);
  });
}

/** Shows on the canvas what the operation would do, without recording it (cleared by the next apply). */
export function previewOperation(operation: (content: DesignContent) => DesignContent): void {
  const before = getContent();
  const after = operation(before);
  const changed: Record<string, Asset> = {};
  after.assets.forEach((asset, i) => {
    if (asset !== before.assets[i]) changed[asset.id] = asset;
  });
  useEditor.getState().setPreview(changed);
}

/** The ids of the popup's assets. */
export const idsOf = (assets: readonly Asset[]) => assets.map((a) => a.id);
