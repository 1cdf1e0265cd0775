import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, expect } from 'vitest';

/**
 * Test helpers of the PDF export: the PDFs are read with poppler, Ghostscript and qpdf, as any
 * viewer or press would read them. Only the tests import this file.
 */

/** Fails the test file at once, naming the Debian package, when a tool it reads PDFs with is missing. */
export function requireTools(...tools: string[]): void {
  for (const tool of tools) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
      throw new Error(`${tool} is missing: apt-get install -y poppler-utils qpdf ghostscript`);
    }
  }
}

let pages = 0;

/**
 * Page `page` of a PDF as a PNG at `dpi`, drawn by Ghostscript, anti-aliased as poppler draws
 * (written beside the PDF). The colours of a Print Ready PDF are read so, not with pdftoppm:
 * poppler takes the one output intent of a PDF/X file as its display profile and shows its
 * calibrated colours as the press would print them (a proof), where Ghostscript, like most
 * viewers, shows the colours the file holds (docs/decisions.md, PDF/X-4).
 */
export function ghostscriptPage(pdf: string, page: number, dpi: number): PNG {
  const out = join(dirname(pdf), `gs-${page}-${dpi}-${++pages}.png`);
  execFileSync('gs', [
    '-q',
    '-dNOPAUSE',
    '-dBATCH',
    '-dSAFER',
    '-sDEVICE=png16m',
    `-r${dpi}`,
    '-dTextAlphaBits=4',
    '-dGraphicsAlphaBits=4',
    `-dFirstPage=${page}`,
    `-dLastPage=${page}`,
    '-o',
    out,
    pdf,
  ]);
  return PNG.sync.read(readFileSync(out));
}

/** A scratch folder for a test file's PDFs and rasters, removed afterwards unless KEEP_TEST_PDFS=1 (to look at them). */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => {
    if (process.env.KEEP_TEST_PDFS === '1') console.log('PDFs kept in', dir);
    else rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** The red, green and blue of pixel (x, y) of an RGBA raster (a decoded PNG). */
export function rgbAt(raster: { data: Uint8Array; width: number }, x: number, y: number): number[] {
  const i = (y * raster.width + x) * 4;
  return [raster.data[i]!, raster.data[i + 1]!, raster.data[i + 2]!];
}

/**
 * An assertion that a colour matches another within `defaultTolerance` levels per channel (a
 * test file's own allowance for its rasteriser's anti-aliasing and JPEG), overridable per call.
 */
export function colorExpectation(defaultTolerance: number) {
  return (actual: number[], expected: number[], tolerance = defaultTolerance): void => {
    expect(actual, `${actual} vs ${expected}`).toHaveLength(expected.length);
    expected.forEach((channel, i) => void expect(Math.abs(actual[i]! - channel), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance));
  };
}
