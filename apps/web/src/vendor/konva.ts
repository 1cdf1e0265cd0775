/**
 * Konva as the editor uses it, standing in for the 'konva' package (vite.config.ts aliases the
 * bare 'konva' import here, react-konva's own import included): the core, the shapes the
 * canvas draws and the filters the model's image filters map to (editor/assets/filters.ts).
 * The full package also bundles Arrow, Label, Sprite, TextPath, Wedge, Ring, Arc and ten more
 * filters, which the editor never draws but every visitor would download first.
 */
import Konva from 'konva/lib/Core.js';
// Each shape registers itself with Konva when imported (react-konva creates nodes by class name).
import 'konva/lib/shapes/Circle.js';
import 'konva/lib/shapes/Ellipse.js';
import 'konva/lib/shapes/Image.js';
import 'konva/lib/shapes/Line.js';
import 'konva/lib/shapes/Path.js';
import 'konva/lib/shapes/Rect.js';
import 'konva/lib/shapes/RegularPolygon.js';
import 'konva/lib/shapes/Star.js';
import 'konva/lib/shapes/Text.js';
import 'konva/lib/shapes/Transformer.js';
import { Blur } from 'konva/lib/filters/Blur.js';
import { Brighten } from 'konva/lib/filters/Brighten.js';
import { Contrast } from 'konva/lib/filters/Contrast.js';
import { Enhance } from 'konva/lib/filters/Enhance.js';
import { Grayscale } from 'konva/lib/filters/Grayscale.js';
import { HSL } from 'konva/lib/filters/HSL.js';
import { Invert } from 'konva/lib/filters/Invert.js';
import { RGB } from 'konva/lib/filters/RGB.js';
import { RGBA } from 'konva/lib/filters/RGBA.js';
import { Sepia } from 'konva/lib/filters/Sepia.js';

Object.assign(Konva, { Filters: { Blur, Brighten, Contrast, Enhance, Grayscale, HSL, Invert, RGB, RGBA, Sepia } });

export default Konva;
