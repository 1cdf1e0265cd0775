/** The floor drawn with Konva alone: a node per asset, made directly (see page.ts). */
import Konva from 'konva/lib/Core.js';
import { Ellipse } from 'konva/lib/shapes/Ellipse.js';
import { Image } from 'konva/lib/shapes/Image.js';
import { Rect } from 'konva/lib/shapes/Rect.js';
import { RegularPolygon } from 'konva/lib/shapes/RegularPolygon.js';
import { Star } from 'konva/lib/shapes/Star.js';
import { Text } from 'konva/lib/shapes/Text.js';
import { STAGE, content, drawn, nodeOf, page, scale } from './page';

const classes: Record<string, new (config: never) => Konva.Node> = { Ellipse, Image, Rect, RegularPolygon, Star, Text };

const { assets, images } = await content;
const stage = new Konva.Stage({ container: document.getElementById('root') as HTMLDivElement, ...STAGE });
const layer = new Konva.Layer({ x: 30, y: 30, scaleX: scale, scaleY: scale });
stage.add(layer);
layer.add(new Rect({ width: page.width, height: page.height, fill: '#ffffff' }));
for (const asset of assets) {
  const [className, config] = nodeOf(asset, images);
  layer.add(new classes[className]!(config as never) as Konva.Shape);
}
layer.draw();
drawn();
