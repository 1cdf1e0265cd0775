import { readFileSync } from 'node:fs';

/**
 * The press a Print Ready PDF is made for: a CMYK output profile (ICC), embedded as the PDF/X
 * output intent (pdfx.ts). Layout ships one, `profiles/LayoutCoatedFOGRA39.icc`, made from Fogra's
 * FOGRA39 characterisation data (offset on coated paper); a print company names its own with the
 * server's PRINT_ICC_PROFILE. This module reads profiles and checks them; it has no dependency
 * beyond Node's, so the server's configuration can check a profile at start cheaply.
 */

/** A CMYK output profile and how a PDF/X output intent names the printing condition it describes. */
export interface OutputProfile {
  /** The ICC profile, embedded as the output intent's DestOutputProfile. */
  bytes: Uint8Array;
  /** The profile's description tag ('Layout Coated FOGRA39', or the print company's own). */
  description: string;
  /**
   * The output intent's OutputConditionIdentifier: the name of a characterisation registered with
   * the ICC ('FOGRA39') for the shipped profile, the profile's description for any other (the
   * embedded profile then defines the condition).
   */
  outputConditionIdentifier: string;
  /** The registry the identifier is from ('http://www.color.org'); absent for a custom condition. */
  registryName?: string;
  /** The printing condition in words (the output intent's OutputCondition). */
  outputCondition: string;
}

/** The folder of the profiles shipped with the package (packages/render/profiles). */
const PROFILES = new URL('../../profiles/', import.meta.url);

const shippedFiles = new Map<string, Uint8Array>();

/** The bytes of a profile shipped in packages/render/profiles, by file name, read once. */
export function shippedProfileBytes(name: 'LayoutCoatedFOGRA39.icc' | 'sRGB.icc'): Uint8Array {
  let bytes = shippedFiles.get(name);
  if (!bytes) {
    bytes = readFileSync(new URL(name, PROFILES));
    shippedFiles.set(name, bytes);
  }
  return bytes;
}

let shipped: OutputProfile | undefined;

/**
 * Layout's own output profile, read once: 'Layout Coated FOGRA39' (packages/render/profiles/README.md
 * says how it is made). It characterises FOGRA39, the ICC's registered condition for offset on
 * coated paper, so the output intent names that condition.
 */
export function shippedOutputProfile(): OutputProfile {
  shipped ??= {
    ...readOutputProfile(shippedProfileBytes('LayoutCoatedFOGRA39.icc')),
    outputConditionIdentifier: 'FOGRA39',
    registryName: 'http://www.color.org',
    outputCondition: 'Offset printing on coated paper (FOGRA39: ISO 12647-2:2004/Amd 1, paper types 1 and 2)',
  };
  return shipped;
}

/**
 * A print company's profile file as an output profile, or an Error whose message says what is
 * wrong with it (unreadable, not ICC, not a CMYK output profile), naming the file.
 */
