import { SHAPE_DRAWING_DEFAULTS, type ShapeFormat, setShapeFormat } from '@layout/model';
import { PopupFrame } from '../../formatting/PopupFrame';
import { Stepper } from '../../formatting/Stepper';
import type { PopupProps } from '../../formatting/types';
import { applyToSelection } from './common';
import { NumberField } from './NumberField';
import { OpacitySlider } from './OpacitySlider';

/** Star points and polygon sides: whole numbers from 3 to 100, as the shape's schema allows. */
const MIN_CORNERS = 3;
const MAX_CORNERS = 100;
const corners = (typed: number) => Math.min(MAX_CORNERS, Math.max(MIN_CORNERS, Math.round(typed)));

/**
 * SHAPE FORMAT: border width and corner radius on the model's steppers (spec 001 section 5),
 * the points of a star and the sides of a polygon, and the opacity. Svg images, drawn from
 * their artwork, offer their border's width and the opacity.
 */
export function ShapeFormatPopup({ assets, onClose }: PopupProps) {
  const shapes = assets.filter((a) => a.type === 'shape');
  const svgs = assets.filter((a) => a.type === 'svg_image');
  const props = shapes[0]?.shapeProps;
  const set = (format: ShapeFormat) => applyToSelection(shapes, (c, ids) => setShapeFormat(c, { assetIds: ids, format }));
  const svgBorder = svgs[0]?.shapeProps?.strokeWidth ?? 0;
  return (
    <PopupFrame title="SHAPE FORMAT" onClose={onClose}>
      {!props && svgs.length > 0 && (
        <Stepper
          label="Border width"
          name="borderWidth"
          value={svgBorder}
          onChange={(strokeWidth) => applyToSelection(svgs, (c, ids) => setShapeFormat(c, { assetIds: ids, format: { strokeWidth } }))}
        />
      )}
      {props && (
        <>
          <Stepper label="Border width" name="borderWidth" value={props.strokeWidth} onChange={(strokeWidth) => set({ strokeWidth })} />
          {props.type === 'rect' && <Stepper label="Corner radius" name="cornerRadius" value={props.cornerRadius ?? 0} onChange={(cornerRadius) => set({ cornerRadius })} />}
          {props.type === 'star' && <NumberField label="Points" value={props.numPoints ?? SHAPE_DRAWING_DEFAULTS.numPoints} onCommit={(v) => set({ numPoints: corners(v) })} />}
          {props.type === 'polygon' && <NumberField label="Sides" value={props.sides ?? SHAPE_DRAWING_DEFAULTS.sides} onCommit={(v) => set({ sides: corners(v) })} />}
        </>
      )}
      <OpacitySlider assets={assets} />
    </PopupFrame>
  );
}
