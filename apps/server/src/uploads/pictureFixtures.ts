import sharp from 'sharp';

/**
 * Pictures for the upload tests, made on the fly: real JPEGs and PNGs, the other formats a
 * browser may send, and the bad files an upload must refuse (cut short, or a tiny file whose
 * header claims a picture far too large to decode).
 */

export const jpegOf = (width: number, height: number, options: { orientation?: number } = {}) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#3388cc' } }).jpeg();
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).toBuffer();
};

/** A PNG, half transparent so a thumbnail can be checked for keeping its alpha. */
export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const gifOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .gif()
    .toBuffer();

export const webpOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#00ff00' } })
    .webp()
    .toBuffer();

export const SVG_FILE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
export const HTML_FILE = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** The first `fraction` of a file, as an interrupted upload leaves it. */
export const truncated = (bytes: Buffer, fraction = 0.5) => bytes.subarray(0, Math.floor(bytes.length * fraction));

/**
 * A valid PNG header (signature and IHDR) claiming `width` x `height`, followed by no pixels: a
 * few dozen bytes that would need gigabytes if a decoder believed them.
 */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk('IEND', Buffer.alloc(0))]);
}

/** A real small JPEG whose frame header (SOF) is rewritten to claim `width` x `height`. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await jpegOf(16, 16));
  for (let at = 2; at + 9 < bytes.length; ) {
    if (bytes[at] !== 0xff) throw new Error('not a JPEG marker');
    const marker = bytes[at + 1]!;
    // SOF0..SOF3: FF Cx, length (2), precision (1), height (2), width (2)
    if (marker >= 0xc0 && marker <= 0xc3) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no frame header found');
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
