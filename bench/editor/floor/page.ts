/**
 * The stack's floor: the benchmark's page drawn with the editor's libraries and nothing of the
 * editor, to show what the libraries cost by themselves on the machine and in the run where the
 * editor is measured (bench/editor/floor.ts). One page per variant, built on its own:
 *  - konva.html: Konva alone, a node per asset made directly (konva.ts);
 *  - react-konva.html: React and react-konva, a component per asset (reactKonva.tsx);
 *  - react-konva-mantine.html: the same inside a minimal Mantine frame (reactKonvaMantine.tsx);
 *  - react-konva-mantine-layout.html: that, with texts laid out by the shared text layout of
 *    @layout/render (fontkit) and drawn as glyph outlines, as the editor must
 *    (reactKonvaMantineLayout.tsx).
 * Every variant takes the shortest way the editor could: texts are Konva.Text in the browser's
 * own copy of Roboto (except in the last one), no rulers, marks, guides, handles, store or router;
 * the page is drawn once, after the design, the font and every picture are in.
 *
 * Address: ?design=<id> (a saved design, read with the token the editor keeps) or ?design=new
 * (an empty page), &width=&height= the page in px, &text=layout for texts laid out by the shared
 * layout. When the page is drawn, performance.now() is in window.__floorDrawnAt.
 */
import type Konva from 'konva/lib/Core.js';
import 'konva/lib/shapes/Ellipse.js';
import 'konva/lib/shapes/Image.js';
import 'konva/lib/shapes/Rect.js';
import 'konva/lib/shapes/RegularPolygon.js';
import 'konva/lib/shapes/Star.js';
import 'konva/lib/shapes/Text.js';
import { ptToPx } from '@layout/model';
import type { FontLike, TextLayoutInput } from '@layout/render';

/** The little of an asset the floor draws (the saved design's JSON). */
export interface FloorAsset {
  id: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  textConfig?: TextLayoutInput['textConfig'] & { fill: string };
  shapeProps?: { type: string; fill: string };
  imageElementSrc?: string;
}

/** The editor's stage for this page at Fit in a 1400 x 900 window. */
export const STAGE = { width: 921, height: 684 };
/** Where the session token is kept (apps/web/src/session/store.ts). */
const TOKEN_KEY = 'layout_token';

const query = new URLSearchParams(location.search);
const designId = query.get('design') ?? 'new';
export const page = { width: Number(query.get('width')) || 1000, height: Number(query.get('height')) || 700 };
export const scale = Math.min((STAGE.width - 60) / page.width, (STAGE.height - 60) / page.height);

/** Everything the page draws, requested as soon as this module runs (the editor's boot does too). */
const assets: Promise<FloorAsset[]> =
  designId === 'new'
    ? Promise.resolve([])
    : fetch(`/api/designs/${encodeURIComponent(designId)}`, { headers: { 'x-auth-token': localStorage.getItem(TOKEN_KEY) ?? '' } })
        .then((response) => response.json() as Promise<{ design: { assets: FloorAsset[] } }>)
        .then((design) => design.design.assets);
const fontUrl = new URL('../roboto.ttf', location.href).pathname;
/** Texts laid out by @layout/render with this font (fontkit's), or drawn by the browser (null). */
export const layoutFont: Promise<FontLike | null> =
  designId !== 'new' && query.get('text') === 'layout'
    ? Promise.all([fetch(fontUrl).then((response) => response.arrayBuffer()), import('@layout/render')]).then(([bytes, render]) => render.fontFromBytes(new Uint8Array(bytes)))
    : Promise.resolve(null);
// The editor asks for its default font with a saved design, before knowing its texts.
const font = designId === 'new' || query.get('text') === 'layout' ? layoutFont : new FontFace('Roboto', `url(${fontUrl})`).load().then((face) => void document.fonts.add(face));
const pictures = assets.then(async (list) => {
  const urls = [...new Set(list.flatMap((a) => (a.imageElementSrc ? [a.imageElementSrc] : [])))];
  const loaded = await Promise.all(urls.map(loadPicture));
  return new Map(urls.map((url, i) => [url, loaded[i]!]));
});

/** The page's assets with every picture loaded, once the font is in too. */
export const content = Promise.all([assets, pictures, font]).then(([list, images]) => ({ assets: list, images }));

function loadPicture(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`${url} did not load`));
    image.src = url;
  });
}

/** Konva's class and attributes for an asset. */
export function nodeOf(asset: FloorAsset, images: Map<string, HTMLImageElement>): [string, Konva.NodeConfig] {
  const node = { id: asset.id, name: 'asset', x: asset.x, y: asset.y, rotation: asset.rotation, draggable: true };
  const text = asset.textConfig;
  if (asset.type === 'text' && text) {
    return ['Text', { ...node, text: text.text, fontFamily: 'Roboto', fontSize: ptToPx(text.fontSize), lineHeight: text.lineHeight, fill: text.fill, width: asset.width }];
  }
  if (asset.imageElementSrc) return ['Image', { ...node, image: images.get(asset.imageElementSrc), width: asset.width, height: asset.height }];
  const fill = asset.shapeProps?.fill ?? '#000000';
  const centred = { ...node, x: asset.x + asset.width / 2, y: asset.y + asset.height / 2, fill };
  const radius = Math.min(asset.width, asset.height) / 2;
  switch (asset.shapeProps?.type) {
    case 'circle':
    case 'ellipse':
      return ['Ellipse', { ...centred, radiusX: asset.width / 2, radiusY: asset.height / 2 }];
    case 'star':
      return ['Star', { ...centred, numPoints: 5, innerRadius: radius / 2, outerRadius: radius }];
    case 'polygon':
      return ['RegularPolygon', { ...centred, sides: 6, radius }];
    default:
      return ['Rect', { ...node, width: asset.width, height: asset.height, fill }];
  }
}

export function drawn(): void {
  (window as unknown as { __floorDrawnAt: number }).__floorDrawnAt = performance.now();
}
