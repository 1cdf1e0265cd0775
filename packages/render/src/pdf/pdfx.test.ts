import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Asset, CURRENT_SCHEMA_VERSION, type DesignContent, defaultLayoutDimensions, defaultTextConfig } from '@layout/model';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDesignPdf } from './document';
import { readOutputProfile, shippedOutputProfile, shippedProfileBytes } from './outputProfile';
import { type Dict, type Json, PICTURE_COLORS, PdfFile, colorExpectation, ghostscriptPage, requireTools, rgbAt, scratchDir, testPictures } from './testing';

/**
 * The Print Ready PDF is PDF/X-4 (ISO 15930-7; pdfx.ts, colorSpaces.ts): read back with qpdf's
 * JSON, as a preflight tool would read it, each requirement is checked on a design that uses every
 * way the export paints (text in two faces, shapes, a see-through group, a pattern fill, a photo,
 * a picture with transparency, SVG artwork with a gradient, a see-through group and a pattern
 * silhouette, a dashed line, two pages). Ghostscript draws it in the colours of the standard PDF,
 * which leaves its RGB uncalibrated; poppler shows it proofed on its output intent, and otherwise
 * draws it the same with and without its DefaultRGB. veraPDF, which would validate PDF/X itself,
 * is a Java program this project does not install (docs/decisions.md).
 */
requireTools('qpdf', 'pdftoppm', 'gs');

/** A PDF text string of qpdf's JSON ("u:..." as text, "b:..." as bytes in hex) as text. */
function text(value: Json | undefined): string {
  if (typeof value !== 'string') throw new Error(`not a string: ${JSON.stringify(value)}`);
  if (value.startsWith('u:')) return value.slice(2);
  throw new Error(`not a text string: ${value}`);
}

const RED = [0xe0, 0x20, 0x20];
const PAPER = [0xf4, 0xf1, 0xe8];
const { teal: TEAL, yellow: YELLOW, stripeRed: STRIPE_RED, stripeBlue: STRIPE_BLUE } = PICTURE_COLORS;

const base = { pageId: 'front', scaleX: 1, scaleY: 1, rotation: 0, opacity: 1 };
let z = 0;
const shape = (id: string, box: { x: number; y: number; width: number; height: number }, props: Record<string, unknown>, more: Partial<Asset> = {}): Asset =>
  ({
    ...base,
    id,
    zIndex: ++z,
    ...box,
    type: 'shape',
    shapeProps: { type: 'rect', fill: '#000000', stroke: '#000000', strokeWidth: 0, strokeEnabled: false, fillEnabled: true, ...props },
    ...more,
  }) as Asset;
const textAsset = (id: string, box: { x: number; y: number; width: number; height: number }, config: Parameters<typeof defaultTextConfig>[0], pageId = 'front'): Asset =>
  ({ ...base, pageId, id, zIndex: ++z, ...box, type: 'text', textConfig: defaultTextConfig(config) }) as Asset;
const STRIPES = { image: 'stripes.png', x: 0, y: 0, scale: 1, repeat: 'repeat' };

