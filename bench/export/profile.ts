/**
 * `node --cpu-prof --import tsx bench/export/profile.ts [print|standard|png|jpg] [pages] [warm|cold] [runs]`:
 * the export benchmark's design (bench/export/fixture.ts) exported over and over in one format,
 * to profile one path (not part of `npm run bench`). Prints the median and fastest wall and CPU
 * time. warm: one picture cache and font set for every run; cold: fresh ones each run. png and
 * jpg are drawn at 300 ppi.
 */
import { performance } from 'node:perf_hooks';
import { createPictureCache, loadPdfFontSet, renderDesignPdf, renderDesignRaster } from '@layout/render/node';
import { FIXTURE_FONTS, exportDesign, loadFixture } from './fixture';

const [kind = 'print', pagesArg = '4', mode = 'warm', runsArg = '30'] = process.argv.slice(2);
if (kind !== 'print' && kind !== 'standard' && kind !== 'png' && kind !== 'jpg') throw new Error('kind: print, standard, png or jpg');
if (mode !== 'warm' && mode !== 'cold') throw new Error('mode: warm or cold');
const fixture = await loadFixture();
const files = new Map(fixture.files.map((f) => [f.path, f.body]));
const ids = FIXTURE_FONTS.map((_, i) => 1001 + i);
const storedFonts = new Map(FIXTURE_FONTS.map((f, i) => [ids[i]!, fixture.fonts.get(f.name)!]));
const content = exportDesign(Number(pagesArg), ids);
const loadImage = async (src: string) => files.get(src)!;
const loadSvg = async (src: string) => files.get(src)!.toString('utf8');
let cache = createPictureCache();
let fonts = await loadPdfFontSet(storedFonts);
const times: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < Number(runsArg); i++) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  if (mode === 'cold') {
    cache = createPictureCache();
    fonts = await loadPdfFontSet(storedFonts);
  }
  const common = { fonts, pictureCache: cache, loadImage, loadSvg };
  if (kind === 'png' || kind === 'jpg') await renderDesignRaster(content, { format: kind, ppi: 300, ...common });
  else await renderDesignPdf(content, { kind, ...common });
  times.push(performance.now() - start);
  const used = process.cpuUsage(cpuStart);
  cpu.push((used.user + used.system) / 1000);
}
const ms = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${sorted[sorted.length >> 1]!.toFixed(1)} ms, fastest ${sorted[0]!.toFixed(1)} ms`;
};
console.log(`${kind} ${pagesArg} pages ${mode}, ${times.length} runs: wall ${ms(times)}; CPU ${ms(cpu)}`);
