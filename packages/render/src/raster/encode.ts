import { crc32 } from 'node:zlib';
import { CompressionType, FilterType, Transformer } from '@napi-rs/image';
import sharp from 'sharp';

/** The file formats a page can be exported to as a picture. */
export type RasterFormat = 'png' | 'jpg';

/** JPEG quality of an exported page: print-shop quality, no visible artefacts around text. */
export const RASTER_JPEG_QUALITY = 92;

/**
 * One drawn page, taken off the canvas (`pagePixels`): RGB when every pixel is opaque (drawn on
 * white, or under an opaque page background), else RGBA with straight (unpremultiplied) alpha.
 */
export interface PagePixels {
  /** Row after row, `channels` bytes a pixel. */
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
  /** The same RGB pixels behind a binary PPM header (an opaque page only): what the PNG encoder reads without a copy. */
  ppm?: Buffer;
}

/**
 * Takes a drawn page off the canvas (`premultiplied`: the canvas's own RGBA, premultiplied by
 * alpha) into buffers of its own, so the canvas can draw the next page while this one is
 * encoded: an opaque page as RGB (a third less to encode, nothing lost), in a PPM so the PNG
 * encoder reads it as it is; any other as RGBA with its colours unpremultiplied.
 */
export function pagePixels(premultiplied: Buffer, width: number, height: number, opaque: boolean, spare?: Buffer): PagePixels {
  const words = new Uint32Array(premultiplied.buffer, premultiplied.byteOffset, premultiplied.byteLength >>> 2);
  const count = width * height;
  if (opaque) {
    // The header padded to a whole number of 32-bit words (PPM allows any run of whitespace
    // between its fields), so the pixels after it can be written a word at a time.
    let header = `P6\n${width} ${height}`;
    while ((header.length + 5) % 4 !== 0) header += ' ';
    header += '\n255\n';
    const bytes = header.length + count * 3;
    const ppm = spare && spare.length >= bytes ? spare.subarray(0, bytes) : Buffer.allocUnsafe(bytes);
    ppm.write(header, 0, 'latin1');
    const rgb = ppm.subarray(header.length);
    toRgb(words, rgb, count);
    return { data: rgb, width, height, channels: 3, ppm };
  }
  const data = spare && spare.length >= count * 4 ? spare.subarray(0, count * 4) : Buffer.allocUnsafe(count * 4);
  const out = new Uint32Array(data.buffer, data.byteOffset, count);
  for (let i = 0; i < count; i++) {
    const v = words[i]!;
    const a = v >>> 24;
    if (a === 255 || a === 0) {
      out[i] = a === 0 ? 0 : v;
      continue;
    }
    const r = Math.min(255, Math.round(((v & 0xff) * 255) / a));
    const g = Math.min(255, Math.round((((v >>> 8) & 0xff) * 255) / a));
    const b = Math.min(255, Math.round((((v >>> 16) & 0xff) * 255) / a));
    out[i] = (r | (g << 8) | (b << 16) | (a << 24)) >>> 0;
  }
  return { data, width, height, channels: 4 };
}

/**
 * RGBA words (R in the low byte: every platform Node runs on is little-endian) to RGB bytes,
 * four pixels into three words at a time: three times quicker than byte by byte. `rgb` starts on
 * a 4-byte boundary of its buffer.
 */
function toRgb(words: Uint32Array, rgb: Buffer, count: number): void {
  const whole = count - (count % 4);
  const out = new Uint32Array(rgb.buffer, rgb.byteOffset, (whole * 3) >>> 2);
  for (let i = 0, o = 0; i < whole; i += 4, o += 3) {
    const a = words[i]!;
    const b = words[i + 1]!;
    const c = words[i + 2]!;
    const d = words[i + 3]!;
    out[o] = (a & 0xffffff) | (b << 24);
    out[o + 1] = ((b >>> 8) & 0xffff) | (c << 16);
    out[o + 2] = ((c >>> 16) & 0xff) | (d << 8);
  }
  for (let i = whole; i < count; i++) {
    const v = words[i]!;
    rgb[i * 3] = v & 0xff;
    rgb[i * 3 + 1] = (v >>> 8) & 0xff;
    rgb[i * 3 + 2] = (v >>> 16) & 0xff;
  }
}

