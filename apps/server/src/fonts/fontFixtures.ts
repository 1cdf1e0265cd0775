import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { sfntFromWoff } from '@layout/render';

/** Fonts for tests: real TrueType files (from the @fontsource packages' WOFFs), and broken ones made from them. */
const require = createRequire(import.meta.url);

/** A @fontsource WOFF unpacked to its TrueType file, e.g. fontsourceTtf('lato', 'lato-latin-400-normal'). */
export async function fontsourceTtf(family: string, file: string): Promise<Buffer> {
  return Buffer.from(await sfntFromWoff(await readFile(require.resolve(`@fontsource/${family}/files/${file}.woff`))));
}

/**
 * The font with one table hidden (its tag in the table directory renamed): fontkit still parses a
 * font without 'post' and lays its letters out, but its underline position and pdfkit's font
 * descriptor read that table, so such a font breaks a PDF export.
 */
export function withoutTable(sfnt: Buffer, tag: string): Buffer {
  const bytes = Buffer.from(sfnt);
  const tables = bytes.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const at = 12 + i * 16;
    if (bytes.toString('latin1', at, at + 4) === tag) bytes.write('zzzz', at, 'latin1');
  }
  return bytes;
}
