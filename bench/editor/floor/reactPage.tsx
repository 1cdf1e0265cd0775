import { type FontLike, layoutText } from '@layout/render';
import type Konva from 'konva/lib/Core.js';
import { type ComponentType, type ReactNode, createElement, memo, useLayoutEffect, useMemo, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import * as ReactKonva from 'react-konva';
import { type FloorAsset, STAGE, content, drawn, layoutFont, nodeOf, page, scale } from './page';

const components = ReactKonva as unknown as Record<string, ComponentType<Konva.NodeConfig>>;

/** The floor drawn by React and react-konva, a memoised component per asset (see page.ts). */
export async function renderFloor(frame: (page: ReactNode) => ReactNode): Promise<void> {
  const [{ assets, images }, font] = await Promise.all([content, layoutFont]);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per bench run, after the floor's content has loaded
  const AssetNode = memo(function AssetNode({ asset }: { asset: FloorAsset }) {
    if (font && asset.textConfig) return <LaidOutText asset={asset} font={font} />;
    const [className, config] = nodeOf(asset, images);
    return createElement(components[className]!, config);
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per bench run, after the floor's content has loaded
  function FloorPage() {
    const layer = useRef<Konva.Layer>(null);
    useLayoutEffect(() => {
      layer.current?.draw();
      drawn();
    }, []);
    return (
      <ReactKonva.Stage {...STAGE}>
        <ReactKonva.Layer ref={layer} x={30} y={30} scaleX={scale} scaleY={scale}>
          <ReactKonva.Rect width={page.width} height={page.height} fill="#ffffff" />
          {assets.map((asset) => (
            <AssetNode key={asset.id} asset={asset} />
          ))}
        </ReactKonva.Layer>
      </ReactKonva.Stage>
    );
  }
  createRoot(document.getElementById('root')!).render(frame(<FloorPage />));
}

/** The glyphs fontkit outlines, one path per glyph, reused by every text. */
const outlines = new Map<number, Path2D | null>();

/** A text as the editor must draw it: laid out by @layout/render, filled as glyph outlines. */
function LaidOutText({ asset, font }: { asset: FloorAsset; font: FontLike }) {
  const layout = useMemo(() => layoutText({ textConfig: asset.textConfig!, width: asset.width }, font), [asset, font]);
  const glyphs = font as unknown as { getGlyph(id: number): { path: { toSVG(): string } } };
  return (
    <ReactKonva.Shape
      id={asset.id}
      name="asset"
      x={asset.x}
      y={asset.y}
      rotation={asset.rotation}
      draggable
      width={asset.width}
      height={layout.height}
      sceneFunc={(context) => {
        const path = new Path2D();
        for (const line of layout.lines) {
          for (const glyph of line.glyphs) {
            let outline = outlines.get(glyph.glyphId);
            if (outline === undefined) {
              const svg = glyphs.getGlyph(glyph.glyphId).path.toSVG();
              outline = svg ? new Path2D(svg) : null;
              outlines.set(glyph.glyphId, outline);
            }
            if (outline) path.addPath(outline, { a: layout.scale, d: -layout.scale, e: glyph.x, f: glyph.y });
          }
        }
        context.setAttr('fillStyle', asset.textConfig!.fill);
        context._context.fill(path);
      }}
    />
  );
}
