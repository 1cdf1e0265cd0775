import type { Asset, DataDrivenField, DesignContent, Page } from '@layout/model';
import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { FontSet } from '../text/fontSet';
import { openedPrintProfile } from './openedProfiles';
import { inkColorsIn, screenColorsOf } from '../color/screenColors';
import { picturesInInks, svgPicturesInInks } from './cmykPictures';
import { type PdfColors, cmykColors, rgbColors } from './colorSpaces';
import { loadDefaultPdfFontSet } from './fonts';
import { CROP_MARK_WIDTH_PT, type PdfKind, type PdfPageGeometry, pdfBoxArray, pdfPageGeometry } from './geometry';
import { paintAsGroup } from './group';
import { preparePictures } from './image';
import { type PictureCache, type PictureLoader, createPictureCache } from './imagePrepare';
import { type OutputProfile, shippedOutputProfile } from './outputProfile';
import { COMPOSITED_ONCE, type PaintContext, type Painter, type PainterTable, type Pdf, type SkippedAsset } from './paint';
import { PDF_PAINTERS } from './painters';
import { PDFX_PDF_VERSION, PDF_CREATOR, endPdfXPage, startPdfX4 } from './pdfx';
import { type LoadSvg, loadSvgSources } from './svgSources';

/** The options of `renderDesignPdf`. */
export interface DesignPdfOptions {
  /** 'print': bleed, crop marks, Trim/BleedBox; 'standard': the trim size only. */
  kind: PdfKind;
  /** Bleed per side of a print-ready PDF, in mm (the product's; default 3, at most 7.5). */
  bleedMm?: number;
  /**
   * The faces texts are drawn with: the default family plus the design's stored fonts by fontId,
   * every face loaded with `loadEmbeddableFont` (see `loadPdfFontSet`). Default: the default
   * font alone, so a text in any other font prints in the default font, in its style.
   */
  fonts?: FontSet<Font>;
  /**
   * The values %field% placeholders are filled with, as the editor fills them for whoever is
   * signed in (`viewerDataDrivenValues`). Default: none, so placeholders print as typed.
   */
  dataDrivenValues?: Readonly<Partial<Record<DataDrivenField, string>>>;
  /**
   * Reads the SVG text of an svg_image's, icon's or illustration's link (the server reads its
   * storage). Without it, or when it rejects, each such asset is reported in `skipped`.
   */
  loadSvg?: LoadSvg;
  /**
   * Reads a photo's, logo's or picture background's bytes by its `imageElementSrc` (the server
   * reads its storage). Without it, every picture is reported in `skipped`.
   */
  loadImage?: PictureLoader;
  /** Where prepared pictures are kept by content hash; default: a cache for this render alone. */
  pictureCache?: PictureCache;
  /**
   * Which pictures to embed, whatever the page kind: 'print' every pixel, 'standard' downsampled
   * to 150 ppi. Default: `kind`'s. A trim-only PDF rasterised at 300 ppi wants the print pictures.
   */
  pictureQuality?: PdfKind;
  /**
   * A print run: the design's pages once per record, in order, each copy's %field% placeholders
   * filled from its record alone (not `dataDrivenValues`). Pictures, SVGs and fonts are prepared
   * once and shared by every copy. Default: one copy, filled with `dataDrivenValues`.
   */
  records?: ReadonlyArray<Readonly<Partial<Record<DataDrivenField, string>>>>;
  /** The document's title (the design's name); a print-ready PDF must have one. Default: 'Layout design'. */
  title?: string;
  /**
   * The press a print-ready PDF is made for, its PDF/X output intent: the print company's CMYK
   * profile (`readOutputProfileFile`). Default: Layout's own, Coated FOGRA39 (`shippedOutputProfile`).
   * A standard PDF has no output intent, but shows colours stored as inks through it, as the editor does.
   */
  outputProfile?: OutputProfile;
  /**
   * The colours of a print-ready PDF: 'rgb' (sRGB, converted by the press's RIP) or 'cmyk' (the
   * product's setting: every colour and picture converted to the profile's inks here, pure black
   * as black ink alone, ink colours as exactly their inks; colorSpaces.ts). Default 'rgb'. A
   * standard PDF is always RGB.
   */
  colors?: 'rgb' | 'cmyk';
  /** Called after each page is painted with the pages done so far and the pages in all (export progress). */
  onPageDone?: (done: number, total: number) => void;
}

