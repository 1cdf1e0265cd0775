import { type ShapeAsset, type SvgImageAsset, clampFillPattern } from '@layout/model';
import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Group, Image as KonvaImage, Rect, Transformer } from 'react-konva';
import { CORNER_ANCHORS } from '../../assets/anchors';
import { naturalSize } from '../../assets/pictureCrop';
import { useImage } from '../../images/imageCache';
import { useEditor } from '../../state/editorStore';
import { OUTSIDE_OPACITY } from './CropEditor';

const FRAME_COLOUR = '#4ac6e3';

/**
 * The image-pattern editor (mode transformShapeImagePattern, spec 001 section 4.4): the whole
 * pattern image, faded, where it lies under the shape; drag it to move the pattern, its corner
 * handles scale it. The model's clampFillPattern keeps the shape covered by the image (section
 * 4.13), live, and each change goes to the store's preview so the shape shows it; Save image
 * pattern commits it with transformFillPattern.
 */
export function PatternEditor({ asset }: { asset: ShapeAsset | SvgImageAsset }) {
  const pattern = asset.shapeProps?.fillPattern;
  const state = useImage(pattern?.image);
  const image = useRef<Konva.Image>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const frame = useRef<number>(0);
  const loaded = state.status === 'loaded';

  useEffect(() => {
    if (loaded && transformer.current && image.current) transformer.current.nodes([image.current]);
  }, [loaded]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  if (!pattern || state.status !== 'loaded') return null;
  const imageSize = naturalSize(state.image);
  const shapeSize = { width: asset.width, height: asset.height };

  /** Brings the node's placement inside the rule and shows it on the shape (at most once a frame). */
  const follow = (node: Konva.Node) => {
    const placed = clampFillPattern({ x: node.x(), y: node.y(), scale: Math.abs(node.scaleX()) }, shapeSize, imageSize);
    node.setAttrs({ x: placed.x, y: placed.y, scaleX: placed.scale, scaleY: placed.scale });
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const { preview, setPreview } = useEditor.getState();
      const fillPattern = { ...pattern, ...placed };
      setPreview({ ...preview, [asset.id]: { shapeProps: { ...asset.shapeProps, fillPattern } } });
    });
  };
  const onChange = (event: Konva.KonvaEventObject<Event>) => follow(event.target);

  return (
    <>
      <Group name="pattern-editor" x={asset.x} y={asset.y} rotation={asset.rotation} scaleX={asset.scaleX} scaleY={asset.scaleY}>
        <KonvaImage
          ref={image}
          name="pattern-source"
          image={state.image}
          x={pattern.x}
          y={pattern.y}
          width={imageSize.width}
          height={imageSize.height}
          scaleX={pattern.scale}
          scaleY={pattern.scale}
          opacity={OUTSIDE_OPACITY}
          draggable
          onDragMove={onChange}
          onDragEnd={onChange}
          onTransform={onChange}
          onTransformEnd={onChange}
        />
        <Rect width={asset.width} height={asset.height} stroke={FRAME_COLOUR} strokeWidth={2} strokeScaleEnabled={false} dash={[6, 4]} listening={false} />
      </Group>
      <Transformer
        ref={transformer}
        name="pattern-transformer"
        enabledAnchors={CORNER_ANCHORS}
        rotateEnabled={false}
        keepRatio
        flipEnabled={false}
        anchorStroke={FRAME_COLOUR}
        borderStroke={FRAME_COLOUR}
        anchorSize={9}
      />
    </>
  );
}
