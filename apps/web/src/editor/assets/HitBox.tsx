import type Konva from 'konva';
import { Shape } from 'react-konva';

const drawNothing = () => undefined;

function hitRect(ctx: Konva.Context, shape: Konva.Shape) {
  ctx.beginPath();
  ctx.rect(0, 0, shape.width(), shape.height());
  ctx.closePath();
  ctx.fillStrokeShape(shape);
}

/**
 * Makes the whole box of an asset grabbable (hollow, thin or pointed shapes too) while drawing
 * nothing on screen: it only paints the hit canvas.
 */
export function HitBox({ width, height }: { width: number; height: number }) {
  return <Shape width={width} height={height} fill="#000" sceneFunc={drawNothing} hitFunc={hitRect} perfectDrawEnabled={false} />;
}
