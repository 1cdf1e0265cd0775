import { setShapeFormat } from '@layout/model';
import { NumberInput } from '@mantine/core';
import { PopupFrame } from '../../formatting/PopupFrame';
import { Stepper } from '../../formatting/Stepper';
import type { PopupProps } from '../../formatting/types';
import { applyToSelection } from './common';
import { OpacitySlider } from './OpacitySlider';

/** SHAPE FORMAT: border width, corner radius (rectangles), points (stars), sides (polygons), opacity. */
export function ShapeFormatPopup({ assets, onClose }: PopupProps) {
  const shape = assets.find((a) => a.type === 'shape');
  const props = shape?.type === 'shape' ? shape.shapeProps : undefined;
  const shapes = assets.filter((a) => a.type === 'shape');
  return (
    <PopupFrame title="SHAPE FORMAT" onClose={onClose}>
      {props && (
        <>
          <Stepper
            label="Border width"
            name="borderWidth"
            value={props.strokeWidth}
            onChange={(strokeWidth) => applyToSelection(shapes, (c, ids) => setShapeFormat(c, { assetIds: ids, format: { strokeWidth } }))}
          />
          {props.type === 'rect' && (
            <Stepper
              label="Corner radius"
              name="cornerRadius"
              value={props.cornerRadius ?? 0}
              onChange={(cornerRadius) => applyToSelection(shapes, (c, ids) => setShapeFormat(c, { assetIds: ids, format: { cornerRadius } }))}
            />
          )}
          {props.type === 'star' && (
            <NumberInput
              size="xs"
              label="Points"
              min={3}
              max={100}
              value={props.numPoints ?? 5}
              onChange={(v) => Number(v) >= 3 && applyToSelection(shapes, (c, ids) => setShapeFormat(c, { assetIds: ids, format: { numPoints: Math.min(100, Math.floor(Number(v))) } }))}
            />
          )}
          {props.type === 'polygon' && (
            <NumberInput
              size="xs"
              label="Sides"
              min={3}
              max={100}
              value={props.sides ?? 6}
              onChange={(v) => Number(v) >= 3 && applyToSelection(shapes, (c, ids) => setShapeFormat(c, { assetIds: ids, format: { sides: Math.min(100, Math.floor(Number(v))) } }))}
            />
          )}
        </>
      )}
      <OpacitySlider assets={assets} />
    </PopupFrame>
  );
}
