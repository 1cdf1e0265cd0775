import type { TextAsset } from '@layout/model';
import { layoutText } from '@layout/render';
import { traceRoundedBox } from '@layout/render/outline';
import type Konva from 'konva';
import { useCallback, useEffect, useMemo } from 'react';
import { Shape } from 'react-konva';
import { useScreenColor } from '../screenColors';
import { useFilledTextConfig } from '../text/dataDrivenValues';
import { drawTextLayout } from '../text/drawText';
import { loadStoredFont, useFonts, waitsForFont } from '../text/fonts';
import { hitBox } from './hitBox';
import type { AssetView, AssetViewProps } from './types';

/**
 * A text asset, one Konva node: the box background when boxed, then the glyphs where
 * `layoutText` of @layout/render puts them, the layout the PDF export uses too. A stored font is
 * loaded by its id the first time a text uses it; one that cannot be had (an unknown fontId, a
 * file that failed) falls back to the default font, Roboto, in the text's style (`resolve`).
 * Until the font files have loaded only the (clickable, draggable) box is there; while the text
 * is edited in place its glyphs are hidden, its box is not. Data-driven fields ('%fullName%') are
 * drawn filled; the box's height is fitted to the filled lines (text/dataDrivenTexts.ts). Colours
 * as the screen shows them (screenColors.ts: CMYK through the print profile).
 */
function TextNode({ asset, node, editing }: AssetViewProps<TextAsset>) {
  const config = asset.textConfig;
  const fonts = useFonts();
  useEffect(() => {
    void loadStoredFont(config.fontId);
  }, [config.fontId]);
  // What is drawn is the text with its data-driven fields filled with the viewer's details; the
  // document keeps the placeholders, and the in-place editing field shows them.
  const filled = useFilledTextConfig(config);
  const font = fonts && !waitsForFont(config) ? fonts.resolve(config) : undefined;
  const layout = useMemo(() => (font ? layoutText({ textConfig: filled, width: asset.width }, font) : null), [font, filled, asset.width]);
  const screen = useScreenColor();
  const background = config.isBoxed && config.backgroundColor ? screen(config.backgroundColor) : null;
  const fill = screen(config.fill);
  const { width, height } = asset;
  const cornerRadius = config.cornerRadius;
  // Kept while the text only moves: a new scene function would make Konva redraw the whole page.
  const sceneFunc = useCallback(
    (ctx: Konva.Context) => {
      if (background) {
        ctx.beginPath();
        // The box outline the PDF export traces too.
        traceRoundedBox(ctx, width, height, cornerRadius);
        ctx.setAttr('fillStyle', background);
        ctx.fill();
      }
      if (layout && font && !editing) drawTextLayout(ctx, layout, font, fill);
    },
    [background, width, height, cornerRadius, layout, font, editing, fill],
  );
  return (
    <Shape
      {...node}
      width={width}
      height={height}
      sceneFunc={sceneFunc}
      hitFunc={hitBox}
      // For browser tests (e2e/export-fidelity.spec.ts): the lines as laid out and drawn, read
      // from the node to prove the PDF breaks them alike. Not used by the editor itself.
      layoutLines={layout?.lines.map((line) => line.text)}
    />
  );
}

export const textView: AssetView<TextAsset> = {
  Component: TextNode,
  onDoubleClick: 'editText',
};
