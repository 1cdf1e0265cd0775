import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, defaultLayoutDimensions, defaultTextConfig, parseColor } from '@layout/model';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PrintProfile, openPrintProfile } from '../color/printProfile';
import { renderDesignRaster } from '../raster/document';
import { renderDesignPdf } from './document';
import { shippedOutputProfile } from './outputProfile';
import { type Dict, type Json, PICTURE_COLORS, PdfFile, colorExpectation, ghostscriptPage, requireTools, rgbAt, scratchDir, testPictures } from './testing';

/**
 * A Print Ready PDF of a product printed in CMYK (issue 26; colorSpaces.ts `printInCmyk`,
 * cmykPictures.ts), read back with qpdf's JSON: no RGB colour space is left anywhere (colour
 * operators, pictures, shadings, transparency groups, default spaces), the colours are the print
 * profile's conversions (Little CMS, as `openPrintProfile` gives them), pure black is black ink
 * alone, a colour stored as inks is exactly those inks; Ghostscript draws it, through its output
 * intent, in the design's colours. The same design's RGB files draw the ink colour as the
 * profile shows it on screen.
 */
requireTools('qpdf', 'gs');

const PAPER = '#f4f1e8';
const RED = '#e02020';
const BLUE = '#1060d0';
const { teal: TEAL, yellow: YELLOW } = PICTURE_COLORS;
const STORED_INKS = 'device-cmyk(10% 20% 30% 40%)';
const STORED_STROKE = 'device-cmyk(100% 0% 0% 0%)';
const ARTWORK_INKS = 'device-cmyk(0% 0% 100% 0%)';

const base = { pageId: 'front', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
let z = 0;
const box = (x: number, y: number, width = 60, height = 40) => ({ x, y, width, height });
const shape = (id: string, at: ReturnType<typeof box>, props: Record<string, unknown>, more: Partial<Asset> = {}): Asset =>
  ({
    ...base,
    id,
    zIndex: ++z,
    ...at,
    type: 'shape',
    shapeProps: { type: 'rect', fill: '#000000', stroke: '#000000', strokeWidth: 0, strokeEnabled: false, fillEnabled: true, ...props },
    ...more,
  }) as Asset;
const line = (id: string, y: number, stroke: string): Asset =>
  ({
    ...base,
    id,
    zIndex: ++z,
    type: 'line',
    x: 10,
    y,
    width: 300,
    height: 0,
    lineConfig: {
      points: [0, 0, 300, 0],
      fill: '#000000',
      stroke,
      strokeWidth: 2,
      dash: [],
      closed: false,
      strokeEnabled: true,
      fillEnabled: false,
      dashEnabled: false,
      lineCap: 'butt',
      lineJoin: 'miter',
    },
  }) as Asset;

/** A 90 x 55 mm card with every way the export paints a colour or a picture. */
const CARD: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' },
  pages: [{ id: 'front', backgroundColor: PAPER }],
  assets: [
    shape('red', box(10, 10), { fill: RED }),
    shape('inks', box(80, 10), { fill: STORED_INKS, stroke: STORED_STROKE, strokeWidth: 4, strokeEnabled: true }),
    // See-through: composited once in a transparency group (group.ts).
    shape('ghost', box(150, 10), { fill: BLUE }, { opacity: 0.5 }),
    shape('striped', box(220, 10), { fill: '#00ff00', fillPattern: { image: 'stripes.png', x: 0, y: 0, scale: 1, repeat: 'repeat' } }),
    { ...base, id: 'photo', zIndex: ++z, type: 'image', imageElementSrc: 'photo.jpg', ...box(10, 60) } as Asset,
    { ...base, id: 'logo', zIndex: ++z, type: 'logo', imageElementSrc: 'logo.png', ...box(80, 60, 40, 40) } as Asset,
    // SVG artwork: a fading gradient (a shading and a soft mask), an embedded picture, and its grey replaced by inks.
    { ...base, id: 'art', zIndex: ++z, type: 'svg_image', link: 'art.svg', ...box(130, 60), colorReplacements: { '#808080': ARTWORK_INKS } } as Asset,
    // A see-through group and a luminosity mask of svg-to-pdfkit's own.
    { ...base, id: 'masked', zIndex: ++z, type: 'icon', link: 'masked.svg', ...box(200, 60, 40, 40) } as Asset,
    {
      ...base,
      id: 'black-text',
      zIndex: ++z,
      type: 'text',
      ...box(10, 110, 200, 20),
      textConfig: defaultTextConfig({ text: 'Black text', fontSize: 14, fill: '#000000', isBoxed: true, backgroundColor: '#ffe08a' }),
    } as Asset,
    line('black-line', 150, '#000000'),
    line('near-black-line', 170, '#0a0a0a'),
  ],
};

