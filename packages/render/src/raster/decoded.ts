import { Image } from '@napi-rs/canvas';
import type { PreparedPicture } from '../pdf/imagePrepare';
import { createLruBytes } from './lruBytes';

/**
 * Decoded pictures kept between exports in this thread, by prepared picture: a second export of
 * a design (warm: the same picture cache) draws its pictures without decoding them again, as a
 * browser keeps the pictures it shows decoded. At most this many bytes of pixels (4 a pixel) in
 * each thread that draws pages (an export thread and its page worker); the least recently drawn
 * go first. The benchmark's design holds 12 photos of 3.8 MP (184 MB), about half of them drawn
 * by each thread. An export thread's pictures go with the thread when it is ended idle.
 */
const DECODED_BYTES = 160 * 1024 * 1024;

const decoded = createLruBytes<PreparedPicture, Image>(DECODED_BYTES, (image) => image.width * image.height * 4);

/**
 * A prepared picture decoded by Skia (in a thread of its own), ready to draw: a Skia image draws
 * many times faster than a canvas holding the same pixels. Decoded as the editor's browser
 * decodes it: turned upright by its EXIF orientation, its colour profile applied (the PDF embeds
 * the file and a reader ignores the profile; see docs/decisions.md "Faster pictures").
 */
export function decodedPicture(picture: PreparedPicture): Promise<Image> {
  return decoded.getOrMake(picture, () => decodedImage(picture.data));
}

/** An encoded picture (PNG, JPEG, BMP...) as a decoded Skia image. */
export async function decodedImage(data: Buffer): Promise<Image> {
  const image = new Image();
  image.src = data;
  await image.decode();
  return image;
}

/** The BMP header before RGBA rows: file header and BITMAPV4HEADER with channel masks (R, G, B, A in byte order). */
const BMP_HEADER = 14 + 108;

/**
 * Straight-alpha RGBA pixels (sharp's raw output) as a decoded Skia image: wrapped as a 32-bit
 * BMP whose channel masks name the bytes as they are and whose rows run top-down, so Skia reads
 * them without converting anything but premultiplying.
 */
export function imageOfRgba(rgba: Buffer, width: number, height: number): Promise<Image> {
  const bmp = Buffer.allocUnsafe(BMP_HEADER + rgba.length);
  bmp.fill(0, 0, BMP_HEADER);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(BMP_HEADER, 10);
  bmp.writeUInt32LE(108, 14);
  bmp.writeInt32LE(width, 18);
  // Negative: the first row is the top one.
  bmp.writeInt32LE(-height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(32, 28);
  // BI_BITFIELDS: the masks below say where each channel is.
  bmp.writeUInt32LE(3, 30);
  bmp.writeUInt32LE(rgba.length, 34);
  bmp.writeUInt32LE(0x000000ff, 54);
  bmp.writeUInt32LE(0x0000ff00, 58);
  bmp.writeUInt32LE(0x00ff0000, 62);
  bmp.writeUInt32LE(0xff000000, 66);
  bmp.write('sRGB', 70, 'latin1');
  rgba.copy(bmp, BMP_HEADER);
  return decodedImage(bmp);
}
