import { execFileSync } from 'node:child_process';
import type { Asset, DesignContent } from '@layout/model';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontsourceTtf, withoutTable } from '../fonts/fontFixtures';
import { insertFont } from '../fonts/fonts.queries';
import { newFileKey } from '../storage/keys';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { findUserById, updateUser } from '../users/users.queries';
import { gatherExportInputs } from './exportInputs';
import renderExport from './exportWorker';
import { cardContent, drawn, pdfTool, requireTools, storeIcon, storePhoto } from './testing';

/**
 * Rule: an export reads only the fonts, pictures and SVG files the viewer may use (public and
 * library items, their own, or for an admin anyone's). Another user's private font, picture or
 * icon is treated as a missing file: left out (a text falls back to the default font) and
 * reported, never copied into the file. And one stored font that cannot be embedded does not
 * fail the export: its texts print in the default font, reported.
 */
let t: TestApp;
let ann: SignedUp;
let ben: SignedUp;
let admin: SignedUp;
const ids = { annFont: 0, benFont: 0, publicFont: 0, brokenFont: 0 };
const links = { annPhoto: '', benPhoto: '', annIcon: '', benIcon: '', publicIcon: '' };

const square = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${colour}"/></svg>`;

async function storeFont(owner: SignedUp | null, name: string, bytes: Buffer): Promise<number> {
  const key = newFileKey('fonts', 'ttf');
  await t.app.storage.put(key, bytes, 'font/ttf');
  return (await insertFont(t.app.db, { name, userId: owner?.user.id ?? null, fileKey: key, fontCategoryId: 1 })).id;
}

beforeAll(async () => {
  requireTools('pdffonts', 'pdfimages', 'pdftoppm');
  t = await createTestApp();
  [ann, ben, admin] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  await updateUser(t.app.db, admin.user.id, { role: 'admin' });
  ids.annFont = await storeFont(ann, 'Lato', await fontsourceTtf('lato', 'lato-latin-400-normal'));
  ids.benFont = await storeFont(ben, 'Lobster', await fontsourceTtf('lobster', 'lobster-latin-400-normal'));
  ids.publicFont = await storeFont(null, 'Anton', await fontsourceTtf('anton', 'anton-latin-400-normal'));
  // Planted in storage as it is (an upload would now refuse it): it parses, but cannot be embedded.
  ids.brokenFont = await storeFont(ben, 'Broken', withoutTable(await fontsourceTtf('oswald', 'oswald-latin-400-normal'), 'post'));
  links.annPhoto = await storePhoto(t, ann, 300, 200, '#00ff00');
  links.benPhoto = await storePhoto(t, ben, 250, 150, '#0000ff');
  links.annIcon = await storeIcon(t, ann, square('#ff0000'));
  links.benIcon = await storeIcon(t, ben, square('#00ffff'));
  links.publicIcon = await storeIcon(t, null, square('#ff00ff'));
});
afterAll(() => t.close());

const place = { rotation: 0, scaleX: 1, scaleY: 1, opacity: 1 };

/** Ben's card naming Ann's private font, picture and icon beside his own and the public ones. */
function bensCard(): DesignContent {
  const content = cardContent({ fontId: ids.annFont, text: 'Ann font' });
  const pageId = content.pages[0]!.id;
  const text = (id: string, fontId: number, y: number): Asset =>
    ({ ...(content.assets[0] as Asset), id, y, textConfig: { ...(content.assets[0] as Extract<Asset, { type: 'text' }>).textConfig, fontId, text: id } }) as Asset;
  content.assets.push(
    text('Ben font', ids.benFont, 50),
    text('Public font', ids.publicFont, 80),
    text('Broken font', ids.brokenFont, 110),
    { ...place, pageId, id: 'ann-photo', type: 'image', zIndex: 3, x: 20, y: 140, width: 60, height: 40, imageElementSrc: links.annPhoto } as Asset,
    { ...place, pageId, id: 'ben-photo', type: 'image', zIndex: 3, x: 90, y: 140, width: 60, height: 40, imageElementSrc: links.benPhoto } as Asset,
    { ...place, pageId, id: 'ann-icon', type: 'icon', zIndex: 3, x: 250, y: 10, width: 40, height: 40, link: links.annIcon } as Asset,
    { ...place, pageId, id: 'ben-icon', type: 'icon', zIndex: 3, x: 250, y: 60, width: 40, height: 40, link: links.benIcon } as Asset,
    { ...place, pageId, id: 'public-icon', type: 'icon', zIndex: 3, x: 250, y: 110, width: 40, height: 40, link: links.publicIcon } as Asset,
  );
  return content;
}

