import { type Asset, unhandledAssetType } from '@layout/model';
import type { EditorMode, EditorModeKind } from '../state/editorStore';

/** The words on the context button, per mode (spec 001 section 4.4). */
const LABELS: Record<EditorModeKind, { edit: string; save: string }> = {
  cropImage: { edit: 'Edit crop', save: 'Save crop' },
  editTextContent: { edit: 'Edit Text', save: 'Save Text' },
  editBoxedTextContent: { edit: 'Edit Text', save: 'Save Text' },
  transformShapeImagePattern: { edit: 'Edit image pattern', save: 'Save image pattern' },
};

/** The editor mode an asset opens from its context button, or null when it has none. */
export function modeKindFor(asset: Asset): EditorModeKind | null {
  switch (asset.type) {
    case 'image':
    case 'illustration':
      return 'cropImage';
    case 'text':
      return asset.textConfig.isBoxed ? 'editBoxedTextContent' : 'editTextContent';
    case 'shape':
    case 'svg_image':
      return asset.shapeProps?.fillPattern ? 'transformShapeImagePattern' : null;
    case 'logo':
    case 'icon':
    case 'background':
    case 'line':
    case 'group':
      return null;
    default:
      return unhandledAssetType(asset);
  }
}

/**
 * "Crop (only when the shape has an image pattern fill and no colour fill)": whether the Crop
 * tool and a double-click open the image-pattern editor on a shape or an svg_image.
 */
export function shapeCanCrop(asset: Asset): boolean {
  if (asset.type !== 'shape' && asset.type !== 'svg_image') return false;
  const props = asset.shapeProps;
  return props?.fillPattern !== undefined && props.fillEnabled === false;
}

/** What the context button of the page strip does: enter the asset's mode, or save it. */
export type ContextButton = { label: string; action: 'enter'; kind: EditorModeKind; assetId: string } | { label: string; action: 'save' };

/**
 * The context button for the selection: 'Edit ...' for one selected asset that has a mode, 'Save
 * ...' while that mode is on. Nothing for no selection, a group, or assets without a mode.
 */
export function contextButtonFor(selected: readonly Asset[], mode: EditorMode | null): ContextButton | null {
  if (mode) return { label: LABELS[mode.kind].save, action: 'save' };
  if (selected.length !== 1) return null;
  const asset = selected[0]!;
  const kind = modeKindFor(asset);
  return kind ? { label: LABELS[kind].edit, action: 'enter', kind, assetId: asset.id } : null;
}
