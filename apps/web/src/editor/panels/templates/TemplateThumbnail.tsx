import { type TemplateContentInput, toPx } from '@layout/model';
import { useElementSize } from '@mantine/hooks';
import { useMemo } from 'react';
import { Layer, Rect, Stage } from 'react-konva';
import { AssetNode } from '../../canvas/AssetNode';
import { useScreenColor } from '../../screenColors';

/**
 * A template's page drawn small, by the canvas's own asset views, for a template without a
 * stored preview picture (the templates Layout ships, or one saved before pictures were taken):
 * what the card shows is what applying it puts on the page.
 */
export function TemplateThumbnail({ template }: { template: TemplateContentInput }) {
  const { ref, width } = useElementSize();
  const screen = useScreenColor();
  const layout = template.layoutDimensions;
  const pageWidth = toPx(layout.flatWidth, layout.units);
  const pageHeight = toPx(layout.flatHeight, layout.units);
  const scale = width > 0 ? width / pageWidth : 0;
  const assets = useMemo(() => template.assets.filter((a) => a.type !== 'group').sort((a, b) => a.zIndex - b.zIndex), [template.assets]);
  return (
    <div ref={ref} style={{ width: '100%', height: '100%' }} data-testid="template-thumbnail">
      {scale > 0 && (
        <Stage width={width} height={pageHeight * scale} listening={false}>
          <Layer scaleX={scale} scaleY={scale} listening={false}>
            <Rect width={pageWidth} height={pageHeight} fill={screen(template.backgroundColor)} />
            {assets.map((asset) => (
              <AssetNode key={asset.id} asset={asset} editing={false} />
            ))}
          </Layer>
        </Stage>
      )}
    </div>
  );
}