async function exportPdf(who: SignedUp, owner: SignedUp): Promise<Buffer> {
  const saved = await t.app.inject({ method: 'POST', url: '/api/designs', headers: owner.headers, payload: { name: `Card for ${who.email}`, design: bensCard() } });
  expect(saved.statusCode, saved.body).toBe(201);
  const res = await t.app.inject({ method: 'GET', url: `/api/designs/${saved.json().id}/export/pdf?isPrintResolution=false`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (await t.app.inject({ method: 'GET', url: res.json().signedUrl })).rawPayload;
}

const fontsOf = (pdf: Buffer) => pdfTool('pdffonts', [], pdf);
const imageSizesOf = (pdf: Buffer) =>
  pdfTool('pdfimages', ['-list'], pdf)
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/).slice(3, 5).join('x'));

/** The colour at a point of the page, in the editor's px (the PDF rasterised at 96 dpi). */
async function colourAt(pdf: Buffer, x: number, y: number): Promise<number[]> {
  const raster = await sharp(execFileSync('pdftoppm', ['-r', '96', '-png', '-singlefile', '-'], { input: pdf }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * raster.info.width + x) * raster.info.channels;
  return [...raster.data.subarray(at, at + 3)];
}

describe('an export by a user who names another user’s private files', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await exportPdf(ben, ben);
  });

  it('does not embed the other user’s private font, and does embed their own and the public one', () => {
    const fonts = fontsOf(pdf);
    expect(fonts).not.toMatch(/Lato/);
    expect(fonts).toMatch(/Lobster/);
    expect(fonts).toMatch(/Anton/);
  });

  it('does not contain the other user’s picture or icon, and does contain their own and the public one', async () => {
    // One picture: Ben's blue photo; Ann's green one is neither embedded nor drawn.
    expect(imageSizesOf(pdf)).toHaveLength(1);
    expect(await colourAt(pdf, 50, 160)).toEqual([255, 255, 255]);
    const blue = await colourAt(pdf, 120, 160);
    expect(blue[2]).toBeGreaterThan(200);
    expect(blue[0]! + blue[1]!).toBeLessThan(60);
    // Ann's red icon is not drawn; Ben's cyan one and the public magenta one are.
    expect(await colourAt(pdf, 270, 30)).toEqual([255, 255, 255]);
    expect(await colourAt(pdf, 270, 80)).toEqual([0, 255, 255]);
    expect(await colourAt(pdf, 270, 130)).toEqual([255, 0, 255]);
  });

  it('still makes the file when a stored font cannot be embedded: its text is in the default font', () => {
    expect(fontsOf(pdf)).toMatch(/Roboto/);
    expect(fontsOf(pdf)).not.toMatch(/Oswald/);
  });

  it('reports what it left out or drew in the default font, with the same words for missing and forbidden', async () => {
    const viewer = (await findUserById(t.app.db, ben.user.id))!;
    const content = bensCard();
    const inputs = await gatherExportInputs(t.app, content, viewer);
    const { skipped } = await drawn(renderExport({ content, output: { type: 'pdf', kind: 'standard', bleedMm: 0, colors: 'rgb' }, entryBaseName: 'card', ...inputs }));
    const reasons = Object.fromEntries(skipped.map(({ assetId, reason }) => [assetId, reason]));
    expect(Object.keys(reasons).sort()).toEqual(['Broken font', 'ann-icon', 'ann-photo', 'text-0']);
    expect(reasons['text-0']).toMatch(/the file is not available.*printed in the default font/);
    expect(reasons['Broken font']).toMatch(/printed in the default font/);
    expect(reasons['ann-photo']).toMatch(/the file is not available/);
    expect(reasons['ann-icon']).toMatch(/the file is not available/);
    // A missing file reads the same: whether the file exists is not told.
    const missing = await gatherExportInputs(t.app, cardContent({ fontId: 999_999, photo: '/api/files/images/00000000-0000-4000-8000-000000000000.jpg' }), viewer);
    expect(missing.unavailableFonts).toEqual([{ fontId: 999_999, reason: 'the file is not available' }]);
    expect(missing.pictures[0]![1]).toEqual({ error: 'the file is not available' });
  });
});

describe('an admin’s export of someone’s design', () => {
  it('reads every file the design names (admins may use anyone’s)', async () => {
    const pdf = await exportPdf(admin, ben);
    expect(fontsOf(pdf)).toMatch(/Lato/);
    expect(imageSizesOf(pdf)).toHaveLength(2);
    expect(await colourAt(pdf, 270, 30)).toEqual([255, 0, 0]);
    const green = await colourAt(pdf, 50, 160);
    expect(green[1]).toBeGreaterThan(200);
  });
});
