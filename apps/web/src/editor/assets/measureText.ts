import { type TextAsset, ptToPx } from '@layout/model';
import Konva from 'konva';
import { displayText, konvaFontStyle } from './text';

/** The height Konva lays a text out at for its width: the stored height after an edit. */
export function measureTextHeight(asset: TextAsset): number {
  const c = asset.textConfig;
  const node = new Konva.Text({
    text: displayText(c),
    width: asset.width,
    padding: c.padding,
    fontFamily: `${c.fontFamily}, Roboto, sans-serif`,
    fontSize: ptToPx(c.fontSize),
    fontStyle: konvaFontStyle(c),
    lineHeight: c.lineHeight,
    letterSpacing: c.letterSpacing,
  });
  const height = node.height();
  node.destroy();
  return height;
}
