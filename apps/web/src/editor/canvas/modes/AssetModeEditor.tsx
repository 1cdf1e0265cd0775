import type { Asset } from '@layout/model';
import { type EditorMode, useEditor } from '../../state/editorStore';
import { CropEditor } from './CropEditor';
import { PatternEditor } from './PatternEditor';

interface Props {
  mode: EditorMode;
  asset: Asset;
  /** The canvas zoom (the editors draw in page coordinates, on the UI layer). */
  scale: number;
}

/**
 * The on-canvas editor of an asset editor mode (spec 001 section 4.4), drawn on the page's UI
 * layer above the content: the crop editor for images and illustrations, the image-pattern
 * editor for shapes and svg_images with a pattern. Text modes edit in a DOM overlay instead: nothing here.
 */
export function AssetModeEditor({ mode, asset: given }: Props) {
  // The mode's temporary changes, also when the caller passed the stored asset.
  const changes = useEditor((s) => s.preview[given.id]);
  const asset = (changes ? { ...given, ...changes } : given) as Asset;
  if (mode.assetId !== asset.id) return null;
  if (mode.kind === 'cropImage' && (asset.type === 'image' || asset.type === 'illustration')) return <CropEditor asset={asset} />;
  if (mode.kind === 'transformShapeImagePattern' && (asset.type === 'shape' || asset.type === 'svg_image')) return <PatternEditor asset={asset} />;
  return null;
}