/** A rendered PDF and the assets it does not show. */
export interface DesignPdf {
  pdf: Buffer;
  /** Assets left out, in page and paint order, each with the reason (a type not painted yet...). */
  skipped: SkippedAsset[];
}

/**
 * Renders a design as a PDF, one page per design page, assets painted in z-order as the editor
 * stacks them. A print-ready page carries the bleed, crop marks and its TrimBox (the product's
 * finished size) and BleedBox, and the file is PDF/X-4 (pdfx.ts: the press's profile as its
 * output intent, its RGB sRGB); a standard page is the trim alone.
 */
export async function renderDesignPdf(content: DesignContent, options: DesignPdfOptions): Promise<DesignPdf> {
  const geometry = pdfPageGeometry(content.layoutDimensions, options);
  const print = options.kind === 'print';
  // A print-ready PDF is PDF/X-4, made on PDF 1.6; a standard PDF 1.7 (transparency needs 1.4:
  // pdfkit writes 1.3 unless told). No automatic first page and no margins, or pdfkit would add
  // pages by itself. No default font: pdfkit would parse Helvetica's metrics for every document,
  // and nothing here writes text in a standard font (a print-ready PDF embeds every font it uses).
  const doc = new PDFDocument({
    pdfVersion: print ? PDFX_PDF_VERSION : '1.7',
    autoFirstPage: false,
    margin: 0,
    font: null as unknown as string,
    info: { Creator: PDF_CREATOR, Producer: PDF_CREATOR },
  });
  const press = options.outputProfile ?? shippedOutputProfile();
  const cmyk = print && options.colors === 'cmyk';
  // The profile in Little CMS, when something is converted through it: a CMYK file's colours, an RGB file's ink colours.
  const inkColors = inkColorsIn(content.pages, content.assets);
  const profile = cmyk || inkColors.length > 0 ? await openedPrintProfile(press.bytes) : undefined;
  if (print) startPdfX4(doc, { title: options.title ?? 'Layout design', profile: press, date: new Date(), inks: cmyk ? profile : undefined });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const byPage = assetsByPage(content.assets);
  const skipped: SkippedAsset[] = [];
  const screen = profile ? screenColorsOf(inkColors, profile.cmykToRgb) : undefined;
  const cache = options.pictureCache ?? createPictureCache();
  // SVG artwork is loaded before painting, once per link: painters draw synchronously.
  const svgs = await loadSvgSources(content.assets, options.loadSvg);
  // Pictures are loaded and prepared before painting, and a CMYK file's converted to the press's inks.
  const prepared = await preparePictures(content.assets, {
    kind: options.pictureQuality ?? options.kind,
    loadImage: options.loadImage,
    cache,
    pxPerInch: 72 / geometry.ptPerPx,
    layout: content.layoutDimensions,
    screen,
  });
  const ctx: PaintContext = {
    layout: content.layoutDimensions,
    fonts: options.fonts ?? (await loadDefaultPdfFontSet()),
    dataDrivenValues: options.dataDrivenValues ?? {},
    svgs,
    pictures: cmyk ? await picturesInInks(prepared, press, cache) : prepared,
    colors: cmyk ? cmykColors(await svgPicturesInInks(svgs, press, cache)) : rgbColors(screen ?? new Map()),
  };
  const copies = options.records ?? [ctx.dataDrivenValues];
  const total = copies.length * content.pages.length;
  let painted = 0;
  for (const values of copies) {
    const copy = { ...ctx, dataDrivenValues: values };
    for (const page of content.pages) {
      addPage(doc, geometry);
      // What one copy leaves out every copy leaves out: reported once.
      const left = paintPage(doc, page, byPage.get(page.id) ?? [], geometry, copy);
      if (print) endPdfXPage(doc);
      if (values === copies[0]) skipped.push(...left);
      options.onPageDone?.(++painted, total);
    }
  }
  doc.end();
  return { pdf: await done, skipped };
}

