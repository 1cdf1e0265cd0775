import type Konva from 'konva';

/**
 * A hit function that makes an asset's whole box take clicks and drags: hollow, thin and pointed
 * shapes and the gaps between a text's glyphs too. It paints the hit canvas in the node's own
 * hit colour whatever the node's fill (a shape with only a border has none).
 */
export function hitBox(ctx: Konva.Context, shape: Konva.Shape): void {
  ctx.beginPath();
  ctx.rect(0, 0, shape.width(), shape.height());
  ctx.closePath();
  ctx.setAttr('fillStyle', shape.colorKey);
  ctx.fill();
}
