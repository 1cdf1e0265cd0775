import sharp from 'sharp';
import type { RawPicture } from '../pdf/image';
import type { PreparedPicture } from '../pdf/imagePrepare';

/**
 * A prepared picture's samples as the PDF would show its file, for the raster export's PDF
 * (`DesignPdfOptions.rawPictures`). pdf.js decodes JPEG in JavaScript (and inflates PNG there
 * too): on the benchmark's design that was ~70 % of the CPU of a 300 ppi export. sharp decodes
 * natively, in its own threads, and pdf.js then draws the samples as they are.
 *
 * The samples are what a PDF reader gets from the embedded file: a JPEG is turned upright by its
 * EXIF orientation (pdfkit applies it when it draws a JPEG), a PNG is not (pdfkit ignores it);
 * an embedded ICC profile is ignored (pdfkit writes DeviceRGB or DeviceGray); alpha becomes the
 * soft mask, left out when every pixel is opaque. A CMYK JPEG (pdfkit writes DeviceCMYK, which
 * the reader converts its own way) or anything not 8 bits a sample is left as its file.
 */
export async function decodeRawPicture(picture: PreparedPicture): Promise<RawPicture | undefined> {
  const meta = await sharp(picture.data).metadata();
  if (meta.depth !== 'uchar') return undefined;
  if (meta.format === 'jpeg' ? meta.space === 'cmyk' || (meta.channels !== 1 && meta.channels !== 3) : meta.format !== 'png') return undefined;
  const input = sharp(picture.data, { ignoreIcc: true });
  const upright = meta.format === 'jpeg' ? input.rotate() : input;
  const { data, info } = await upright.raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  if (channels === 1 || channels === 3) return { width, height, colour: data, channels };
  if (channels !== 2 && channels !== 4) return undefined;
  return { width, height, ...splitAlpha(data, channels === 2 ? 1 : 3) };
}

/** Interleaved colour and alpha as separate planes; no alpha plane when every pixel is opaque. */
function splitAlpha(data: Buffer, colourChannels: 1 | 3): Pick<RawPicture, 'colour' | 'channels' | 'alpha'> {
  const stride = colourChannels + 1;
  const pixels = data.length / stride;
  const colour = Buffer.allocUnsafe(pixels * colourChannels);
  const alpha = Buffer.allocUnsafe(pixels);
  let opaque = true;
  for (let p = 0, i = 0, o = 0; p < pixels; p++, i += stride, o += colourChannels) {
    colour[o] = data[i]!;
    if (colourChannels === 3) {
      colour[o + 1] = data[i + 1]!;
      colour[o + 2] = data[i + 2]!;
    }
    const a = data[i + colourChannels]!;
    alpha[p] = a;
    if (a !== 255) opaque = false;
  }
  return opaque ? { colour, channels: colourChannels } : { colour, channels: colourChannels, alpha };
}
