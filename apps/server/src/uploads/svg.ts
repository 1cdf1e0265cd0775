import { SaxesParser, type SaxesTagNS } from 'saxes';
import { HttpError } from '../http/errors';
import { isSafeCss, safeStyleAttribute } from './svgCss';

/**
 * SVG sanitising for every SVG a user or designer uploads (icons, shapes, illustrations). The file
 * is parsed strictly (saxes: a well-formedness-checking XML parser) and written out again from an
 * allow-list: only static SVG drawing elements and their attributes survive. Everything that can
 * run code or reach outside the file is gone by construction: scripts, event handlers, animations
 * (which could set an href or a handler), foreignObject, HTML or other namespaces' elements,
 * links, external references of any kind (href, url(), @import, processing instructions), and the
 * DOCTYPE with its entities (external entities are never loaded; internal ones are expanded only
 * when they are plain text, so a "billion laughs" nest is an undefined entity and refused).
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Deeper nesting than any drawing needs; also keeps the writer's recursion bounded. */
const MAX_DEPTH = 200;
/** Elements in one file: ample for a detailed illustration, refuses a file built to exhaust memory. */
const MAX_ELEMENTS = 200_000;
/** Internal DOCTYPE entities honoured (Illustrator declares a handful of namespace names). */
const MAX_ENTITIES = 64;
const MAX_ENTITY_LENGTH = 2_000;

/** The answer for a file that is not a well-formed SVG document. */
export const invalidSvg = (details = 'Invalid SVG file') => new HttpError(422, 'Validation failed', details);

/** Static SVG drawing elements (SVG 1.1 and 2, minus scripting, animation, links and foreign content). */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'desc',
  'title',
  'symbol',
  'use',
  'image',
  'switch',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Elements dropped but whose content is kept: a link around artwork keeps the artwork. */
const UNWRAPPED = new Set(['a']);

/** Attributes of the elements above: geometry, presentation, text, gradients, filters. No on*, no href (checked apart). */
const ATTRIBUTES = new Set([
  // Core and structure
  'id',
  'class',
  'style',
  'lang',
  'tabindex',
  'version',
  'baseProfile',
  'viewBox',
  'preserveAspectRatio',
  'x',
  'y',
  'width',
  'height',
  'transform',
  'requiredExtensions',
  'requiredFeatures',
  'systemLanguage',
  // Shapes
  'd',
  'pathLength',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x1',
  'y1',
  'x2',
  'y2',
  'points',
  // Presentation (SVG 1.1 and 2)
  'alignment-baseline',
  'baseline-shift',
  'clip',
  'clip-path',
  'clip-rule',
  'color',
  'color-interpolation',
  'color-interpolation-filters',
  'color-profile',
  'color-rendering',
  'direction',
  'display',
  'dominant-baseline',
  'enable-background',
  'fill',
  'fill-opacity',
  'fill-rule',
  'filter',
  'flood-color',
  'flood-opacity',
  'font',
  'font-family',
  'font-size',
  'font-size-adjust',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-weight',
  'glyph-orientation-horizontal',
  'glyph-orientation-vertical',
  'image-rendering',
  'isolation',
  'kerning',
  'letter-spacing',
  'lighting-color',
  'marker',
  'marker-end',
  'marker-mid',
  'marker-start',
  'mask',
  'mask-type',
  'mix-blend-mode',
  'opacity',
  'overflow',
  'paint-order',
  'shape-rendering',
  'stop-color',
  'stop-opacity',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'text-anchor',
  'text-decoration',
  'text-rendering',
  'transform-origin',
  'unicode-bidi',
  'vector-effect',
  'visibility',
  'white-space',
  'word-spacing',
  'writing-mode',
  // Text
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'method',
  'spacing',
  'side',
  // Gradients, patterns, clips, masks, markers
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'fx',
  'fy',
  'fr',
  'offset',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  // Filters
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'order',
  'kernelMatrix',
  'divisor',
  'bias',
  'targetX',
  'targetY',
  'edgeMode',
  'kernelUnitLength',
  'preserveAlpha',
  'surfaceScale',
  'diffuseConstant',
  'specularConstant',
  'specularExponent',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'stdDeviation',
  'radius',
  'azimuth',
  'elevation',
  'z',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'limitingConeAngle',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
]);

/** Elements whose text is content (the rest only hold whitespace between tags). */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath', 'title', 'desc', 'style']);

interface ElementNode {
  name: string;
  attributes: [string, string][];
  children: (ElementNode | string)[];
}

/** A reference inside the file ('#shape') or an embedded PNG or JPEG picture: nothing else is fetched. */
export function isSafeHref(value: string): boolean {
  const v = value.trim();
  return /^#[A-Za-z_][\w.:-]*$/.test(v) || /^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=\s]*$/i.test(v);
}

