import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_HEADER, type Product, createDesignContent, defaultLayoutDimensions, defaultTextConfig } from '@layout/model';
import { layoutText } from '@layout/render';
import { loadDefaultFontSet } from '@layout/render/node';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

/**
 * Print runs (issue 26): a double-sided card with %fullName% on the front and %phone% on the
 * back, printed for a list of people from the Download dialog. A bad row is listed before anything
 * is made and Make waits for it; corrected in the pasted rows, each person is shown on the canvas
 * in turn; one Print Ready PDF holds every copy, each person's two pages together; the list kept,
 * a ZIP of one PDF per person from an uploaded CSV.
 */

const SHOTS = process.env.PRINT_RUN_SHOTS_DIR ?? '/tmp';
const fonts = await loadDefaultFontSet();

async function signUp(request: APIRequestContext): Promise<string> {
  const email = `print-run-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e secret password';
  const registered = await request.post('/api/users', { data: { firstname: 'Pat', lastname: 'Printer', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { jwt } = (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as { jwt: string };
  return jwt;
}

/**
 * A saved double-sided business card: '%fullName%' on the front in a box one line tall (a long name
 * wraps out of it), 'Call %phone%' on the back; opened in the editor. Answers its name.
 */
async function openTeamCard(page: Page, request: APIRequestContext, token: string): Promise<string> {
  const products = (await (await request.get('/api/products')).json()) as Product[];
  const product = products.find((p) => p.name === 'Double Sided Business Cards')!;
  const size = product.productSizes[0]!;
  const content = createDesignContent({ ...defaultLayoutDimensions(), flatWidth: size.width, flatHeight: size.height, units: 'mm' }, product.printFormat);
  const [front, back] = content.pages;
  const base = { scaleX: 1, scaleY: 1, rotation: 0, opacity: 1, x: 40, y: 60, width: 260 };
  const nameConfig = defaultTextConfig({ text: '%fullName%' });
  const oneLine = layoutText({ textConfig: { ...nameConfig, text: 'Ada Lovelace' }, width: base.width }, fonts.resolve(nameConfig)).height;
  content.assets.push(
    { ...base, id: 'name', type: 'text', pageId: front!.id, zIndex: 1, height: oneLine, textConfig: nameConfig },
    { ...base, id: 'phone', type: 'text', pageId: back!.id, zIndex: 1, height: oneLine, textConfig: defaultTextConfig({ text: 'Call %phone%' }) },
  );
  const name = `Team cards ${Date.now()}`;
  const created = await request.post('/api/designs', {
    headers: { [AUTH_HEADER]: token },
    data: { name, categoryId: product.categoryId, productId: product.id, productSizeId: size.id, printFormat: product.printFormat, design: content },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.addInitScript((t) => localStorage.setItem('layout_token', t), token);
  await page.goto(`/designs/${id}`);
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  return name;
}

/** The lines the canvas lays out and draws for a text (its Konva node's `layoutLines`); null while it is not drawn. */
function drawnLines(page: Page, assetId: string): Promise<string[] | null> {
  return page.evaluate((id) => {
    type Node = { id(): string; getAttr(name: string): unknown };
    type Hook = {
      getContent: () => { pages: { id: string }[]; assets: { id: string; pageId: string }[] };
      getStage: (pageId: string) => { find: (selector: string) => Node[] } | undefined;
    };
    const hook = (window as unknown as { __layoutEditor?: Hook }).__layoutEditor;
    const asset = hook?.getContent().assets.find((a) => a.id === id);
    const node =
      asset &&
      hook
        ?.getStage(asset.pageId)
        ?.find('.asset')
        .find((n) => n.id() === id);
    return (node?.getAttr('layoutLines') as string[] | undefined) ?? null;
  }, assetId);
}

/** Waits until the canvas draws the card for this person: their name on the front, their phone on the back. */
async function expectCanvasShows(page: Page, person: { name: string; phone: string }) {
  await expect.poll(() => drawnLines(page, 'name')).toEqual([person.name]);
  await expect.poll(() => drawnLines(page, 'phone')).toEqual([`Call ${person.phone}`]);
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `printrun-${name}.png`) });

const pdfText = (path: string, pageNumber: number) => execFileSync('pdftotext', ['-f', String(pageNumber), '-l', String(pageNumber), path, '-'], { encoding: 'utf8' }).trim();

const LONG_NAME = 'Maximilian Alexander Bartholomew von Hohenzollern-Sigmaringen';
const TEAM = [
  { name: 'Ada Lovelace', phone: '555-0101' },
  { name: 'Grace Hopper', phone: '555-0102' },
  { name: 'Alan Turing', phone: '555-0103' },
];
const csv = (rows: readonly { name: string; phone: string }[]) => ['Name,Phone', ...rows.map((r) => `${r.name},${r.phone}`)].join('\n');

test('a card with data-driven fields printed for a list of people: the bad row listed first, each person previewed, one PDF and a ZIP', async ({ page, request }) => {
  const token = await signUp(request);
  const designName = await openTeamCard(page, request, token);
  // The viewer's own details on the canvas; their phone is not given, so it shows as typed.
  await expect.poll(() => drawnLines(page, 'name')).toEqual(['Pat Printer']);

  // The way in: the Download dialog, for a design with data-driven fields.
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = page.getByRole('dialog', { name: 'Download' });
  await expect(download.getByTestId('print-run-entry')).toContainText('Your design fills in Full name and Phone.');
  await shot(page, '0-download-dialog');
  await download.getByRole('button', { name: 'Print for a list of people…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print for a list of people' });
  await expect(dialog).toBeVisible();
  await expect(download).toHaveCount(0);

  // Step 1: rows pasted; the second row has no phone and a name longer than the box.
  const rows = dialog.getByTestId('print-run-table');
  await rows.fill('Name,Phone\n');
  await expect(dialog).toContainText('The table has column names but no rows of people under them.');
  await rows.fill(csv([TEAM[0]!, { name: LONG_NAME, phone: '' }, TEAM[2]!]));
  await expect(dialog.getByTestId('print-run-table-summary')).toHaveText('3 people, 2 columns: Name, Phone');
  await shot(page, '1-people');
  await dialog.getByRole('button', { name: 'Next: match the columns' }).click();

  // Step 2: the columns guessed from their names; the canvas shows the first person.
  await expect(dialog.getByRole('combobox', { name: 'Full name' })).toHaveValue('Name');
  await expect(dialog.getByRole('combobox', { name: 'Phone' })).toHaveValue('Phone');
  await expect(dialog.getByTestId('print-run-preview-table')).toContainText('missing');
  await expectCanvasShows(page, TEAM[0]!);
  await shot(page, '2-columns');
  await dialog.getByRole('button', { name: 'Next: check the people' }).click();

  // Step 3: the bad row is listed, both of its problems, before anything is made.
  const problems = dialog.getByTestId('print-run-problems');
  await expect(problems).toContainText('A row cannot be printed as designed');
  await expect(problems.getByTestId('print-run-problem')).toHaveText([
    'Row 2 has no Phone: its %phone% would print as typed.',
    'Row 2: “Maximilian Alexander Bartholomew von Ho…” on page 1 is longer than its text box holds.',
  ]);
  await expect(dialog.getByTestId('print-run-person')).toHaveText('Person 1 of 3');
  // Choosing a problem shows that person: the name wraps out of its box, the phone as typed.
  await problems.getByTestId('print-run-problem').first().click();
  await expect(dialog.getByTestId('print-run-person')).toHaveText('Person 2 of 3');
  await expect.poll(async () => (await drawnLines(page, 'name'))?.length ?? 0).toBeGreaterThan(1);
  await expect.poll(() => drawnLines(page, 'phone')).toEqual(['Call %phone%']);
  await shot(page, '3-check-bad-row');
  // No serious accessibility violation in the drawer at its fullest (WCAG 2.1 A and AA, as e2e/accessibility.spec.ts scans).
  const axe = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .include('[role="dialog"]')
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await dialog.getByRole('button', { name: 'Next: choose the file' }).click();
  await expect(dialog.getByTestId('print-run-make')).toBeDisabled();
  await expect(dialog.getByTestId('print-run-problems')).toBeVisible();
  await shot(page, '4-make-refused');

  // Corrected in the pasted rows: nothing else was lost (the columns stay as they were).
  await dialog.getByRole('button', { name: 'Correct the rows' }).click();
  await expect(rows).toHaveValue(csv([TEAM[0]!, { name: LONG_NAME, phone: '' }, TEAM[2]!]));
  await rows.fill(csv(TEAM));
  await dialog.getByRole('button', { name: 'Next: match the columns' }).click();
  await dialog.getByRole('button', { name: 'Next: check the people' }).click();
  await expect(dialog.getByTestId('print-run-all-fit')).toHaveText(/All 3 people can be printed as designed/);

  // The pager shows each person's copy on the canvas.
  await expect(dialog.getByTestId('print-run-person')).toHaveText('Person 2 of 3');
  await expectCanvasShows(page, TEAM[1]!);
  await shot(page, '5-check-person-2');
  await dialog.getByRole('button', { name: 'Previous person' }).click();
  await expect(dialog.getByTestId('print-run-person')).toHaveText('Person 1 of 3');
  await expectCanvasShows(page, TEAM[0]!);
  await dialog.getByRole('button', { name: 'Next person' }).click();
  await dialog.getByRole('button', { name: 'Next person' }).click();
  await expect(dialog.getByTestId('print-run-person')).toHaveText('Person 3 of 3');
  await expect(dialog.getByRole('button', { name: 'Next person' })).toBeDisabled();
  await expectCanvasShows(page, TEAM[2]!);
  await shot(page, '6-check-person-3');
  // The back is brought into view from the pager (the canvas does not scroll under the drawer).
  await dialog.getByRole('button', { name: 'Show Back' }).click();
  await expect(dialog.getByRole('button', { name: 'Show Back' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await page.getByTestId('page-slot-1').boundingBox())?.y ?? 9999).toBeLessThan(500);
  await shot(page, '6-check-person-3-back');
  await dialog.getByRole('button', { name: 'Show Front' }).click();

  // Step 4: one Print Ready PDF with every copy, each person's front and back together.
  await dialog.getByRole('button', { name: 'Next: choose the file' }).click();
  await expect(dialog.getByRole('radio', { name: 'One PDF with every copy' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Print Ready PDF' })).toBeChecked();
  await expect(dialog).toContainText('3 copies, 6 pages');
  await shot(page, '7-make');
  const pdfDownload = page.waitForEvent('download');
  await dialog.getByTestId('print-run-make').click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`${designName}.pdf`);
  const pdfPath = await pdf.path();
  expect(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' })).toMatch(/Pages:\s+6/);
  expect([1, 2, 3, 4, 5, 6].map((n) => pdfText(pdfPath, n))).toEqual(TEAM.flatMap((p) => [p.name, `Call ${p.phone}`]));
  const success = page.getByRole('dialog', { name: 'Successful download' });
  await expect(success).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => drawnLines(page, 'name')).toEqual(['Pat Printer']);
  await shot(page, '8-success');
  await success.getByRole('button', { name: 'Close', exact: true }).click();
  // The canvas is the viewer's again.
  await expect.poll(() => drawnLines(page, 'name')).toEqual(['Pat Printer']);
  await expect.poll(() => drawnLines(page, 'phone')).toEqual(['Call %phone%']);
  await shot(page, '8-after');

  // Reopened, the list is kept; a CSV file chosen instead, as a ZIP of one PDF per person.
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await download.getByRole('button', { name: 'Print for a list of people…' }).click();
  await expect(dialog.getByRole('radio', { name: 'One PDF with every copy' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back', exact: true }).click();
  await dialog.getByRole('button', { name: 'Back', exact: true }).click();
  await dialog.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(rows).toHaveValue(csv(TEAM));
  const fileChooser = page.waitForEvent('filechooser');
  await dialog.getByTestId('print-run-file').click();
  await (await fileChooser).setFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv(TEAM.slice(0, 2))}\r\n`) });
  await expect(dialog.getByTestId('print-run-table-summary')).toHaveText('2 people, 2 columns: Name, Phone');
  await expect(dialog).toContainText('The rows of team.csv');
  await shot(page, '9-file');
  await dialog.getByRole('button', { name: 'Next: match the columns' }).click();
  await dialog.getByRole('button', { name: 'Next: check the people' }).click();
  await expect(dialog.getByTestId('print-run-all-fit')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next: choose the file' }).click();
  await dialog.getByRole('radio', { name: 'A ZIP of one PDF per person' }).check();
  await dialog.getByRole('radio', { name: 'Standard PDF' }).check();

  // A row the server refuses (its fonts disagreeing, say) is listed in the same list; nothing is lost.
  await page.route('**/print-run?**', (route) =>
    route.fulfill({
      status: 422,
      json: {
        statusCode: 422,
        message: 'A row of the print run cannot be printed as designed',
        details: [{ property: 'records.1', constraints: { textOverflows: 'Row 2: “Grace Hopper” on page 1 is longer than its text box holds.' } }],
      },
    }),
  );
  await dialog.getByTestId('print-run-make').click();
  await expect(dialog.getByTestId('print-run-problem')).toHaveText(['Row 2: “Grace Hopper” on page 1 is longer than its text box holds.']);
  await expect(dialog.getByTestId('print-run-make')).toBeDisabled();
  await shot(page, '10-refused-by-server');
  await page.unroute('**/print-run?**');

  // Corrected (a new phone for Grace), the same choices stay; the file is made with its progress.
  await dialog.getByRole('button', { name: 'Correct the rows' }).click();
  await rows.fill(csv([TEAM[0]!, { name: 'Grace Hopper', phone: '555-0199' }]));
  await dialog.getByRole('button', { name: 'Next: match the columns' }).click();
  await dialog.getByRole('button', { name: 'Next: check the people' }).click();
  await dialog.getByRole('button', { name: 'Next: choose the file' }).click();
  await expect(dialog.getByRole('radio', { name: 'A ZIP of one PDF per person' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Standard PDF' })).toBeChecked();
  // The request is held until the progress has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/print-run?**', async (route) => {
    await held;
    await route.continue();
  });
  const zipDownload = page.waitForEvent('download');
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeVisible();
  await dialog.getByTestId('print-run-make').click();
  await expect(dialog.getByTestId('print-run-progress')).toContainText('Preparing your file...');
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toHaveCount(0);
  await shot(page, '11-progress');
  release();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toBe(`${designName}.zip`);
  const out = mkdtempSync(join(tmpdir(), 'print-run-zip-'));
  execFileSync('unzip', ['-q', await zip.path(), '-d', out]);
  expect(readdirSync(out).sort()).toEqual([`${designName}-1-Ada-Lovelace.pdf`, `${designName}-2-Grace-Hopper.pdf`]);
  const grace = join(out, `${designName}-2-Grace-Hopper.pdf`);
  expect(readFileSync(grace).subarray(0, 5).toString()).toBe('%PDF-');
  expect(execFileSync('pdfinfo', [grace], { encoding: 'utf8' })).toMatch(/Pages:\s+2/);
  expect([1, 2].map((n) => pdfText(grace, n))).toEqual(['Grace Hopper', 'Call 555-0199']);
  await expect(page.getByRole('dialog', { name: 'Successful download' })).toBeVisible();
});
