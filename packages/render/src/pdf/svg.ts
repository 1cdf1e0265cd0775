/// <reference path="./svgToPdfkit.d.ts" />
// (The declaration travels with this file: packages that compile it, such as the web app through @layout/render, do not include pdf/*.d.ts.)
import { filterPlan, svgForVariant, svgVariantOf } from '@layout/model';
import type { Font } from 'fontkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { embeddableBytes, registerLoadedFont } from './fonts';
import { paintPicture } from './image';
import { drawPatternTiles, paintThroughSilhouette, patternPicture } from './pattern';
import { type NotPainted, type PaintContext, type Pdf, placeAsset } from './paint';
import { embeddedPictureOnly, withoutOutsideReferences } from './svgSafety';
import { type SvgAsset, svgLink } from './svgSources';

/** The size of an SVG picture without width, height or viewBox, as browsers give an <img>. */
const DEFAULT_SVG_SIZE = { width: 300, height: 150 };

/**
 * An svg_image, icon or illustration whose source is SVG, drawn as vector paths (svg-to-pdfkit)
 * exactly as the editor draws it (apps/web/src/editor/assets/svg.tsx): the SVG text with the
 * editor's colour changes (`svgForVariant`: replacements, an svg_image's one-colour fill, its
 * border as an outline), laid out in its own viewport (width x height, the viewBox fitted by
 * the file's preserveAspectRatio, as the browser renders the picture), then that picture
 * stretched to the asset's box as Konva.Image draws it, or an illustration's crop of it.
 * Artwork the editor draws as a picture (a PNG/JPEG link; an illustration with filters, whose
 * picture Konva filters) is painted as the picture `preparePictures` made (image.ts).
 */
export function paintSvgAsset(doc: Pdf, asset: SvgAsset, ctx: PaintContext): NotPainted | void {
  // Drawn as a picture: a PNG/JPEG link, or a filtered illustration (the picture was filtered as the editor filters it).
  if (ctx.pictures.has(asset.id)) {
    if (asset.type === 'svg_image' && asset.shapeProps?.fillPattern) return { reason: 'pattern fills of PNG/JPEG artwork are not painted' };
    return paintPicture(doc, asset, ctx);
  }
  const source = ctx.svgs.get(svgLink(asset));
  if (!source) return { reason: 'the SVG was not loaded' };
  if ('notSvg' in source) {
    // A picture with colour changes: the editor cannot recolour it either, and shows it as missing.
    return { reason: source.raster ? 'the artwork is a PNG/JPEG picture with colour changes, which the editor shows as missing' : source.notSvg };
  }
  if (asset.type === 'illustration' && filterPlan(asset.filters).filters.length > 0) {
    return { reason: 'the illustration has filters and its picture was not prepared (the export prepares pictures after loading SVG artwork)' };
  }
  placeAsset(doc, asset);
  const pattern = asset.type === 'svg_image' ? asset.shapeProps?.fillPattern : undefined;
  if (!pattern) return drawArtwork(doc, asset, ctx, source.svg);
  // The pattern picture seen through the artwork's silhouette (svgPattern.ts), in the box only.
  const picture = patternPicture(ctx.pictures, asset.id);
  if ('reason' in picture) return picture;
  return paintThroughSilhouette(
    doc,
    [0, 0, asset.width, asset.height],
    () => drawArtwork(doc, asset, ctx, source.svg),
    () => {
      doc.rect(0, 0, asset.width, asset.height).clip();
      drawPatternTiles(doc, picture, pattern, asset.width, asset.height);
    },
  );
}

/**
 * The artwork in the asset's box (0, 0)-(width, height), as the editor draws its picture: the SVG
 * with its colour changes, laid out in its own viewport, its visible part stretched to the box.
 */
