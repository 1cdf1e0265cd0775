import { cropImage, transformFillPattern } from '@layout/model';
import { naturalSize } from '../../assets/pictureCrop';
import { images } from '../../images/imageCache';
import { useEditor } from '../../state/editorStore';
import { commitEditedText } from '../TextEditOverlay';

/**
 * Leaves the asset editor mode, keeping what was done in it (spec 001 section 4.4: the Save
 * button, a double-click, a click outside or on the stage). The mode's temporary changes live in
 * the store's preview until then.
 */
export function commitMode(): void {
  // A text being edited saves itself as its field loses focus, and leaves the mode.
  commitEditedText();
  const { mode, preview, apply, exitMode } = useEditor.getState();
  if (!mode) return;
  const changes = preview[mode.assetId];
  if (mode.kind === 'cropImage' && changes && 'crop' in changes && changes.crop) {
    const { x, y, width, height } = changes as { x?: number; y?: number; width?: number; height?: number };
    const frame = x !== undefined && y !== undefined && width !== undefined && height !== undefined ? { x, y, width, height } : undefined;
    const crop = changes.crop;
    apply((content) => cropImage(content, { assetId: mode.assetId, crop, ...(frame ? { frame } : {}) }));
  }
  if (mode.kind === 'transformShapeImagePattern' && changes && 'shapeProps' in changes) {
    const pattern = changes.shapeProps?.fillPattern;
    // The rule needs the image's size; the editor only moves a pattern whose image has loaded.
    const loaded = pattern ? images.peek(pattern.image) : undefined;
    if (pattern && loaded?.status === 'loaded') {
      const placement = { x: pattern.x, y: pattern.y, scale: pattern.scale };
      apply((content) => transformFillPattern(content, { assetId: mode.assetId, placement, imageSize: naturalSize(loaded.image) }));
    }
  }
  exitMode();
}