const EMBEDDED_RED = [0xff, 0x40, 0x20];
const MASKED =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><defs><mask id="m"><rect width="40" height="40" fill="white"/><circle cx="20" cy="20" r="10" fill="black"/></mask></defs>' +
  `<g opacity="0.6"><rect width="40" height="40" fill="${BLUE}" mask="url(#m)"/></g></svg>`;

async function artwork(): Promise<string> {
  const embedded = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: EMBEDDED_RED[0]!, g: EMBEDDED_RED[1]!, b: EMBEDDED_RED[2]! } } })
    .png()
    .toBuffer();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40"><defs><linearGradient id="g"><stop offset="0" stop-color="${RED}"/><stop offset="1" stop-color="${BLUE}" stop-opacity="0.4"/></linearGradient></defs><rect width="60" height="20" fill="url(#g)"/><rect y="20" width="30" height="20" fill="#808080"/><image x="30" y="20" width="30" height="20" preserveAspectRatio="none" href="data:image/png;base64,${embedded.toString('base64')}"/></svg>`;
}

const dir = scratchDir('layout-cmyk-');
let profile: PrintProfile;
let files: Record<string, Buffer>;
let svg: string;
let cmykFile: string;
let rgbFile: string;
let pdf: PdfFile;

async function render(options: Partial<Parameters<typeof renderDesignPdf>[1]>): Promise<Buffer> {
  const rendered = await renderDesignPdf(CARD, {
    kind: 'print',
    loadImage: async (src) => files[src] ?? Promise.reject(new Error(`no file ${src}`)),
    loadSvg: async (link) => (link === 'masked.svg' ? MASKED : svg),
    title: 'CMYK card',
    ...options,
  });
  expect(rendered.skipped).toEqual([]);
  return rendered.pdf;
}

beforeAll(async () => {
  profile = await openPrintProfile(shippedOutputProfile().bytes);
  files = await testPictures();
  svg = await artwork();
  cmykFile = join(dir, 'cmyk.pdf');
  writeFileSync(cmykFile, await render({ colors: 'cmyk' }));
  rgbFile = join(dir, 'rgb.pdf');
  writeFileSync(rgbFile, await render({ colors: 'rgb' }));
  pdf = new PdfFile(cmykFile, true);
});

/** The numbers pdfkit writes for a colour after `printInCmyk` converted it: the profile's percentages as fractions. */
function inksOf(color: string): string {
  const rgb = parseColor(color)!;
  const { c, m, y, k } = profile.rgbToCmyk(rgb);
  return [c, m, y, k].map((ink) => Math.round(ink * 10) / 1000).join(' ');
}

/** Every content stream of the file: the pages', the forms' (groups, masks) and the tiling patterns'. */
function contentStreams(): Array<{ ref: string; text: string }> {
  const streams: Array<{ ref: string; text: string }> = [];
  for (const page of pdf.pages()) {
    const contents = page['/Contents'];
    for (const ref of Array.isArray(contents) ? contents : [contents]) streams.push({ ref: String(ref), text: pdf.data(ref).toString('latin1') });
  }
  for (const [ref, dict, isStream] of pdf.dictionaries()) {
    if (isStream && (dict['/Subtype'] === '/Form' || dict['/PatternType'] === 1)) streams.push({ ref, text: pdf.data(ref).toString('latin1') });
  }
  return streams;
}

