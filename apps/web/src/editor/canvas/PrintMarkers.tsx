import { type DesignContent, assetBounds, printWarnings } from '@layout/model';
import { memo, useMemo } from 'react';
import { Circle, Group, Text } from 'react-konva';
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
          <Group
            key={warning.assetId}
            name="print-marker"
            x={b.x + b.width + MARKER_OFFSET_PX / scale}
            y={b.y - MARKER_OFFSET_PX / scale}
            onMouseDown={(e) => {
              e.cancelBubble = true;
            }}
            onClick={show}
            onTap={show}
          >
            <Circle radius={r} fill={MARKER_COLOR} stroke="white" strokeWidth={1.5 / scale} />
            <Text text="!" fontStyle="bold" fontSize={12 / scale} fill="white" width={2 * r} height={2 * r} x={-r} y={-r} align="center" verticalAlign="middle" />
          </Group>
        );
      })}
    </>
  );
});
