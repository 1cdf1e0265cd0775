import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { AUTH_HEADER, type Asset, type DesignContent, type Font, type TextAsset, type UserData, fillTextConfig, pageGeometry, viewerDataDrivenValues } from '@layout/model';
import { layoutText } from '@layout/render';
import { loadPdfFontSet, renderDesignRaster } from '@layout/render/node';
import { type APIRequestContext, type Page, type TestInfo, expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { linesInBox, pdfWords } from './support/pdfWords';
import { type PixelDiff, diffPictures, diffRatioIn, onWhite } from './support/pixelDiff';

/**
 * Export fidelity (issue 6): each fixture design (e2e/fixtures/export/, together every asset
 * type and its properties; its pictures and SVGs uploaded as the user's own) is opened in the
 * editor and exported by the server as a standard PDF, and as a PNG by the export's renderer in
 * this process; every page of the PDF rasterised by poppler, and of the PNG, at the same scale
 * differs from the editor's drawing of the page in at most 1% of its pixels beyond an
 * anti-aliasing tolerance, and every text breaks into the same lines in the editor and the PDF.
 *
 * The editor's drawing is its page's content layer (page background and assets; no selection,
 * guides, bleed tint, trim line or markers live there) cut to the trim and drawn by Konva at
 * PX_PER_PAGE_PX.
 *
 * Every page's editor render, export rasters and differences are written to E2E_SHOTS=<dir> when
 * set, else to a temporary folder; the differences are attached to the test's results.
 */

const FIXTURES = join(import.meta.dirname, 'fixtures');
const EXPORT_FIXTURES = join(FIXTURES, 'export');
const FILES = join(FIXTURES, 'files');
const CONTENT_TYPES: Record<string, string> = { '.png': 'image/png', '.svg': 'image/svg+xml' };
/**
 * Pixels per page px of both renders (the editor's 1 px = 1/96 in, so poppler renders at 96 ppi
 * times this): 2, as the editor draws on a high-density screen. At 1 the anti-aliased edges of
 * small type are so large a share of a thin asset that a missing dotted line hides among them.
 */
const PX_PER_PAGE_PX = Number(process.env.E2E_FIDELITY_SCALE ?? 2);
const PPI = 96 * PX_PER_PAGE_PX;
/** 1 px = 1/96 in = 0.75 pt. */
const PT_PER_PX = 0.75;
const DIFF = { tolerance: 32, reach: 1 };
/** The issue's bound, per page. */
const MAX_DIFFERENT = 0.01;
/**
 * Per asset, in its own extent: a small asset drawn wrongly or not at all is a sliver of a page
 * (a missing line of text or dotted line stays under 1% of it), yet 6% or more of its own box;
 * the fixtures as drawn stay at or under 2.3% there (measured at scale 2; docs/decisions.md).
 */
const MAX_DIFFERENT_PER_ASSET = 0.03;
const SHOTS = process.env.E2E_SHOTS;

type Fixture = { name: string; design: DesignContent };
type Hook = { getStage(pageId: string): unknown };

// Poppler reads the PDF back. Left out, with a notice, where it is missing, as the PDF unit tests
// are (vitest.config.ts); CI sets LAYOUT_REQUIRE_PDF_TOOLS=1, so there it must be installed.
const missingTools = ['pdftoppm', 'pdftotext'].filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
test.skip(missingTools.length > 0 && process.env.LAYOUT_REQUIRE_PDF_TOOLS !== '1', `${missingTools.join(' and ')} missing: apt-get install -y poppler-utils`);

const fixtureNames = readdirSync(EXPORT_FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .sort();

let unique = 0;
async function signUp(request: APIRequestContext): Promise<{ jwt: string; user: UserData }> {
  const email = `fidelity-${Date.now()}-${++unique}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { firstname: 'Fidel', lastname: 'Ity-Print', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { jwt, userData } = (await login.json()) as { jwt: string; userData: UserData };
  return { jwt, user: userData };
}

/**
 * The fixture with each text in a family the server stores (seeded) given that font's id, and the
 * font files by id: the design names its fonts by family, since ids are the server's.
 */
async function withStoredFonts(request: APIRequestContext, design: DesignContent): Promise<{ design: DesignContent; fontFiles: Map<number, Uint8Array> }> {
  const fonts = (await (await request.get('/api/fonts/public')).json()) as Font[];
  const fontFiles = new Map<number, Uint8Array>();
  const assets = [];
  for (const asset of design.assets) {
    const font = asset.type === 'text' && asset.textConfig.fontFamily !== 'Roboto' ? fonts.find((f) => f.name === asset.textConfig.fontFamily) : undefined;
    if (asset.type !== 'text' || !font) {
      assets.push(asset);
      continue;
    }
    if (!fontFiles.has(font.id)) {
      const file = await request.get(font.link);
      expect(file.ok(), `the stored font ${font.name}`).toBe(true);
      fontFiles.set(font.id, new Uint8Array(await file.body()));
    }
    assets.push({ ...asset, textConfig: { ...asset.textConfig, fontId: font.id } });
  }
  return { design: { ...design, assets }, fontFiles };
}

/**
 * The fixture's files uploaded as the user's own (pictures to their images, SVG artwork to their
 * icons), and the design with each /e2e-fixtures/<name> link replaced by the stored file's link:
 * the editor and the server's export read the same stored bytes.
 */
async function withUploadedFiles(request: APIRequestContext, jwt: string, design: DesignContent): Promise<DesignContent> {
  let text = JSON.stringify(design);
  const names = new Set([...text.matchAll(/\/e2e-fixtures\/([\w.-]+)/g)].map((m) => m[1]!));
  for (const name of names) {
    const file = { name, mimeType: CONTENT_TYPES[extname(name)]!, buffer: readFileSync(join(FILES, name)) };
    const uploaded = await request.post(name.endsWith('.svg') ? '/api/svgs' : '/api/images/upload', { headers: { [AUTH_HEADER]: jwt }, multipart: { file } });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    const [stored] = (await uploaded.json()) as { link: string }[];
    text = text.replaceAll(`/e2e-fixtures/${name}`, stored!.link);
  }
  return JSON.parse(text) as DesignContent;
}

/** The standard PDF of a design as the server exports it: its signed link, then the file. */
async function serverPdf(request: APIRequestContext, jwt: string, designId: number): Promise<Buffer> {
  const exported = await request.get(`/api/designs/${designId}/export/pdf?isPrintResolution=false`, { headers: { [AUTH_HEADER]: jwt } });
  expect(exported.ok(), await exported.text()).toBe(true);
  const { signedUrl } = (await exported.json()) as { signedUrl: string };
  const file = await request.get(signedUrl);
  expect(file.ok(), `the exported PDF at ${signedUrl}`).toBe(true);
  return file.body();
}

/**
 * The page's content layer drawn by Konva at PX_PER_PAGE_PX, cut to the trim, once pictures and
 * fonts are in; null while the page is not drawn completely yet.
 */
function editorRender(page: Page, pageId: string, trim: { width: number; height: number }) {
  return page.evaluate(
    ({ pageId, trim, pxPerPagePx }) => {
      type Node = { getAttr(name: string): unknown; id(): string };
      type Layer = Node & { x(): number; y(): number; scaleX(): number; toDataURL(config: object): string };
      type Stage = { findOne(selector: string): Layer | undefined; find(selector: string): Node[] };
      const stage = (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getStage(pageId) as Stage | undefined;
      const layer = stage?.findOne('.content-layer');
      if (!stage || !layer) return null;
      if (stage.find('.picture-loading').length > 0) return null;
      const assets = stage.find('.asset');
      // A text is laid out (and drawn) once its font is in.
      const lines: Record<string, string[]> = {};
      for (const node of assets) {
        const laidOut = node.getAttr('layoutLines') as string[] | undefined;
        if (laidOut) lines[node.id()] = laidOut;
      }
      const scale = layer.scaleX();
      const url = layer.toDataURL({ x: layer.x(), y: layer.y(), width: trim.width * scale, height: trim.height * scale, pixelRatio: pxPerPagePx / scale });
      return { url, lines, assetCount: assets.length };
    },
    { pageId, trim, pxPerPagePx: PX_PER_PAGE_PX },
  );
}

const pngBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/** The editor's render of a page once every asset is drawn and two renders in a row agree. */
async function settledEditorRender(page: Page, design: DesignContent, pageId: string) {
  const trim = pageGeometry(design.layoutDimensions).trim;
  const drawnTypes = design.assets.filter((a) => a.pageId === pageId && a.type !== 'group');
  const textIds = drawnTypes.filter((a) => a.type === 'text').map((a) => a.id);
  let previous: string | undefined;
  let settled: { url: string; lines: Record<string, string[]> } | undefined;
  await expect
    .poll(
      async () => {
        const render = await editorRender(page, pageId, trim);
        if (!render) return 'no stage';
        if (render.assetCount < drawnTypes.length) return `${render.assetCount} of ${drawnTypes.length} assets drawn`;
        const missing = textIds.filter((id) => !render.lines[id]);
        if (missing.length > 0) return `texts not laid out: ${missing.join(', ')}`;
        const same = render.url === previous;
        previous = render.url;
        if (!same) return 'still changing';
        settled = render;
        return 'settled';
      },
      { timeout: 20_000 },
    )
    .toBe('settled');
  return settled!;
}

/** One page of the PDF rasterised by poppler at PPI. */
function rasterisePdfPage(pdfPath: string, pageNumber: number, outPrefix: string): PNG {
  execFileSync('pdftoppm', ['-r', String(PPI), '-f', String(pageNumber), '-l', String(pageNumber), '-singlefile', '-png', pdfPath, outPrefix]);
  return PNG.sync.read(readFileSync(`${outPrefix}.png`));
}

/** Where each text's lines are read in the PDF: its box in pt, for texts not turned. */
function textBoxPt(asset: TextAsset) {
  const w = asset.width * asset.scaleX;
  const h = asset.height * asset.scaleY;
  return { x: Math.min(asset.x, asset.x + w) * PT_PER_PX, y: Math.min(asset.y, asset.y + h) * PT_PER_PX, width: Math.abs(w) * PT_PER_PX, height: Math.abs(h) * PT_PER_PX };
}

/** An asset's extent on the renders (px): its turned, scaled box's bounds, grown by its stroke. */
function assetBounds(asset: Asset) {
  const rad = (asset.rotation * Math.PI) / 180;
  const w = asset.width * asset.scaleX;
  const h = asset.height * asset.scaleY;
  const corners = [
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
  ].map(([dx, dy]) => ({ x: asset.x + dx! * Math.cos(rad) - dy! * Math.sin(rad), y: asset.y + dx! * Math.sin(rad) + dy! * Math.cos(rad) }));
  const stroke = asset.type === 'line' ? asset.lineConfig.strokeWidth : asset.type === 'shape' && asset.shapeProps.strokeEnabled ? asset.shapeProps.strokeWidth : 0;
  const pad = 2 + stroke;
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const k = PX_PER_PAGE_PX;
  return { left: (Math.min(...xs) - pad) * k, top: (Math.min(...ys) - pad) * k, right: (Math.max(...xs) + pad) * k, bottom: (Math.max(...ys) + pad) * k };
}

/** Each drawn asset's share of differing pixels in its own extent, worst first. */
function perAsset(diff: PixelDiff, assets: readonly Asset[]): { id: string; ratio: number }[] {
  return assets
    .filter((a) => a.type !== 'group' && a.type !== 'background')
    .map((a) => ({ id: a.id, ratio: diffRatioIn(diff, assetBounds(a)) }))
    .sort((a, b) => b.ratio - a.ratio);
}

/**
 * Compares the editor's render of a page with an export's: writes the difference picture, then
 * asserts the page's share of differing pixels (the issue's bound) and each asset's; answers the
 * measurement for the log.
 */
async function compare(testInfo: TestInfo, label: string, editorPng: PNG, exportPng: PNG, diffName: string, assets: readonly Asset[]): Promise<string> {
  const diff = diffPictures(editorPng, exportPng, DIFF);
  writeFileSync(`${diffName}.png`, PNG.sync.write(diff.image));
  // Copied into the test's results by Playwright, where a failure is looked at.
  await testInfo.attach(basename(diffName), { path: `${diffName}.png`, contentType: 'image/png' });
  const percent = (diff.ratio * 100).toFixed(3);
  const byAsset = perAsset(diff, assets);
  const result = `${label}: ${percent}% of ${diff.total} px differ (editor ${editorPng.width}x${editorPng.height}, export ${exportPng.width}x${exportPng.height}); worst assets: ${byAsset
    .slice(0, 3)
    .map((a) => `${a.id} ${(a.ratio * 100).toFixed(2)}%`)
    .join(', ')}`;
  console.log(result);
  // Both renders cover the page: at most a rounding pixel apart in size.
  expect(Math.abs(editorPng.width - exportPng.width), label).toBeLessThanOrEqual(1);
  expect(Math.abs(editorPng.height - exportPng.height), label).toBeLessThanOrEqual(1);
  expect(diff.ratio, `${label}: ${percent}% of pixels differ; see ${diffName}.png`).toBeLessThanOrEqual(MAX_DIFFERENT);
  const worst = byAsset[0];
  if (worst) expect(worst.ratio, `${label}: ${(worst.ratio * 100).toFixed(2)}% of ${worst.id}'s pixels differ; see ${diffName}.png`).toBeLessThanOrEqual(MAX_DIFFERENT_PER_ASSET);
  return result;
}

const words = (line: string) => line.split(/\s+/).filter(Boolean).join(' ');

for (const fileName of fixtureNames) {
  test(`the PDF and PNG exports of "${fileName}" look like the editor: ≤1% of pixels differ, identical line breaks`, async ({ page, request }, testInfo) => {
    const fixture = JSON.parse(readFileSync(join(EXPORT_FIXTURES, fileName), 'utf8')) as Fixture;
    const { jwt, user } = await signUp(request);
    const { design, fontFiles } = await withStoredFonts(request, await withUploadedFiles(request, jwt, fixture.design));
    const created = await request.post('/api/designs', { headers: { [AUTH_HEADER]: jwt }, data: { name: fixture.name, design } });
    expect(created.ok(), await created.text()).toBe(true);
    const designId = ((await created.json()) as { id: number }).id;

    // The export as the server makes it: a standard PDF, from the stored files and fonts, the
    // fields filled with the exporting user's details.
    const pdfBytes = await serverPdf(request, jwt, designId);
    const outDir = SHOTS ?? mkdtempSync(join(tmpdir(), 'layout-fidelity-'));
    mkdirSync(outDir, { recursive: true });
    const base = join(outDir, fileName.replace(/\.json$/, ''));
    const pdfPath = `${base}.pdf`;
    writeFileSync(pdfPath, pdfBytes);

    // The PNG export (the raster painters on Skia), here at the renders' resolution
    // (the server's are 96 and 300 ppi), from the same stored files; it tells what it left out.
    const dataDrivenValues = viewerDataDrivenValues(user);
    const fonts = await loadPdfFontSet(fontFiles);
    const loadLink = async (link: string) => {
      const file = await request.get(link);
      if (!file.ok()) throw new Error(`${link}: ${file.status()}`);
      return file.body();
    };
    const raster = await renderDesignRaster(design, {
      format: 'png',
      ppi: PPI,
      fonts,
      dataDrivenValues,
      loadImage: loadLink,
      loadSvg: async (link) => (await loadLink(link)).toString('utf8'),
    });
    expect(raster.skipped, 'assets the export left out').toEqual([]);
    expect(raster.pages).toHaveLength(design.pages.length);

    await page.addInitScript((token) => localStorage.setItem('layout_token', token), jwt);
    await page.goto(`/designs/${designId}`);

    const results: string[] = [];
    for (const [index, designPage] of design.pages.entries()) {
      await page.getByTestId(`page-canvas-${index}`).scrollIntoViewIfNeeded();
      const editor = await settledEditorRender(page, design, designPage.id);
      const pageName = `${base}-page-${index + 1}`;
      // The pictures as drawn (not encoded again: encoding takes longer than the comparison).
      const editorBytes = pngBytes(editor.url);
      writeFileSync(`${pageName}-editor.png`, editorBytes);
      const editorPng = onWhite(PNG.sync.read(editorBytes));
      const pageAssets = design.assets.filter((a) => a.pageId === designPage.id);
      const pdfRaster = onWhite(rasterisePdfPage(pdfPath, index + 1, `${pageName}-export`));
      results.push(await compare(testInfo, `${fileName} page ${index + 1}, PDF by pdftoppm`, editorPng, pdfRaster, `${pageName}-diff`, pageAssets));
      writeFileSync(`${pageName}-png-export.png`, raster.pages[index]!);
      const pngExport = onWhite(PNG.sync.read(raster.pages[index]!));
      results.push(await compare(testInfo, `${fileName} page ${index + 1}, PNG export`, editorPng, pngExport, `${pageName}-png-diff`, pageAssets));

      // Line breaks: the editor's lines are the ones the export lays out from the same content and
      // fonts, and the ones the PDF holds (read back by poppler, for texts not turned).
      const pdfPageWords = pdfWords(pdfPath, index + 1);
      for (const asset of design.assets) {
        if (asset.type !== 'text' || asset.pageId !== designPage.id) continue;
        const editorLines = editor.lines[asset.id]!;
        const config = fillTextConfig(asset.textConfig, dataDrivenValues);
        const exportLines = layoutText({ textConfig: config, width: asset.width }, fonts.resolve(config)).lines.map((l) => l.text);
        expect(editorLines.map(words), `lines of ${asset.id}, editor vs export layout`).toEqual(exportLines.map(words));
        if (asset.rotation % 360 === 0) {
          const lineGap = (config.fontSize * Math.abs(asset.scaleY)) / 3;
          const inPdf = linesInBox(pdfPageWords, textBoxPt(asset), lineGap);
          expect(inPdf, `lines of ${asset.id} in the PDF`).toEqual(editorLines.map(words).filter(Boolean));
        }
      }
    }
    testInfo.annotations.push({ type: 'fidelity', description: results.join('; ') });
  });
}
