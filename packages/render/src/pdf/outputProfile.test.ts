import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOutputProfile, readOutputProfileFile, shippedOutputProfile, shippedProfileBytes } from './outputProfile';

/**
 * An ICC profile of `size` bytes: a header of this class, colour space and version, and a tag
 * table holding one 'desc' tag of `tag` (its type's bytes), as the ICC specification lays them out.
 */
function iccProfile(options: { deviceClass: string; colorSpace: string; major?: number; tag?: Uint8Array }): Uint8Array {
  const tag = options.tag ?? new Uint8Array();
  const tagAt = 132 + 12;
  const bytes = new Uint8Array(tagAt + tag.byteLength);
  const view = new DataView(bytes.buffer);
  const put = (at: number, text: string) =>
    bytes.set(
      [...text].map((c) => c.charCodeAt(0)),
      at,
    );
  view.setUint32(0, bytes.byteLength);
  bytes[8] = options.major ?? 2;
  put(12, options.deviceClass);
  put(16, options.colorSpace);
  put(20, 'Lab ');
  put(36, 'acsp');
  view.setUint32(128, tag.byteLength > 0 ? 1 : 0);
  put(132, 'desc');
  view.setUint32(136, tagAt);
  view.setUint32(140, tag.byteLength);
  bytes.set(tag, tagAt);
  return bytes;
}

/** An ICC 2 textDescriptionType of `text` (ASCII, with its NUL). */
function textDescription(text: string): Uint8Array {
  const tag = new Uint8Array(12 + text.length + 1 + 12);
  tag.set([...'desc'].map((c) => c.charCodeAt(0)));
  new DataView(tag.buffer).setUint32(8, text.length + 1);
  tag.set(
    [...text].map((c) => c.charCodeAt(0)),
    12,
  );
  return tag;
}

/** An ICC 4 multiLocalizedUnicodeType: a de-DE record first, then en-US, each UTF-16BE. */
function multiLocalized(records: Array<[language: string, text: string]>): Uint8Array {
  const strings = records.map(([, text]) => text);
  const table = 16 + 12 * records.length;
  const tag = new Uint8Array(table + strings.reduce((sum, text) => sum + 2 * text.length, 0));
  const view = new DataView(tag.buffer);
  tag.set([...'mluc'].map((c) => c.charCodeAt(0)));
  view.setUint32(8, records.length);
  view.setUint32(12, 12);
  let at = table;
  for (const [index, [language, text]] of records.entries()) {
    const record = 16 + 12 * index;
    tag.set(
      [...language].map((c) => c.charCodeAt(0)),
      record,
    );
    view.setUint32(record + 4, 2 * text.length);
    view.setUint32(record + 8, at);
    for (const char of text) {
      view.setUint16(at, char.charCodeAt(0));
      at += 2;
    }
  }
  return tag;
}

const dir = mkdtempSync(join(tmpdir(), 'layout-icc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("Layout's own output profile", () => {
  it('is a CMYK output profile (class prtr, colour space CMYK) named Layout Coated FOGRA39, for the registered condition FOGRA39', () => {
    const profile = shippedOutputProfile();
    expect(Buffer.from(profile.bytes.subarray(12, 20)).toString('latin1')).toBe('prtrCMYK');
    expect(profile).toMatchObject({ description: 'Layout Coated FOGRA39', outputConditionIdentifier: 'FOGRA39', registryName: 'http://www.color.org' });
    expect(profile.outputCondition).toContain('coated paper');
  });
});

describe('a print company’s profile', () => {
  it('is named by its own description, without a registry (the embedded profile defines the condition)', () => {
    const profile = readOutputProfile(iccProfile({ deviceClass: 'prtr', colorSpace: 'CMYK', tag: textDescription('Press 7 Uncoated') }));
    expect(profile).toMatchObject({ description: 'Press 7 Uncoated', outputConditionIdentifier: 'Press 7 Uncoated', outputCondition: 'Press 7 Uncoated' });
    expect(profile.registryName).toBeUndefined();
  });

  it('may be ICC 4, its description read from the en-US record of its multi-localised text', () => {
    const tag = multiLocalized([
      ['deDE', 'Bogenoffset gestrichen'],
      ['enUS', 'Sheetfed coated'],
    ]);
    expect(readOutputProfile(iccProfile({ deviceClass: 'prtr', colorSpace: 'CMYK', major: 4, tag })).description).toBe('Sheetfed coated');
  });

  it('is refused, saying why, when it is not a CMYK output profile: a display profile, an RGB printer, a picture, a cut file, ICC 5, no description', () => {
    expect(() => readOutputProfile(shippedProfileBytes('sRGB.icc'))).toThrow(
      "is not a CMYK output profile: its device class is 'mntr' (display) and its colour space 'RGB'; a press profile has class 'prtr' and colour space 'CMYK'",
    );
    expect(() => readOutputProfile(iccProfile({ deviceClass: 'prtr', colorSpace: 'RGB ', tag: textDescription('Photo printer') }))).toThrow("its colour space 'RGB'");
    expect(() => readOutputProfile(new Uint8Array(Buffer.from('\x89PNG\r\n\x1a\n'.padEnd(200, '\0'), 'latin1')))).toThrow("is not an ICC profile (no 'acsp' signature");
    expect(() => readOutputProfile(shippedOutputProfile().bytes.subarray(0, 1000))).toThrow('is cut short: its header says 71252 bytes, the file has 1000');
    expect(() => readOutputProfile(iccProfile({ deviceClass: 'prtr', colorSpace: 'CMYK', major: 5, tag: textDescription('iccMAX') }))).toThrow('version 5');
    expect(() => readOutputProfile(iccProfile({ deviceClass: 'prtr', colorSpace: 'CMYK' }))).toThrow('has no description');
  });

  it('is read from its file, and a file that is missing or wrong is named in the message', () => {
    const good = join(dir, 'press.icc');
    writeFileSync(good, iccProfile({ deviceClass: 'prtr', colorSpace: 'CMYK', tag: textDescription('Press 7 Uncoated') }));
    expect(readOutputProfileFile(good).description).toBe('Press 7 Uncoated');
    expect(() => readOutputProfileFile(join(dir, 'missing.icc'))).toThrow(`${join(dir, 'missing.icc')} cannot be read: ENOENT`);
    const display = join(dir, 'srgb.icc');
    writeFileSync(display, shippedProfileBytes('sRGB.icc'));
    expect(() => readOutputProfileFile(display)).toThrow(`${display} is not a CMYK output profile`);
  });
});
