/**
 * Print runs (issue 26): 500 double-sided business cards from a CSV, as `npm run bench -- export`
 * ends with. One business card (90 x 55 mm) whose front holds %fullName%, %jobtitle% and the logo,
 * and whose back holds %phone%, %email%, %website% and the address over a photo background, in
 * the fixture's stored fonts; a CSV of N people (generated, every row different); then what the
 * export does with it: the table read and mapped (Papa Parse), every row checked (missing values,
 * texts longer than their box, with the fonts), and one Print Ready PDF of 2 x N pages drawn.
 *
 * Figures: wall time of each step and in all, the PDF's size, and memory: the heap in use after
 * the run (after a gc) and the peak RSS while it ran, for 100, 250, 500 and 1,000 people, to see
 * that memory follows the file's size and not more (pictures, SVGs and fonts are prepared once
 * and shared by every copy). BENCH_PRINT_RUN=0 leaves this part out.
 */
import { performance } from 'node:perf_hooks';
import {
  type Asset,
  type DesignContent,
  createDesignContent,
  defaultLayoutDimensions,
  defaultTextConfig,
  guessColumnMapping,
  missingValueProblems,
  newId,
  readRecordsTable,
  recordsFromTable,
} from '@layout/model';
import { createPictureCache, loadPdfFontSet, renderDesignPdf, textsOverflowingTheirBoxes } from '@layout/render/node';
import { FILES_PATH, FIXTURE_FONTS, loadFixture } from './fixture';

const SIZES = [100, 250, 500, 1000];
const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'John', 'Margaret', 'Ken', 'Radia', 'Tim'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'McCarthy', 'Hamilton', 'Thompson', 'Perlman', 'Berners-Lee'];
const TITLES = ['Analyst', 'Engineer', 'Designer', 'Director', 'Account Manager', 'Printer'];

/** A CSV of `count` people, as a spreadsheet exports it (a header row, quoted where needed). */
function teamCsv(count: number): string {
  const rows = ['Full name,Job title,Phone,Email,Website,Address'];
  for (let i = 0; i < count; i += 1) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    rows.push(
      `${first} ${last},${TITLES[i % TITLES.length]},+61 2 9${String(1000000 + i).slice(1)},${first.toLowerCase()}.${i}@example.com,example.com/${i},"${i + 1} George St, Sydney"`,
    );
  }
  return rows.join('\r\n');
}

/** The double-sided card: front and back, 10 assets, texts in the fixture's fonts. */
function businessCard(fontIds: readonly number[]): DesignContent {
  const content = createDesignContent({ ...defaultLayoutDimensions(), flatWidth: 90, flatHeight: 55, units: 'mm' });
  content.pages = [
    { id: 'front', backgroundColor: '#ffffff' },
    { id: 'back', backgroundColor: '#263147' },
  ];
  let z = 0;
  const add = (pageId: string, asset: Record<string, unknown> & { type: Asset['type'] }) =>
    content.assets.push({ id: newId(), pageId, zIndex: ++z, scaleX: 1, scaleY: 1, rotation: 0, opacity: 1, ...asset } as Asset);
  const text = (pageId: string, y: number, words: string, fontSize: number, font: number, fill = '#263147') =>
    add(pageId, {
      type: 'text',
      x: 24,
      y,
      width: 290,
      height: Math.ceil(fontSize * 1.34 * 1.2) + 2,
      textConfig: defaultTextConfig({ text: words, fontSize, fontId: fontIds[font] ?? 0, fill }),
    });
  add('front', { type: 'logo', x: 250, y: 24, width: 70, height: 70, imageElementSrc: `${FILES_PATH}/logo.png` });
  add('front', {
    type: 'shape',
    x: 0,
    y: 180,
    width: 340,
    height: 28,
    shapeProps: { type: 'rect', fill: '#4ac6e3', stroke: '#263147', strokeWidth: 0, strokeEnabled: false, fillEnabled: true },
  });
  text('front', 40, '%fullName%', 14, 0);
  text('front', 70, '%jobtitle%', 9, 1);
  add('back', { type: 'background', x: 0, y: 0, width: 0, height: 0, imageElementSrc: `${FILES_PATH}/canvas-grey.jpg`, opacity: 0.25 });
  text('back', 30, 'Phone %phone%', 8, 1, '#ffffff');
  text('back', 50, '%email%', 8, 1, '#ffffff');
  text('back', 70, '%website%', 8, 2, '#ffffff');
  text('back', 90, '%address%', 8, 2, '#ffffff');
  return content;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs the print-run figures (BENCH_PRINT_RUN=0 leaves them out; BENCH_PRINT_RUN_SAVE=<dir> keeps each PDF there). */
export async function benchPrintRuns(): Promise<void> {
  if (process.env.BENCH_PRINT_RUN === '0') return;
  const fixture = await loadFixture();
  // Ids for the fixture's fonts, as the render is handed stored fonts by id.
  const fontIds = FIXTURE_FONTS.map((_, i) => 1001 + i);
  console.log('\n== Print runs: double-sided business cards (90 x 55 mm, 10 assets) from a CSV, one Print Ready PDF');
  const storedFonts = new Map(FIXTURE_FONTS.map((f, i) => [fontIds[i]!, fixture.fonts.get(f.name)!]));
  const files = new Map(fixture.files.map((file) => [file.path, file.body]));
  const content = businessCard(fontIds);
  const gc = (globalThis as { gc?: () => void }).gc;
  console.log('people | read + map | check rows | draw PDF | in all | PDF size | heap after | peak RSS over start');
  for (const people of SIZES) {
    gc?.();
    const rssAtStart = process.memoryUsage().rss;
    let peakRss = rssAtStart;
    const sample = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const read = readRecordsTable(teamCsv(people));
    if ('error' in read) throw new Error(read.error);
    const records = recordsFromTable(read.ok, guessColumnMapping(read.ok.columns));
    const mapped = performance.now();
    // Fonts as an export worker has them: read once per export.
    const fonts = await loadPdfFontSet(storedFonts);
    const problems = missingValueProblems(content, records).length + records.filter((record) => textsOverflowingTheirBoxes(content, record, fonts).length > 0).length;
    if (problems > 0) throw new Error(`${problems} rows of the bench's table were refused`);
    const checked = performance.now();
    const { pdf, skipped } = await renderDesignPdf(content, {
      kind: 'print',
      bleedMm: 3,
      fonts,
      records,
      pictureCache: createPictureCache(),
      loadImage: async (src) => {
        const body = files.get(src);
        if (!body) throw new Error(`no ${src}`);
        return body;
      },
    });
    const drawn = performance.now();
    clearInterval(sample);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (process.env.BENCH_PRINT_RUN_SAVE) (await import('node:fs')).writeFileSync(`${process.env.BENCH_PRINT_RUN_SAVE}/print-run-${people}.pdf`, pdf);
    if (skipped.length > 0) console.log(`  (left out: ${skipped.map((s) => s.reason).join('; ')})`);
    gc?.();
    const heap = process.memoryUsage().heapUsed;
    console.log(
      `${String(people).padStart(6)} | ${ms(mapped - started).padStart(10)} | ${ms(checked - mapped).padStart(10)} | ${ms(drawn - checked).padStart(8)} | ${ms(drawn - started).padStart(6)} | ${mb(pdf.byteLength).padStart(8)} | ${mb(heap).padStart(10)} | ${mb(peakRss - rssAtStart)}`,
    );
  }
  console.log('Target (issue 26): 500 people under 10 s; memory flat as the people grow (peak RSS grows with the PDF, not faster).');
}
