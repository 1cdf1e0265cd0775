import type { Crop, IllustrationAsset, ImageAsset } from '@layout/model';
import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Group, Rect, Transformer } from 'react-konva';
import { ALL_ANCHORS } from '../../assets/anchors';
import { Picture } from '../../assets/Picture';
import { naturalSize } from '../../assets/pictureCrop';
import { useEditor } from '../../state/editorStore';
import { type LocalBox, MIN_FRAME_PX, clampFrame, clampSourcePosition, cropUnderFrame, fullCrop, sourceBox } from './cropGeometry';
import { usePictureOf } from './usePicture';

/** How much of the picture outside the frame shows: enough to aim, faint enough to read the frame. */
export const OUTSIDE_OPACITY = 0.35;
const FRAME_COLOUR = '#4ac6e3';

/**
 * The crop editor (mode cropImage, spec 001 section 4.4): the whole source picture, faded, at the
 * asset's scale, and the crop frame showing the part that stays, with the asset's filters so the
 * frame shows what the page will. Dragging the picture moves it under the frame; the frame's own
 * handles resize it. Neither lets the frame leave the picture (section 4.13). Each finished
 * gesture goes to the store's preview; Save crop commits it.
 */
export function CropEditor({ asset }: { asset: ImageAsset | IllustrationAsset }) {
  const state = usePictureOf(asset);
  const picture = useRef<Konva.Group>(null);
  const inside = useRef<Konva.Group>(null);
  const clip = useRef<Konva.Group>(null);
  const frame = useRef<Konva.Rect>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const loaded = state.status === 'loaded';

  useEffect(() => {
    if (loaded && transformer.current && frame.current) transformer.current.nodes([frame.current]);
  }, [loaded]);

  if (state.status !== 'loaded') return null;
  const crop: Crop = asset.crop ?? fullCrop(naturalSize(state.image));
  const size = { width: asset.width, height: asset.height };
  const source = sourceBox(crop, size);

  /** Records the crop and frame (in the asset's coordinates) as the mode's temporary change. */
  const preview = (frameBox: LocalBox, sourceAt: LocalBox, group: Konva.Node) => {
    const next = cropUnderFrame(frameBox, sourceAt, crop);
    const origin = group.getTransform().point({ x: frameBox.x, y: frameBox.y });
    const { preview: current, setPreview } = useEditor.getState();
    setPreview({ ...current, [asset.id]: { crop: next, x: origin.x, y: origin.y, width: frameBox.width, height: frameBox.height } });
  };

  const onDragMove = (event: Konva.KonvaEventObject<DragEvent>) => {
    const node = event.target;
    const at = clampSourcePosition(node.position(), source, size);
    node.position(at);
    inside.current?.position(at);
  };
  const onDragEnd = (event: Konva.KonvaEventObject<DragEvent>) => {
    const node = event.target;
    preview({ x: 0, y: 0, ...size }, { ...source, ...node.position() }, node.getParent()!);
  };

  const frameBoxOf = (node: Konva.Node): LocalBox => ({ x: node.x(), y: node.y(), width: node.width() * node.scaleX(), height: node.height() * node.scaleY() });
  const onTransform = (event: Konva.KonvaEventObject<Event>) => {
    const node = event.target;
    const box = clampFrame(frameBoxOf(node), source);
    node.setAttrs({ x: box.x, y: box.y, scaleX: box.width / (node.width() || 1), scaleY: box.height / (node.height() || 1) });
    clip.current?.clip(box);
  };
  const onTransformEnd = (event: Konva.KonvaEventObject<Event>) => {
    const node = event.target;
    const box = clampFrame(frameBoxOf(node), source);
    // The next render draws the asset from its new box: the frame is back at (0, 0) of it.
    node.setAttrs({ x: 0, y: 0, scaleX: 1, scaleY: 1, width: box.width, height: box.height });
    clip.current?.clip({ x: 0, y: 0, width: box.width, height: box.height });
    picture.current?.position({ x: source.x - box.x, y: source.y - box.y });
    inside.current?.position({ x: source.x - box.x, y: source.y - box.y });
    preview(box, source, node.getParent()!);
  };

  return (
    <>
      <Group name="crop-editor" x={asset.x} y={asset.y} rotation={asset.rotation} scaleX={asset.scaleX} scaleY={asset.scaleY}>
        <Group ref={picture} name="crop-source" x={source.x} y={source.y} opacity={OUTSIDE_OPACITY} draggable onDragMove={onDragMove} onDragEnd={onDragEnd}>
          <Picture state={state} width={source.width} height={source.height} filters={asset.filters} />
        </Group>
        <Group ref={clip} clip={{ x: 0, y: 0, ...size }} listening={false}>
          <Group ref={inside} x={source.x} y={source.y}>
            <Picture state={state} width={source.width} height={source.height} filters={asset.filters} />
          </Group>
        </Group>
        <Rect
          ref={frame}
          name="crop-frame"
          width={size.width}
          height={size.height}
          stroke={FRAME_COLOUR}
          // Two screen px at any zoom: the stroke ignores the stage's scale.
          strokeWidth={2}
          strokeScaleEnabled={false}
          // Presses inside the frame go to the picture below it (Konva hits a shape's whole area).
          listening={false}
          onTransform={onTransform}
          onTransformEnd={onTransformEnd}
        />
      </Group>
      <Transformer
        ref={transformer}
        name="crop-transformer"
        enabledAnchors={ALL_ANCHORS}
        rotateEnabled={false}
        keepRatio={false}
        flipEnabled={false}
        ignoreStroke
        anchorStroke={FRAME_COLOUR}
        borderStroke={FRAME_COLOUR}
        anchorSize={9}
        boundBoxFunc={(old, next) => (Math.abs(next.width) < MIN_FRAME_PX || Math.abs(next.height) < MIN_FRAME_PX ? old : next)}
      />
    </>
  );
}
