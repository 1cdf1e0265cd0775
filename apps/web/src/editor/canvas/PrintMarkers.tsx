import { type DesignContent, assetBounds, printWarnings } from '@layout/model';
import type Konva from 'konva';
import { memo, useMemo } from 'react';
import { Shape } from 'react-konva';
import { openDialog } from '../dialogs/dialogQueue';

/** Marker radius in screen px. */
const MARKER_RADIUS_PX = 8;
/** The marker sits this far (screen px) right of and above the asset's top-right corner, clear of the handles. */
export const MARKER_OFFSET_PX = 14;
const MARKER_COLOR = '#f08c00';

/** The lines of a warning's message: 'TITLE / text' shows the title on its own line. */
export function warningLines(message: string): string[] {
  return message.split(' / ').map((line) => line.trim());
}

/**
 * A marker: an orange disc with a white '!' drawn as a bar and a dot, in one Konva node. Not a
 * circle, a text and a group: a page of a thousand assets has about ninety markers, and a
 * Konva.Text measures its text with the system's font on creation (about 1 ms each, traced),
 * before the page could be drawn.
 */
function drawMarker(ctx: Konva.Context, shape: Konva.Shape): void {
  const r = shape.getAttr('radius') as number;
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.closePath();
  ctx.fillStrokeShape(shape);
  const bar = 0.26 * r;
  ctx.setAttr('fillStyle', 'white');
  ctx.beginPath();
  ctx.roundRect(-bar / 2, -0.62 * r, bar, 0.78 * r, bar / 2);
  ctx.arc(0, 0.45 * r, 0.16 * r, 0, Math.PI * 2);
  ctx.fill();
}

/** The marker takes clicks over its whole disc. */
function hitMarker(ctx: Konva.Context, shape: Konva.Shape): void {
  ctx.beginPath();
  ctx.arc(0, 0, shape.getAttr('radius') as number, 0, Math.PI * 2);
  ctx.closePath();
  ctx.fillStrokeShape(shape);
}

/**
 * Warning markers on assets too close to the edge or short of full bleed (spec 001 section 8);
 * clicking one shows the message. Which asset gets which warning is the model's printWarnings.
 */
export const PrintMarkers = memo(function PrintMarkers({ content, pageId, scale }: { content: DesignContent; pageId: string; scale: number }) {
  const markers = useMemo(() => {
    const byId = new Map(content.assets.map((a) => [a.id, a]));
    return printWarnings(content, pageId).flatMap((warning) => {
      const asset = byId.get(warning.assetId);
      return asset ? [{ warning, bounds: assetBounds(asset) }] : [];
    });
  }, [content, pageId]);
  const r = MARKER_RADIUS_PX / scale;
  return (
    <>
      {markers.map(({ warning, bounds: b }) => {
        const show = () => openDialog({ kind: 'warning', messages: warningLines(warning.message) });
        return (
          <Shape
            key={warning.assetId}
            name="print-marker"
            x={b.x + b.width + MARKER_OFFSET_PX / scale}
            y={b.y - MARKER_OFFSET_PX / scale}
            radius={r}
            fill={MARKER_COLOR}
            stroke="white"
            strokeWidth={1.5 / scale}
            sceneFunc={drawMarker}
            hitFunc={hitMarker}
            onMouseDown={(e) => {
              e.cancelBubble = true;
            }}
            onClick={show}
            onTap={show}
          />
        );
      })}
    </>
  );
});
