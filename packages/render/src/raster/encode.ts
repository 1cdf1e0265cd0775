import sharp from 'sharp';

/** The file formats a page can be exported to as a picture. */
export type RasterFormat = 'png' | 'jpg';

/** JPEG quality of an exported page: print-shop quality, no visible artefacts around text. */
export const RASTER_JPEG_QUALITY = 92;

/** One rendered page: RGBA, row after row. */
export interface RgbaPage {
  data: Buffer;
  width: number;
  height: number;
  /** The colours are premultiplied by alpha, as a canvas keeps them. */
  premultiplied: boolean;
  /** Every pixel is opaque (drawn on white, under an opaque page background): no alpha channel is written. */
  opaque: boolean;
}

/**
 * Encodes a page. PNG keeps the alpha channel (what nothing painted stays transparent) unless
 * the page is opaque; JPG drops it, the page having been drawn on white (every pixel opaque, so
 * premultiplied or not is the same). Both say `ppi` as their resolution: PNG in its
 * pHYs chunk, JPEG in EXIF and in a JFIF header (libvips writes only the EXIF one, and some
 * programs read only JFIF). JPEG without chroma subsampling, so coloured text stays sharp.
 */
export async function encodePage(page: RgbaPage, format: RasterFormat, ppi: number): Promise<Buffer> {
  // Where every pixel is opaque, premultiplied colours are the colours: no unpremultiplying
  // (40 ms an A4 page at 300 ppi).
  const premultiplied = page.premultiplied && !page.opaque;
  const image = sharp(page.data, { raw: { width: page.width, height: page.height, channels: 4, premultiplied } }).withDensity(ppi);
  // An opaque page as RGB: 7 % smaller and 13 % quicker to encode than RGBA, and nothing lost.
  if (format === 'png') return (page.opaque ? image.removeAlpha() : image).png({ compressionLevel: 6 }).toBuffer();
  // Huffman tables optimised per image would save 9 % of the file for three times the encoding
  // time (50 -> 150 ms an A4 page at 300 ppi): not worth it for a page that is downloaded once.
  const jpeg = await image.removeAlpha().jpeg({ quality: RASTER_JPEG_QUALITY, chromaSubsampling: '4:4:4', optimiseCoding: false }).toBuffer();
  return withJfifDensity(jpeg, ppi);
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