export function readOutputProfileFile(path: string): OutputProfile {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new Error(`${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return readOutputProfile(bytes);
  } catch (error) {
    throw new Error(`${path} ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * An ICC profile's bytes as an output profile named by its own description, after checking that
 * it is one a PDF/X output intent can carry: an ICC profile (the 'acsp' signature, its full
 * length), of version 2 or 4, of device class 'prtr' (output) and colour space 'CMYK' (header
 * bytes 12-15 and 16-19), with a description. Throws an Error saying what is wrong otherwise.
 */
export function readOutputProfile(bytes: Uint8Array): OutputProfile {
  const header = readIccHeader(bytes);
  if (header.deviceClass !== 'prtr' || header.colorSpace !== 'CMYK') {
    const kind = DEVICE_CLASSES[header.deviceClass] ?? 'unknown';
    throw new Error(
      `is not a CMYK output profile: its device class is '${header.deviceClass}' (${kind}) and its colour space '${header.colorSpace.trim()}'; a press profile has class 'prtr' and colour space 'CMYK'`,
    );
  }
  if (header.majorVersion < 2 || header.majorVersion > 4) {
    throw new Error(`is an ICC profile of version ${header.majorVersion}, which a PDF/X-4 file cannot carry (versions 2 and 4 can)`);
  }
  const description = profileDescription(bytes)?.trim();
  if (!description) throw new Error('has no description (its desc tag), which names the printing condition in the PDF');
  return { bytes, description, outputConditionIdentifier: description, outputCondition: description };
}

/** What ICC device classes are, for messages. */
const DEVICE_CLASSES: Record<string, string> = {
  scnr: 'input',
  mntr: 'display',
  prtr: 'output',
  link: 'device link',
  spac: 'colour space',
  abst: 'abstract',
  nmcl: 'named colour',
};

/** The fields of an ICC profile's header this module checks. */
interface IccHeader {
  majorVersion: number;
  /** Header bytes 12-15: 'prtr', 'mntr', ... */
  deviceClass: string;
  /** Header bytes 16-19: 'CMYK', 'RGB ', 'GRAY', ... */
  colorSpace: string;
}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const uint32 = (bytes: Uint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(at);

/** The header of an ICC profile; throws when the bytes are not one (too short, no 'acsp', cut short). */
function readIccHeader(bytes: Uint8Array): IccHeader {
  if (bytes.byteLength < 132 || ascii(bytes, 36, 4) !== 'acsp') throw new Error("is not an ICC profile (no 'acsp' signature in a 128-byte header)");
  const declared = uint32(bytes, 0);
  if (declared > bytes.byteLength) throw new Error(`is cut short: its header says ${declared} bytes, the file has ${bytes.byteLength}`);
  return { majorVersion: bytes[8]!, deviceClass: ascii(bytes, 12, 4), colorSpace: ascii(bytes, 16, 4) };
}

/**
 * The profile's description: its 'desc' tag, a textDescriptionType (ICC 2: ASCII) or a
 * multiLocalizedUnicodeType (ICC 4: UTF-16, the en-US record or else the first). Undefined when
 * it has none that reads.
 */
function profileDescription(bytes: Uint8Array): string | undefined {
  const count = uint32(bytes, 128);
  for (let i = 0; i < count && 132 + 12 * (i + 1) <= bytes.byteLength; i++) {
    const entry = 132 + 12 * i;
    if (ascii(bytes, entry, 4) !== 'desc') continue;
    const offset = uint32(bytes, entry + 4);
    const size = uint32(bytes, entry + 8);
    if (offset + size > bytes.byteLength || size < 12) return undefined;
    const tag = bytes.subarray(offset, offset + size);
    const type = ascii(tag, 0, 4);
    if (type === 'desc') {
      const length = uint32(tag, 8);
      if (12 + length > tag.byteLength) return undefined;
      return ascii(tag, 12, length).replace(/\0.*$/s, '');
    }
    if (type === 'mluc') {
      const records = uint32(tag, 8);
      let chosen: { length: number; at: number } | undefined;
      for (let r = 0; r < records && 16 + 12 * (r + 1) <= tag.byteLength; r++) {
        const record = 16 + 12 * r;
        const found = { length: uint32(tag, record + 4), at: uint32(tag, record + 8) };
        if (!chosen || ascii(tag, record, 4) === 'enUS') chosen = found;
        if (ascii(tag, record, 4) === 'enUS') break;
      }
      if (!chosen || chosen.at + chosen.length > tag.byteLength) return undefined;
      const utf16 = tag.subarray(chosen.at, chosen.at + chosen.length);
      let text = '';
      for (let c = 0; c + 1 < utf16.byteLength; c += 2) text += String.fromCharCode((utf16[c]! << 8) | utf16[c + 1]!);
      return text.replace(/\0.*$/s, '');
    }
    return undefined;
  }
  return undefined;
}