interface Operation {
  operator: string;
  operands: string[];
}

/** A content stream's operations, operands as written (strings, arrays and dictionaries kept whole enough to be skipped). */
function operations(text: string): Operation[] {
  const tokens = text.match(/\((?:\\.|[^\\)])*\)|<<|>>|<[0-9A-Fa-f\s]*>|\[|\]|\/[^\s/[\]()<>{}%]*|[+-]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g) ?? [];
  const found: Operation[] = [];
  let operands: string[] = [];
  let depth = 0;
  for (const token of tokens) {
    if (token === '[' || token === '<<') depth++;
    if (token === ']' || token === '>>') depth--;
    if (depth === 0 && /^[A-Za-z'"*]+$/.test(token) && token !== 'true' && token !== 'false' && token !== 'null') {
      found.push({ operator: token, operands });
      operands = [];
    } else operands.push(token);
  }
  return found;
}

describe('a CMYK Print Ready PDF', () => {
  it('passes qpdf --check', () => {
    const check = spawnSync('qpdf', ['--check', cmykFile]);
    expect(check.status, check.stdout.toString() + check.stderr.toString()).toBe(0);
  });

  it('has no RGB colour space left: no DeviceRGB, no DefaultRGB, no ICC profile of three components, no group blending in RGB', () => {
    const everything = JSON.stringify([...pdf.objects.values()].map((object) => object.stream?.dict ?? object.value));
    expect(everything).not.toContain('DeviceRGB');
    expect(everything).not.toContain('DefaultRGB');
    expect(everything).not.toContain('CalRGB');
    expect(everything).not.toContain('ICCBased');
    // The one ICC profile is the output intent's: CMYK.
    const profiles = [...pdf.dictionaries()].filter(([, dict, isStream]) => isStream && dict['/N'] !== undefined && dict['/FunctionType'] === undefined);
    expect(profiles.map(([, dict]) => dict['/N'])).toEqual([4]);
    for (const [ref, dict] of pdf.dictionaries()) {
      const group = pdf.get(dict['/Group']) as Dict | undefined;
      if (group?.['/CS'] !== undefined) expect(['/DeviceCMYK', '/DeviceGray'], `${ref}'s group`).toContain(pdf.get(group['/CS']));
    }
    // The design does blend: its see-through shape, the pattern's form, the icon's group and mask, in CMYK; the gradient's fading mask in grey.
    const blending = [...pdf.dictionaries()].map(([, dict]) => (pdf.get(dict['/Group']) as Dict | undefined)?.['/CS']).filter((space) => space !== undefined);
    expect(blending.filter((space) => space === '/DeviceCMYK').length).toBeGreaterThanOrEqual(4);
    expect(blending.filter((space) => space === '/DeviceGray')).toHaveLength(1);
    // The luminosity mask's backdrop in four components (svg-to-pdfkit writes RGB black or white).
    const backdrops = [...pdf.dictionaries()].flatMap(([, dict]) => {
      const mask = pdf.get(dict['/SMask']) as Dict | undefined;
      return mask?.['/S'] === '/Luminosity' && mask['/BC'] !== undefined ? [mask['/BC']] : [];
    });
    expect(backdrops.length).toBeGreaterThan(0);
    for (const backdrop of backdrops) expect(backdrop).toHaveLength(4);
  });

  it('holds no RGB picture: every image is DeviceCMYK, and DeviceGray only as a soft mask', () => {
    const images = [...pdf.dictionaries()].filter(([, dict]) => dict['/Subtype'] === '/Image');
    const masks = new Set(images.map(([, dict]) => dict['/SMask']).filter((mask) => mask !== undefined));
    const cmyk = images.filter(([, dict]) => dict['/ColorSpace'] === '/DeviceCMYK');
    // The photo, the logo, the pattern's stripes and the SVG's embedded picture.
    expect(cmyk).toHaveLength(4);
    for (const [ref, dict] of images) {
      if (dict['/ColorSpace'] === '/DeviceGray') expect(masks.has(`${ref}`), `${ref} is a soft mask`).toBe(true);
      else expect(dict['/ColorSpace'], ref).toBe('/DeviceCMYK');
    }
    // The logo's transparency is its soft mask.
    expect(masks.size).toBe(1);
    // The photo stays a JPEG, in Adobe's inverted CMYK; the rest is lossless.
    const jpegs = cmyk.filter(([, dict]) => dict['/Filter'] === '/DCTDecode');
    expect(jpegs).toHaveLength(1);
    expect(jpegs[0]![1]['/Decode']).toEqual([1, 0, 1, 0, 1, 0, 1, 0]);
  });

  it('paints every colour in DeviceCMYK: no rg, RG, sc or SC, every colour space set is DeviceCMYK or a pattern, four numbers a colour', () => {
    const streams = contentStreams();
    expect(streams.length).toBeGreaterThanOrEqual(4);
    let colours = 0;
    for (const { ref, text } of streams) {
      for (const { operator, operands } of operations(text)) {
        expect(['rg', 'RG', 'sc', 'SC', 'g', 'G'], `${ref}: ${operands.join(' ')} ${operator}`).not.toContain(operator);
        if (operator === 'cs' || operator === 'CS') expect(['/DeviceCMYK', '/Pattern'], `${ref}: ${operator}`).toContain(operands[0]);
        if (operator === 'scn' || operator === 'SCN' || operator === 'k' || operator === 'K') {
          if (operands.length === 1 && operands[0]!.startsWith('/')) continue; // a pattern
          expect(operands, `${ref}: ${operands.join(' ')} ${operator}`).toHaveLength(4);
          colours++;
        }
      }
    }
    expect(colours).toBeGreaterThanOrEqual(8);
    // Shadings (the SVG's gradient) in CMYK too; the grey one is pdfkit's mask of the fading stop.
    const shadings = [...pdf.dictionaries()].filter(([, dict]) => dict['/ShadingType'] !== undefined);
    expect(shadings.map(([, dict]) => dict['/ColorSpace']).sort()).toEqual(['/DeviceCMYK', '/DeviceGray']);
  });

  it("paints the design's RGB colours as the profile converts them (relative colorimetric, black point compensation)", () => {
    const all = contentStreams()
      .map(({ text }) => text)
      .join('\n');
    for (const color of [PAPER, RED, BLUE, '#ffe08a']) expect(all, color).toContain(`${inksOf(color)} scn`);
    expect(inksOf(RED)).toBe('0 0.908 0.803 0.053');
    // The gradient's ends, in the shading's function.
    const functions = [...pdf.dictionaries()].filter(([, dict]) => dict['/FunctionType'] === 2 && (dict['/C0'] as Json[]).length === 4);
    expect(functions.map(([, dict]) => [dict['/C0'], dict['/C1']].map((c) => (c as number[]).join(' ')))).toContainEqual([inksOf(RED), inksOf(BLUE)]);
  });

  it('prints pure black text and lines as black ink alone (0 0 0 1), the crop marks on every plate, a near black in four inks', () => {
    const page = contentStreams()[0]!.text;
    // The text's colour is set just before its glyphs.
    expect(page).toMatch(/\/DeviceCMYK cs\n0 0 0 1 scn\nBT/);
    expect(page).toContain('0 0 0 1 SCN');
    expect(page).toContain('1 1 1 1 SCN');
    // Only #000000 is black ink alone (printProfile.ts): #0a0a0a is a rich black of four inks.
    expect(inksOf('#0a0a0a')).toBe('0.791 0.7 0.587 0.947');
    expect(page).toContain(`${inksOf('#0a0a0a')} SCN`);
  });

  it('writes a colour stored as inks as exactly those inks, never through RGB: fills, strokes and SVG artwork', () => {
    const all = contentStreams()
      .map(({ text }) => text)
      .join('\n');
    expect(all).toContain('0.1 0.2 0.3 0.4 scn');
    expect(all).toContain('1 0 0 0 SCN');
    expect(all).toContain('0 0 1 0 scn');
  });

  it('is drawn by Ghostscript through its output intent as the press prints the design: each colour as the profile renders its CMYK, the ink colour as the RGB file shows it', () => {
    const PPI = 127;
    const SLUG_PX = 50;
    const scale = PPI / 96;
    const gsCmyk = join(dir, 'cmyk-intent.png');
    const drawn = spawnSync('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=png16m', `-r${PPI}`, '-dUsePDFX3Profile', '-o', gsCmyk, cmykFile]);
    expect(drawn.status, drawn.stderr.toString()).toBe(0);
    expect(drawn.stderr.toString()).toBe('');
    const cmyk = PNG.sync.read(readFileSync(gsCmyk));
    const rgb = ghostscriptPage(rgbFile, 1, PPI);
    const at = (png: PNG, x: number, y: number) => rgbAt(png, Math.floor(x * scale) + SLUG_PX, Math.floor(y * scale) + SLUG_PX);
    const expectColor = colorExpectation(8);
    // What the press prints of a screen colour: its CMYK, shown through the profile (a colour outside
    // the press's gamut, the card's red, comes back duller; one inside, the paper, as it is).
    const printed = (color: number[]) => {
      const shown = profile.cmykToRgb(profile.rgbToCmyk({ r: color[0]!, g: color[1]!, b: color[2]! }));
      return [shown.r, shown.g, shown.b];
    };
    const hex = (color: string) => [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
    expectColor(at(cmyk, 300, 200), printed(hex(PAPER)));
    expectColor(at(cmyk, 300, 200), at(rgb, 300, 200));
    expectColor(at(cmyk, 40, 30), printed(hex(RED)));
    // Pictures, converted by libvips (perceptual), the same within a few levels: the photo, the logo.
    expectColor(at(cmyk, 40, 80), printed(TEAL));
    expectColor(at(cmyk, 110, 80), printed(YELLOW));
    // The ink colour as the RGB file shows it (the profile's screen colour of the inks).
    expectColor(at(cmyk, 110, 30), at(rgb, 110, 30), 6);
  });
});

