import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pressProfile } from '../exports/testing';
import { loadConfig } from './config';

/** PRINT_ICC_PROFILE: the press the Print Ready PDF is made for, checked when the server starts. */
const dir = mkdtempSync(join(tmpdir(), 'layout-print-profile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const configWith = (PRINT_ICC_PROFILE?: string) => loadConfig({ DATA_DIR: dir, ...(PRINT_ICC_PROFILE === undefined ? {} : { PRINT_ICC_PROFILE }) });

describe('PRINT_ICC_PROFILE', () => {
  it("is Layout's own Coated FOGRA39 when unset or empty", () => {
    for (const config of [configWith(), configWith('')]) {
      expect(config.printProfile).toMatchObject({ description: 'Layout Coated FOGRA39', outputConditionIdentifier: 'FOGRA39', registryName: 'http://www.color.org' });
    }
  });

  it('names the print company’s CMYK output profile, which then names the printing condition by its description', () => {
    const file = join(dir, 'press.icc');
    writeFileSync(file, pressProfile('Press 7 Gloss'));
    const config = configWith(file);
    expect(config.printProfile).toMatchObject({ description: 'Press 7 Gloss', outputConditionIdentifier: 'Press 7 Gloss' });
    expect(config.printProfile.registryName).toBeUndefined();
    expect(Buffer.from(config.printProfile.bytes).equals(pressProfile('Press 7 Gloss'))).toBe(true);
  });

  it('stops the server with a message saying what is wrong: a missing file, a display profile, a file that is no profile', () => {
    const missing = join(dir, 'missing.icc');
    expect(() => configWith(missing)).toThrow(`Invalid configuration: PRINT_ICC_PROFILE: ${missing} cannot be read: ENOENT`);
    const display = join(dir, 'display.icc');
    // A display profile: header bytes 12-15 'mntr', 16-19 'RGB '.
    const rgb = pressProfile('Screen');
    rgb.write('mntrRGB ', 12, 'latin1');
    writeFileSync(display, rgb);
    expect(() => configWith(display)).toThrow(
      `Invalid configuration: PRINT_ICC_PROFILE: ${display} is not a CMYK output profile: its device class is 'mntr' (display) and its colour space 'RGB'; a press profile has class 'prtr' and colour space 'CMYK'`,
    );
    const picture = join(dir, 'picture.png');
    writeFileSync(picture, Buffer.from('\x89PNG\r\n\x1a\n'.padEnd(300, '\0'), 'latin1'));
    expect(() => configWith(picture)).toThrow(`Invalid configuration: PRINT_ICC_PROFILE: ${picture} is not an ICC profile`);
  });
});