/** A page of the sheet's size with its boxes (pdfkit has no API for Trim/BleedBox). */
function addPage(doc: Pdf, g: PdfPageGeometry): void {
  doc.addPage({ size: [g.media.width, g.media.height], margin: 0 });
  const data = doc.page.dictionary.data as Record<string, unknown>;
  data.TrimBox = pdfBoxArray(g.trim, g.media);
  data.BleedBox = pdfBoxArray(g.bleed, g.media);
}

/** The page's assets by page id, each list in the editor's stacking order (stable on ties); the raster export's too. */
export function assetsByPage(assets: readonly Asset[]): Map<string, Asset[]> {
  const byPage = new Map<string, Asset[]>();
  for (const asset of assets) {
    const list = byPage.get(asset.pageId);
    if (list) list.push(asset);
    else byPage.set(asset.pageId, [asset]);
  }
  for (const list of byPage.values()) list.sort((a, b) => a.zIndex - b.zIndex);
  return byPage;
}

/** The background colour over the bleed, the assets clipped to it, then the crop marks on top. */
function paintPage(doc: Pdf, page: Page, assets: readonly Asset[], g: PdfPageGeometry, ctx: PaintContext): SkippedAsset[] {
  const skipped: SkippedAsset[] = [];
  doc.save();
  // Nothing prints beyond the bleed: the slug holds only the marks.
  doc.rect(g.bleed.x, g.bleed.y, g.bleed.width, g.bleed.height).clip();
  const background = ctx.colors.ink(page.backgroundColor);
  if (background) doc.rect(g.bleed.x, g.bleed.y, g.bleed.width, g.bleed.height).fill(background);
  // From here on, canvas px with the origin at the trim's top-left corner, as assets are stored.
  doc.translate(g.trim.x, g.trim.y).scale(g.ptPerPx);
  // What a see-through asset's group may cover: the bleed, in these px.
  const bleedPx: [number, number, number, number] = [g.bleed.x - g.trim.x, g.bleed.y - g.trim.y, g.bleed.x - g.trim.x + g.bleed.width, g.bleed.y - g.trim.y + g.bleed.height].map(
    (v) => v / g.ptPerPx,
  ) as [number, number, number, number];
  for (const asset of assets) {
    const reason = paintAsset(doc, asset, ctx, bleedPx);
    if (reason) skipped.push({ assetId: asset.id, pageId: page.id, type: asset.type, reason });
  }
  doc.restore();
  drawCropMarks(doc, g, ctx.colors);
  return skipped;
}

/** Paints one asset in its own graphics state; the reason it was left out, if it was. */
function paintAsset(doc: Pdf, asset: Asset, ctx: PaintContext, groupBox: [number, number, number, number]): string | undefined {
  const entry: PainterTable[Asset['type']] = PDF_PAINTERS[asset.type];
  if (asset.opacity <= 0) return undefined;
  // The table pairs each type with its painter; TypeScript cannot follow that through a union.
  const paint = () => {
    doc.save();
    const result = (entry as Painter<Asset['type']>)(doc, asset, ctx);
    doc.restore();
    return result?.reason;
  };
  if (asset.opacity >= 1) return paint();
  if (COMPOSITED_ONCE.has(asset.type)) return paintAsGroup(doc, asset.opacity, groupBox, paint);
  doc.save().opacity(asset.opacity);
  const reason = paint();
  doc.restore();
  return reason;
}

/** Hairline marks on the trim lines, outside the bleed, in black on every separation's plate. */
function drawCropMarks(doc: Pdf, g: PdfPageGeometry, colors: PdfColors): void {
  if (g.cropMarks.length === 0) return;
  doc.save().lineWidth(CROP_MARK_WIDTH_PT).lineCap('butt');
  for (const m of g.cropMarks) doc.moveTo(m.x1, m.y1).lineTo(m.x2, m.y2);
  doc.stroke(colors.registration).restore();
}