/** A 90 x 55 mm card, two pages, every kind of painting the export does (see the file's comment). */
const CARD: DesignContent = {
  schemaVersion: CURRENT_SCHEMA_VERSION,
  layoutDimensions: { ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' },
  pages: [
    { id: 'front', backgroundColor: '#f4f1e8' },
    { id: 'back', backgroundColor: '#263147' },
  ],
  assets: [
    shape('red', { x: 10, y: 10, width: 60, height: 40 }, { fill: '#e02020' }),
    shape('ghost', { x: 80, y: 10, width: 50, height: 50 }, { type: 'circle', fill: '#ffffff', stroke: '#1060d0', strokeWidth: 4, strokeEnabled: true }, { opacity: 0.5 }),
    shape('striped', { x: 140, y: 10, width: 60, height: 40 }, { fill: '#00ff00', fillPattern: STRIPES }),
    { ...base, id: 'photo', zIndex: ++z, type: 'image', imageElementSrc: 'photo.jpg', x: 210, y: 10, width: 60, height: 40 } as Asset,
    { ...base, id: 'logo', zIndex: ++z, type: 'logo', imageElementSrc: 'logo.png', x: 280, y: 10, width: 40, height: 40 } as Asset,
    { ...base, id: 'gradient', zIndex: ++z, type: 'svg_image', link: 'gradient.svg', x: 10, y: 60, width: 60, height: 40 } as Asset,
    { ...base, id: 'badge', zIndex: ++z, type: 'svg_image', link: 'disc.svg', x: 80, y: 65, width: 40, height: 40, shapeProps: { fillPattern: STRIPES } } as Asset,
    { ...base, id: 'veiled', zIndex: ++z, type: 'icon', link: 'veiled.svg', x: 140, y: 60, width: 40, height: 40, opacity: 0.8 } as Asset,
    textAsset('headline', { x: 10, y: 120, width: 200, height: 20 }, { text: 'Press-grade Café', fontSize: 14, fontStyle: ['bold'], fill: '#263147' }),
    textAsset('boxed', { x: 220, y: 120, width: 100, height: 24 }, { text: 'Boxed', fontSize: 12, isBoxed: true, backgroundColor: '#ffe08a', padding: 4, fill: '#263147' }),
    {
      ...base,
      id: 'rule',
      zIndex: ++z,
      type: 'line',
      x: 10,
      y: 180,
      width: 300,
      height: 0,
      lineConfig: {
        points: [0, 0, 300, 0],
        fill: '#000000',
        stroke: '#1060d0',
        strokeWidth: 3,
        dash: [10, 5],
        closed: false,
        strokeEnabled: true,
        fillEnabled: false,
        dashEnabled: true,
        lineCap: 'butt',
        lineJoin: 'miter',
      },
    } as Asset,
    textAsset('back-line', { x: 20, y: 80, width: 300, height: 20 }, { text: 'Back of the card', fontSize: 12, fill: '#ffffff' }, 'back'),
  ],
};

const SVGS: Record<string, string> = {
  // A gradient whose end fades out: pdfkit paints it through a soft mask (a luminosity group).
  'gradient.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40"><defs><linearGradient id="g"><stop offset="0" stop-color="#e02020"/><stop offset="1" stop-color="#1060d0" stop-opacity="0.4"/></linearGradient></defs><rect width="60" height="40" fill="url(#g)"/></svg>',
  'disc.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="#000000"/></svg>',
  // A see-through group of its own: svg-to-pdfkit paints it in a transparency group with its own resources.
  'veiled.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><g opacity="0.5"><rect width="30" height="30" fill="#e02020"/><rect x="10" y="10" width="30" height="30" fill="#1060d0"/></g></svg>',
};

const dir = scratchDir('layout-pdfx-');
let files: Record<string, Buffer>;
let printFile: string;
const printed = {} as Record<'rgb' | 'cmyk', { file: string; raw: PdfFile; decoded: PdfFile }>;

async function render(kind: 'print' | 'standard', extra: Partial<Parameters<typeof renderDesignPdf>[1]> = {}): Promise<Buffer> {
  const loadImage = async (src: string) => {
    const file = files[src];
    if (!file) throw new Error(`no file ${src}`);
    return file;
  };
  const loadSvg = async (link: string) => SVGS[link] ?? Promise.reject(new Error(`no SVG ${link}`));
  // The same pictures in both (every pixel), so the two differ only as print and standard do.
  const { pdf, skipped } = await renderDesignPdf(CARD, { kind, loadImage, loadSvg, title: 'Press-grade Café & <Co>', pictureQuality: 'print', ...extra });
  expect(skipped).toEqual([]);
  return pdf;
}

beforeAll(async () => {
  files = await testPictures();
  for (const colors of ['rgb', 'cmyk'] as const) {
    const file = join(dir, `card-${colors}.pdf`);
    writeFileSync(file, await render('print', { colors }));
    printed[colors] = { file, raw: new PdfFile(file, false), decoded: new PdfFile(file, true) };
  }
  printFile = printed.rgb.file;
});

// A product printed in CMYK (issue 26) gets the same file in the press's inks: it is PDF/X-4 alike (cmyk.test.ts checks its colours).
describe.each(['rgb', 'cmyk'] as const)('the Print Ready PDF (%s) is PDF/X-4', (colors) => {
  let printFile: string;
  let raw: PdfFile;
  let decoded: PdfFile;
  beforeAll(() => {
    ({ file: printFile, raw, decoded } = printed[colors]);
  });

  it('declares PDF 1.6, the version PDF/X-4 is made on, and passes qpdf --check', () => {
    expect(readFileSync(printFile).subarray(0, 8).toString('latin1')).toBe('%PDF-1.6');
    expect(raw.version).toBe('1.6');
    const check = spawnSync('qpdf', ['--check', printFile]);
    expect(check.status, check.stdout.toString() + check.stderr.toString()).toBe(0);
  });

  it('has one PDF/X output intent: the CMYK output profile (N 4, class prtr) of FOGRA39, registered at color.org', () => {
    const catalog = raw.dict(raw.trailer['/Root']);
    const intents = raw.get(catalog['/OutputIntents']) as Json[];
    expect(intents).toHaveLength(1);
    const intent = raw.dict(intents[0]);
    expect(intent['/Type']).toBe('/OutputIntent');
    expect(intent['/S']).toBe('/GTS_PDFX');
    expect(text(intent['/OutputConditionIdentifier'])).toBe('FOGRA39');
    expect(text(intent['/RegistryName'])).toBe('http://www.color.org');
    expect(text(intent['/Info'])).toBe('Layout Coated FOGRA39');
    expect(raw.dict(intent['/DestOutputProfile'])['/N']).toBe(4);
    const profile = decoded.data(intent['/DestOutputProfile']);
    expect(profile.subarray(12, 20).toString('latin1')).toBe('prtrCMYK');
    expect(profile.equals(Buffer.from(shippedOutputProfile().bytes))).toBe(true);
  });

  it('says GTS_PDFXVersion PDF/X-4 and Trapped /False in its information, with its title and both dates', () => {
    const info = raw.dict(raw.trailer['/Info']);
    expect(text(raw.get(info['/GTS_PDFXVersion']))).toBe('PDF/X-4');
    expect(raw.get(info['/Trapped'])).toBe('/False');
    expect(text(raw.get(info['/Title']))).toBe('Press-grade Café & <Co>');
    const created = text(raw.get(info['/CreationDate']));
    expect(created).toMatch(/^D:\d{14}Z$/);
    expect(text(raw.get(info['/ModDate']))).toBe(created);
    expect(text(raw.get(info['/Producer']))).toBe('Layout');
  });

  it('carries the same in uncompressed XMP metadata on its catalog: pdfxid:GTS_PDFXVersion, dc:title, the dates, producer, trapping, document ids', () => {
    const catalog = raw.dict(raw.trailer['/Root']);
    const metadata = raw.dict(catalog['/Metadata']);
    expect(metadata).toMatchObject({ '/Type': '/Metadata', '/Subtype': '/XML' });
    expect(metadata['/Filter']).toBeUndefined();
    const xmp = decoded.data(catalog['/Metadata']).toString('utf8');
    expect(xmp).toMatch(/^<\?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"\?>/);
    expect(xmp).toMatch(/<\?xpacket end="w"\?>$/);
    const element = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xmp)?.[1];
    expect(xmp).toContain('xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/"');
    expect(element('pdfxid:GTS_PDFXVersion')).toBe('PDF/X-4');
    expect(element('pdf:Trapped')).toBe('False');
    const info = raw.dict(raw.trailer['/Info']);
    expect(element('pdf:Producer')).toBe(text(raw.get(info['/Producer'])));
    expect(element('xmp:CreatorTool')).toBe(text(raw.get(info['/Creator'])));
    expect(/<dc:title><rdf:Alt><rdf:li xml:lang="x-default">([^<]*)<\/rdf:li><\/rdf:Alt><\/dc:title>/.exec(xmp)?.[1]).toBe('Press-grade Café &amp; &lt;Co&gt;');
    // D:20261129034644Z in the information is 2026-11-29T03:46:44Z here.
    const [, y, mo, d, h, mi, s] = /^D:(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/.exec(text(raw.get(info['/CreationDate'])))!;
    const when = `${y}-${mo}-${d}T${h}:${mi}:${s}Z`;
    for (const date of ['xmp:CreateDate', 'xmp:ModifyDate', 'xmp:MetadataDate']) expect(element(date), date).toBe(when);
    expect(element('xmpMM:DocumentID')).toMatch(/^uuid:[0-9a-f-]{36}$/);
    expect(element('xmpMM:VersionID')).toBe('1');
    expect(element('xmpMM:RenditionClass')).toBe('default');
  });

  it('has a TrimBox and a BleedBox on every page: the trim within the bleed, the bleed within the media', () => {
    const pages = raw.pages();
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      const [media, bleed, trim] = ['/MediaBox', '/BleedBox', '/TrimBox'].map((box) => raw.get(page[box]) as number[]);
      expect(bleed, 'BleedBox').toHaveLength(4);
      expect(trim, 'TrimBox').toHaveLength(4);
      const within = (inner: number[], outer: number[]) =>
        inner[0]! >= outer[0]! && inner[1]! >= outer[1]! && inner[2]! <= outer[2]! && inner[3]! <= outer[3]! && inner[0]! < inner[2]! && inner[1]! < inner[3]!;
      expect(within(bleed!, media!), `${bleed} in ${media}`).toBe(true);
      expect(within(trim!, bleed!), `${trim} in ${bleed}`).toBe(true);
    }
  });

  it('embeds every font it uses (FontFile2 or FontFile3)', () => {
    const fonts = [...raw.dictionaries()].filter(([, dict]) => dict['/Type'] === '/Font' && dict['/Subtype'] !== '/CIDFontType2' && dict['/Subtype'] !== '/CIDFontType0');
    expect(fonts.length).toBeGreaterThanOrEqual(2); // Roboto regular and bold
    for (const [ref, font] of fonts) {
      expect(font['/Subtype'], ref).not.toBe('/Type3');
      const described = font['/Subtype'] === '/Type0' ? raw.dict((raw.get(font['/DescendantFonts']) as Json[])[0]) : font;
      const descriptor = raw.dict(described['/FontDescriptor']);
      expect(descriptor['/FontFile2'] ?? descriptor['/FontFile3'], `${ref} ${String(font['/BaseFont'])}`).toBeDefined();
    }
  });

  it.runIf(colors === 'rgb')('paints no RGB without saying it is sRGB: every page, form and tiling pattern has DefaultRGB = ICCBased sRGB, no group blends in DeviceRGB', () => {
    // The design does paint DeviceRGB: colour operators, pictures, a shading (else this proved nothing).
    const all = [...raw.dictionaries()];
    expect(all.some(([, dict]) => dict['/Subtype'] === '/Image' && dict['/ColorSpace'] === '/DeviceRGB')).toBe(true);
    expect(all.some(([, dict]) => dict['/ShadingType'] !== undefined && dict['/ColorSpace'] === '/DeviceRGB')).toBe(true);
    const painters = [
      ...raw.pages().map((page) => ['page', page] as const),
      ...all.filter(([, dict]) => dict['/Subtype'] === '/Form' || dict['/PatternType'] === 1).map(([ref, dict]) => [ref, dict] as const),
    ];
    expect(painters.filter(([, dict]) => dict['/Subtype'] === '/Form').length).toBeGreaterThanOrEqual(4); // groups, soft masks, pattern forms
    expect(painters.some(([, dict]) => dict['/PatternType'] === 1)).toBe(true);
    let srgb: Json | undefined;
    for (const [ref, dict] of painters) {
      const resources = raw.dict(dict['/Resources']);
      const defaultRgb = raw.get(raw.dict(resources['/ColorSpace'])['/DefaultRGB']) as Json[];
      expect(defaultRgb?.[0], `${ref}'s DefaultRGB`).toBe('/ICCBased');
      srgb ??= defaultRgb[1];
      expect(defaultRgb[1], ref).toBe(srgb);
    }
    expect(raw.dict(srgb)['/N']).toBe(3);
    const profile = decoded.data(srgb);
    expect(profile.subarray(12, 20).toString('latin1')).toBe('mntrRGB ');
    expect(profile.equals(Buffer.from(shippedProfileBytes('sRGB.icc')))).toBe(true);
    for (const [ref, dict] of all) {
      const group = raw.get(dict['/Group']) as Dict | undefined;
      if (group?.['/CS'] !== undefined) expect(raw.get(group['/CS']), `${ref}'s group`).not.toBe('/DeviceRGB');
    }
  });

  it('has no encryption, no actions, no JavaScript, no annotations, no forms and no alternate images', () => {
    expect(raw.trailer['/Encrypt']).toBeUndefined();
    const everything = JSON.stringify([...raw.objects.values()].map((object) => object.stream?.dict ?? object.value));
    for (const key of ['/OpenAction', '/AA', '/JavaScript', '/JS', '/Annots', '/AcroForm', '/Alternates', '/Launch', '/URI', '/S":"/GoToR', '/LZWDecode']) {
      expect(everything, key).not.toContain(`"${key}`);
    }
  });

  it('is drawn by Ghostscript, without an error or a warning', () => {
    const out = join(dir, 'gs-%d.png');
    const gs = spawnSync('gs', ['-dNOPAUSE', '-dBATCH', '-sDEVICE=png16m', '-r72', '-o', out, printFile]);
    expect(gs.status, gs.stderr.toString()).toBe(0);
    expect(gs.stderr.toString()).toBe('');
    expect(gs.stdout.toString()).not.toMatch(/error|warning|\*\*\*\*/i);
    expect(PNG.sync.read(readFileSync(join(dir, 'gs-2.png'))).width).toBeGreaterThan(0);
  });
});

describe('the Print Ready PDF looks as the design does', () => {
  /**
   * 127 ppi is 5 px a millimetre: the print page's slug (bleed 3 + gap 2 + mark 5 = 10 mm) is
   * 50 px, so its trim lies on whole pixels, where the standard page (the trim alone) is drawn.
   */
  const PPI = 127;
  const SLUG_PX = 50;
  const PX_PER_PAGE_PX = PPI / 96;
  const expectColor = colorExpectation(6);

  function popplerPage(file: string): PNG {
    const out = join(dir, `poppler-${Math.random().toString(36).slice(2)}`);
    execFileSync('pdftoppm', ['-r', String(PPI), '-png', '-singlefile', '-f', '1', '-l', '1', file, out]);
    return PNG.sync.read(readFileSync(`${out}.png`));
  }

  /** The print page's trim and the standard page, pixel by pixel: how many pixels differ by more than 4 levels, and the most any does. */
  function compare(print: PNG, standard: PNG): { share: number; worst: number } {
    let different = 0;
    let worst = 0;
    for (let y = 0; y < standard.height; y++) {
      for (let x = 0; x < standard.width; x++) {
        const a = rgbAt(standard, x, y);
        const b = rgbAt(print, x + SLUG_PX, y + SLUG_PX);
        const difference = Math.max(...a.map((channel, i) => Math.abs(channel - b[i]!)));
        worst = Math.max(worst, difference);
        if (difference > 4) different++;
      }
    }
    return { share: different / (standard.width * standard.height), worst };
  }

  let standardFile: string;
  beforeAll(async () => {
    standardFile = join(dir, 'standard-for-comparison.pdf');
    writeFileSync(standardFile, await render('standard'));
  });

  it("keeps the design's colours in Ghostscript: the print page's trim and the standard page (uncalibrated RGB) are the same picture", () => {
    const print = ghostscriptPage(printFile, 1, PPI);
    const printAt = (x: number, y: number) => rgbAt(print, Math.floor(x * PX_PER_PAGE_PX) + SLUG_PX, Math.floor(y * PX_PER_PAGE_PX) + SLUG_PX);
    // The colours the editor shows, at points inside flat areas (page px).
    expectColor(printAt(200, 200), PAPER);
    expectColor(printAt(40, 30), RED);
    expectColor(printAt(240, 30), TEAL);
    expectColor(printAt(300, 30), YELLOW);
    // Half-transparent white over the paper.
    expectColor(printAt(105, 35), [250, 248, 244], 8);
    expectColor(printAt(145, 30), STRIPE_RED);
    expectColor(printAt(155, 30), STRIPE_BLUE);
    const { share, worst } = compare(print, ghostscriptPage(standardFile, 1, PPI));
    expect(share, `${share} of the pixels differ by more than 4 levels (the most: ${worst})`).toBeLessThan(0.001);
  });

  it('keeps them in poppler too, which shows them proofed on the press when it reads the output intent', () => {
    // Poppler takes a file's one output intent as its display profile: it shows calibrated colours
    // as the press prints them (a proof: the design's red shows as the press's red, duller).
    const proofed = popplerPage(printFile);
    const proofedRed = rgbAt(proofed, Math.floor(40 * PX_PER_PAGE_PX) + SLUG_PX, Math.floor(30 * PX_PER_PAGE_PX) + SLUG_PX);
    expect(Math.max(...proofedRed.map((channel, i) => Math.abs(channel - RED[i]!)))).toBeGreaterThan(6);
    // Without it, DefaultRGB changes nothing: the same file with its catalog's OutputIntents key
    // renamed in place, drawn with and without its DefaultRGB entries (renamed likewise).
    const renamed = (names: string[]) => {
      const bytes = readFileSync(printFile);
      for (const name of names) {
        let at = bytes.indexOf(`/${name}`);
        expect(at, name).toBeGreaterThan(0);
        for (; at >= 0; at = bytes.indexOf(`/${name}`, at + 1)) bytes.write('X', at + 1, 'latin1');
      }
      const file = join(dir, `without-${names.join('-')}.pdf`);
      writeFileSync(file, bytes);
      return popplerPage(file);
    };
    const calibrated = renamed(['OutputIntents']);
    const uncalibrated = renamed(['OutputIntents', 'DefaultRGB']);
    expectColor(rgbAt(calibrated, Math.floor(40 * PX_PER_PAGE_PX) + SLUG_PX, Math.floor(30 * PX_PER_PAGE_PX) + SLUG_PX), RED);
    let different = 0;
    for (let i = 0; i < calibrated.data.length; i += 4) {
      if ([0, 1, 2].some((c) => Math.abs(calibrated.data[i + c]! - uncalibrated.data[i + c]!) > 4)) different++;
    }
    expect(different / (calibrated.width * calibrated.height)).toBeLessThan(0.001);
  });
});

describe('a print company’s own profile', () => {
  it('is the output intent, named by its description, with no registry', async () => {
    // The shipped profile under another name: a profile the ICC registry does not know.
    const bytes = Buffer.from(shippedOutputProfile().bytes);
    const at = bytes.indexOf('Layout Coated FOGRA39');
    bytes.write('Press 7 Gloss, 2026  ', at, 'latin1');
    const file = join(dir, 'custom.pdf');
    writeFileSync(file, await render('print', { outputProfile: readOutputProfile(bytes) }));
    const pdf = new PdfFile(file, false);
    const intent = pdf.dict((pdf.get(pdf.dict(pdf.trailer['/Root'])['/OutputIntents']) as Json[])[0]);
    expect(text(intent['/OutputConditionIdentifier'])).toBe('Press 7 Gloss, 2026');
    expect(text(intent['/Info'])).toBe('Press 7 Gloss, 2026');
    expect(intent['/RegistryName']).toBeUndefined();
    expect(new PdfFile(file, true).data(intent['/DestOutputProfile']).equals(bytes)).toBe(true);
  });
});

describe('the standard PDF', () => {
  it('stays as it was: PDF 1.7, no output intent, no PDF/X identification', async () => {
    const file = join(dir, 'standard.pdf');
    writeFileSync(file, await render('standard'));
    const pdf = new PdfFile(file, false);
    expect(pdf.version).toBe('1.7');
    expect(pdf.dict(pdf.trailer['/Root'])['/OutputIntents']).toBeUndefined();
    expect(pdf.dict(pdf.trailer['/Info'])['/GTS_PDFXVersion']).toBeUndefined();
  });
});