/** Values that could reach outside the file or run script: url() to anything but '#id', script URIs. */
function isSafeValue(value: string): boolean {
  const squeezed = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
  if (/(java|vb)script:|data:|expression\(|\\/.test(squeezed)) return false;
  const urls = squeezed.match(/url\(([^)]*)\)?/g) ?? [];
  return urls.every((url) => /^url\((['"]?)#[^'")]*\1\)$/.test(url));
}

/** Internal entities of a DOCTYPE that are plain text (no markup, no further references). */
function plainEntities(doctype: string): Record<string, string> {
  const entities: Record<string, string> = {};
  const declaration = /<!ENTITY\s+([A-Za-z_][\w.-]*)\s+(["'])([^"'&%<]*)\2\s*>/g;
  let count = 0;
  for (let m = declaration.exec(doctype); m && count < MAX_ENTITIES; m = declaration.exec(doctype), count++) {
    if (m[3]!.length <= MAX_ENTITY_LENGTH) entities[m[1]!] = m[3]!;
  }
  return entities;
}

/** The file as text: UTF-16 when it starts with its byte order mark, UTF-8 otherwise. */
function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes.subarray(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0));
}

/** The kept attributes of an element, as written out; `usesXlink` notes whether xlink:href is among them. */
function keptAttributes(tag: SaxesTagNS, note: { usesXlink: boolean }): [string, string][] {
  const kept: [string, string][] = [];
  for (const attribute of Object.values(tag.attributes)) {
    const { uri, local, value } = attribute;
    if (uri === XLINK_NS && local === 'href') {
      if (isSafeHref(value)) {
        kept.push(['xlink:href', value.trim()]);
        note.usesXlink = true;
      }
    } else if (uri === XML_NS && local === 'space') {
      if (value === 'preserve' || value === 'default') kept.push(['xml:space', value]);
    } else if (uri === '' && local === 'href') {
      if (isSafeHref(value)) kept.push(['href', value.trim()]);
    } else if (uri === '' && local === 'style') {
      const style = safeStyleAttribute(value);
      if (style) kept.push(['style', style]);
    } else if (uri === '' && ATTRIBUTES.has(local) && isSafeValue(value)) {
      kept.push([local, value]);
    }
  }
  return kept;
}

/** Parses the file into the tree of kept elements (throws a 422 for anything not well-formed SVG). */
function parse(text: string): { root: ElementNode; usesXlink: boolean } {
  const parser = new SaxesParser({ xmlns: true });
  const note = { usesXlink: false };
  let root: ElementNode | null = null;
  let elements = 0;
  let failure: Error | null = null;
  /** Open elements: a kept node, or null for one unwrapped (its content goes to the nearest kept one). */
  const open: (ElementNode | null)[] = [];
  /** Depth inside a dropped element: its whole content is skipped. */
  let skipping = 0;

  const parent = () => {
    for (let i = open.length - 1; i >= 0; i--) if (open[i]) return open[i]!;
    return null;
  };

  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('doctype', (doctype) => {
    Object.assign(parser.ENTITIES, plainEntities(doctype));
  });
  parser.on('opentag', (tag) => {
    if (++elements > MAX_ELEMENTS || open.length + skipping >= MAX_DEPTH) throw invalidSvg('The SVG file is too complex');
    const isSvg = tag.uri === SVG_NS || tag.uri === '';
    if (!root && open.length === 0 && skipping === 0) {
      if (!isSvg || tag.local !== 'svg') throw invalidSvg('Invalid SVG file: the document is not an <svg>');
      root = { name: 'svg', attributes: keptAttributes(tag, note), children: [] };
      open.push(root);
      return;
    }
    if (skipping > 0 || !isSvg || !(ELEMENTS.has(tag.local) || UNWRAPPED.has(tag.local))) {
      skipping++;
      return;
    }
    if (UNWRAPPED.has(tag.local)) {
      open.push(null);
      return;
    }
    const node: ElementNode = { name: tag.local, attributes: keptAttributes(tag, note), children: [] };
    parent()!.children.push(node);
    open.push(node);
  });
  parser.on('closetag', () => {
    if (skipping > 0) {
      skipping--;
      return;
    }
    const node = open.pop();
    if (node?.name === 'style') {
      const css = node.children.join('');
      const into = parent();
      if (!isSafeCss(css) && into) into.children.splice(into.children.indexOf(node), 1);
    }
  });
  const onText = (text: string) => {
    const into = skipping === 0 ? parent() : null;
    if (!into) return;
    if (TEXT_ELEMENTS.has(into.name)) into.children.push(text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalidSvg();
  }
  if (failure || !root) throw invalidSvg();
  return { root, usesXlink: note.usesXlink };
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');

function write(node: ElementNode, out: string[], rootNamespaces: string): void {
  out.push('<', node.name, rootNamespaces);
  for (const [name, value] of node.attributes) out.push(' ', name, '="', escapeAttribute(value), '"');
  if (node.children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  for (const child of node.children) {
    if (typeof child === 'string') out.push(escapeText(child));
    else write(child, out, '');
  }
  out.push('</', node.name, '>');
}

/**
 * Gives a root with a viewBox but no width and height the viewBox's size: a browser draws an
 * SVG without a size of its own at 300 x 150, so a picture added from it would come out squashed.
 */
function giveIntrinsicSize(root: ElementNode): void {
  const names = new Set(root.attributes.map(([name]) => name));
  if (names.has('width') || names.has('height')) return;
  const box = root.attributes
    .find(([name]) => name === 'viewBox')?.[1]
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length !== 4 || !box.every(Number.isFinite) || !(box[2]! > 0) || !(box[3]! > 0)) return;
  root.attributes.push(['width', String(box[2])], ['height', String(box[3])]);
}

/**
 * A clean copy of an uploaded SVG: the same drawing with nothing that can run code or fetch
 * anything. Throws HttpError 422 'Invalid SVG file' when the bytes are not a well-formed SVG
 * document (not XML, not an <svg> root, undefined entities, too deep or too large). A root with
 * only a viewBox gets its size as width and height.
 */
export function sanitizeSvg(bytes: Buffer): Buffer {
  const { root, usesXlink } = parse(decode(bytes));
  giveIntrinsicSize(root);
  const namespaces = ` xmlns="${SVG_NS}"${usesXlink ? ` xmlns:xlink="${XLINK_NS}"` : ''}`;
  const out: string[] = [];
  write(root, out, namespaces);
  return Buffer.from(out.join(''), 'utf8');
}