describe('the same design in RGB files', () => {
  it("draws a colour stored as inks as the profile shows it (cmykToRgb), in the standard PDF and in the raster export, as the editor's screen does", async () => {
    const { r, g, b } = profile.cmykToRgb({ c: 10, m: 20, y: 30, k: 40 });
    const standard = join(dir, 'standard.pdf');
    writeFileSync(standard, await render({ kind: 'standard' }));
    const fraction = (channel: number) => String(channel / 255);
    const page = new PdfFile(standard, true);
    const text = page.data(page.pages()[0]!['/Contents']).toString('latin1');
    expect(text).toContain(`${[r, g, b].map(fraction).join(' ')} scn`);
    const raster = await renderDesignRaster(CARD, {
      format: 'png',
      ppi: 96,
      loadImage: async (src) => files[src]!,
      loadSvg: async (link) => (link === 'masked.svg' ? MASKED : svg),
    });
    const png = PNG.sync.read(raster.pages[0]!);
    expect(rgbAt(png, 110, 30)).toEqual([r, g, b]);
    // In the artwork too (its replaced grey), which librsvg draws: the screen colour of pure yellow ink.
    const yellow = profile.cmykToRgb({ c: 0, m: 0, y: 100, k: 0 });
    colorExpectation(2)(rgbAt(png, 140, 90), [yellow.r, yellow.g, yellow.b]);
  });
});