function drawArtwork(doc: Pdf, asset: SvgAsset, ctx: PaintContext, source: string): NotPainted | void {
  const svg = svgForVariant(source, svgVariantOf(asset));
  if (!/<svg\b/i.test(svg)) return { reason: 'the SVG could not be read: no <svg> element' };
  const size = intrinsicSize(svg);
  const crop = asset.type === 'illustration' ? visibleRect(asset.crop, size) : { x: 0, y: 0, ...size };
  if (!(crop.width > 0 && crop.height > 0)) return { reason: 'the SVG has no size to draw' };
  // The visible part of the picture stretched to the box, the rest clipped as drawImage crops.
  doc.rect(0, 0, asset.width, asset.height).clip();
  doc.transform(asset.width / crop.width, 0, 0, asset.height / crop.height, -crop.x * (asset.width / crop.width), -crop.y * (asset.height / crop.height));
  const problems: string[] = [];
  try {
    SVGtoPDF(doc, withoutOutsideReferences(svg), 0, 0, {
      ...size,
      // One SVG unit is one picture px, as the browser lays the picture out.
      assumePt: true,
      // Never a path or URL for pdfkit to open: an embedded PNG/JPEG's bytes, or nothing (svgSafety.ts).
      // A CMYK file draws the embedded pictures converted beforehand (`svgPicturesInInks`).
      imageCallback: (link) => ctx.colors.svgPictures.get(link.trim()) ?? embeddedPictureOnly(link),
      colorCallback: ctx.colors.svgColor,
      warningCallback: (message) => problems.push(message),
      fontCallback: (_family, bold, italic) => svgTextFont(doc, ctx, bold, italic),
    });
  } catch (error) {
    // The export's restore after the painter closes what the library left open.
    return { reason: `the SVG could not be drawn: ${error instanceof Error ? error.message : String(error)}` };
  }
  // Malformed XML: a browser shows no picture at all (the editor draws its "missing" placeholder),
  // the library drew what it could read; either way the customer did not see this, so report it.
  const fatal = problems.find((m) => /^parseXml:|does not look like a valid SVG/.test(m));
  if (fatal) return { reason: `the SVG could not be read: ${fatal}` };
}

/** The picture's own size: width and height (from the viewBox, by `withIntrinsicSize`), else the browser's default. */
function intrinsicSize(svg: string): { width: number; height: number } {
  const tag = /<svg\b([^>]*)>/i.exec(svg)?.[1] ?? '';
  const width = /\swidth\s*=\s*["']\s*([\d.]+)(px)?\s*["']/.exec(tag);
  const height = /\sheight\s*=\s*["']\s*([\d.]+)(px)?\s*["']/.exec(tag);
  return { width: width ? Number(width[1]) : DEFAULT_SVG_SIZE.width, height: height ? Number(height[1]) : DEFAULT_SVG_SIZE.height };
}

/** An illustration's crop in the picture's px, scaled from the size it was made against (the editor's sourceCrop). */
function visibleRect(crop: Extract<SvgAsset, { type: 'illustration' }>['crop'], natural: { width: number; height: number }) {
  if (!crop || !(crop.fullWidth > 0) || !(crop.fullHeight > 0)) return { x: 0, y: 0, ...natural };
  const sx = natural.width / crop.fullWidth;
  const sy = natural.height / crop.fullHeight;
  return { x: crop.x * sx, y: crop.y * sy, width: crop.width * sx, height: crop.height * sy };
}

// Per document, the pdfkit name each face used by SVG text was registered under.
const svgFonts = new WeakMap<Pdf, Map<Font, string>>();

/**
 * The face an SVG's <text> is drawn with: the default family's, in the text's style, embedded.
 * A browser draws such text in a system font the export cannot know (an SVG picture loads no web
 * fonts); the default family keeps the sheet free of the standard 14 fonts, which a print-ready
 * PDF must not leave unembedded.
 */
function svgTextFont(doc: Pdf, ctx: PaintContext, bold: boolean, italic: boolean): string {
  const face = ctx.fonts.resolve({ fontId: 0, fontStyle: [...(bold ? (['bold'] as const) : []), ...(italic ? (['italic'] as const) : [])] });
  let names = svgFonts.get(doc);
  if (!names) {
    names = new Map();
    svgFonts.set(doc, names);
  }
  let name = names.get(face);
  if (!name) {
    if (!embeddableBytes(face)) throw new Error(`Font ${face.postscriptName} was not loaded with loadEmbeddableFont`);
    name = `layout-svg-font-${names.size}`;
    registerLoadedFont(doc, name, face);
    names.set(face, name);
  }
  return name;
}
