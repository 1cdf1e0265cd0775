/**
 * `node --cpu-prof --import tsx bench/export/profile.ts [print|standard] [pages] [warm|cold]`: the
 * export benchmark's design exported over and over, to profile (not part of `npm run bench`).
 * Prints each stage's share when LAYOUT_EXPORT_TIMING is set by the render package.
 */
import { performance } from 'node:perf_hooks';
import { createPictureCache, loadPdfFontSet, renderDesignPdf } from '@layout/render/node';
import { FIXTURE_FONTS, exportDesign, loadFixture } from './fixture';

const [kind = 'print', pagesArg = '4', mode = 'warm', runsArg = '30'] = process.argv.slice(2);
if (kind !== 'print' && kind !== 'standard') throw new Error('kind: print or standard');
const fixture = await loadFixture();
const files = new Map(fixture.files.map((f) => [f.path, f.body]));
const ids = FIXTURE_FONTS.map((_, i) => 1001 + i);
const storedFonts = new Map(FIXTURE_FONTS.map((f, i) => [ids[i]!, fixture.fonts.get(f.name)!]));
const content = exportDesign(Number(pagesArg), ids);
const loadImage = async (src: string) => files.get(src)!;
const loadSvg = async (src: string) => files.get(src)!.toString('utf8');
// PATCH=<module> loads an experiment (a file of monkey patches exporting remember(font)) before exporting.
const patch = process.env.PATCH ? ((await import(process.env.PATCH)) as { remember(font: unknown): void }) : undefined;
let cache = createPictureCache();
let fonts = await loadPdfFontSet(storedFonts);
const rememberAll = () => { for (const fontId of [0, ...ids]) for (const fontStyle of [[], ['bold'], ['italic'], ['bold', 'italic']] as const) patch?.remember(fonts.resolve({ fontId, fontStyle: [...fontStyle] })); };
rememberAll();
const times: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < Number(runsArg); i++) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  if (mode === 'cold') {
    cache = createPictureCache();
    fonts = await loadPdfFontSet(storedFonts);
    rememberAll();
  }
  await renderDesignPdf(content, { kind, fonts, pictureCache: cache, loadImage, loadSvg });
  times.push(performance.now() - start);
  const used = process.cpuUsage(cpuStart);
  cpu.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
console.log(`${kind} ${pagesArg} pages ${mode}: median ${times[times.length >> 1]!.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms; CPU median ${cpu[cpu.length >> 1]!.toFixed(1)} ms, min ${cpu[0]!.toFixed(1)} ms`);