/**
 * Encodes a page, off the main thread. JPG: sharp (libjpeg), quality 92, no chroma subsampling
 * (coloured text stays sharp), no per-image Huffman tables (three times the time for 9 % of the
 * file), the resolution in EXIF and in a JFIF header. PNG: @napi-rs/image (Rust's png crate) at
 * its fast compression with adaptive row filters, RGB for an opaque page and RGBA else, the
 * resolution in a pHYs chunk; see docs/decisions.md "Faster pictures" for the measured choices.
 */
export async function encodePage(page: PagePixels, format: RasterFormat, ppi: number): Promise<Buffer> {
  if (format === 'jpg') {
    if (page.channels !== 3) throw new Error('a JPG page is drawn on white: RGB pixels expected');
    const jpeg = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 3 } })
      .withDensity(ppi)
      .jpeg({ quality: RASTER_JPEG_QUALITY, chromaSubsampling: '4:4:4', optimiseCoding: false })
      .toBuffer();
    return withJfifDensity(jpeg, ppi);
  }
  const image = page.ppm ? new Transformer(page.ppm) : Transformer.fromRgbaPixels(page.data, page.width, page.height);
  const png = await image.png({ compressionType: CompressionType.Fast, filterType: FilterType.Adaptive });
  return withPngDensity(png, ppi);
}

/**
 * A JPEG with a JFIF APP0 segment giving `ppi` (units: dots per inch) right after its start of
 * image, as JFIF requires. A JPEG that already starts with one is returned as it is.
 */
export function withJfifDensity(jpeg: Buffer, ppi: number): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) return jpeg;
  const density = Math.min(0xffff, Math.max(1, Math.round(ppi)));
  const app0 = Buffer.alloc(18);
  app0.writeUInt16BE(0xffe0, 0);
  app0.writeUInt16BE(16, 2);
  app0.write('JFIF\0', 4, 'latin1');
  app0.writeUInt16BE(0x0101, 9); // version 1.01
  app0.writeUInt8(1, 11); // density in dots per inch
  app0.writeUInt16BE(density, 12);
  app0.writeUInt16BE(density, 14);
  // No thumbnail (16, 17 stay 0).
  return Buffer.concat([jpeg.subarray(0, 2), app0, jpeg.subarray(2)]);
}

/** The PNG signature and the IHDR chunk (length, type, 13 bytes of data, CRC): 8 + 25 bytes. */
const PNG_HEAD = 33;

/**
 * A PNG with a pHYs chunk giving `ppi` (in pixels per metre, unit 1) right after its IHDR, where
 * PNG wants it (before the image data). A PNG that has one already is returned as it is.
 */
export function withPngDensity(png: Buffer, ppi: number): Buffer {
  if (png.readUInt32BE(0) !== 0x89504e47 || png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  const data = png.indexOf('IDAT', PNG_HEAD, 'latin1');
  if (png.subarray(PNG_HEAD, data < 0 ? png.length : data).includes('pHYs', 0, 'latin1')) return png;
  const perMetre = Math.round(ppi / 0.0254);
  const chunk = Buffer.alloc(4 + 4 + 9 + 4);
  chunk.writeUInt32BE(9, 0);
  chunk.write('pHYs', 4, 'latin1');
  chunk.writeUInt32BE(perMetre, 8);
  chunk.writeUInt32BE(perMetre, 12);
  chunk.writeUInt8(1, 16);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 17)), 17);
  return Buffer.concat([png.subarray(0, PNG_HEAD), chunk, png.subarray(PNG_HEAD)]);
}
