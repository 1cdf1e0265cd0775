import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import sharp from 'sharp';
import { profileFile, profileId } from './openedProfiles';
import type { PreparedPictures } from './image';
import type { PictureCache, PreparedPicture } from './imagePrepare';
import type { Pdf } from './paint';
import { embeddedPictureBytes, embeddedPictureLinks } from './svgSafety';
import type { SvgSources } from './svgSources';

/**
 * Pictures in the press's inks, for a CMYK Print Ready PDF (issue 26): every prepared picture
 * (photos, logos, picture backgrounds, pattern pictures, filtered artwork) and every picture
 * embedded in SVG artwork is converted by sharp (libvips, Little CMS inside) to the print profile
 * before the pages are painted, and embedded as DeviceCMYK, its transparency as a DeviceGray soft
 * mask. libvips converts pictures with the profile's perceptual intent (sharp sets it), as
 * prepress converts photographs: out-of-gamut colours are compressed smoothly instead of clipped.
 * Flat colours go through Little CMS relative colorimetric with black point compensation
 * (colorSpaces.ts), so in-gamut brand colours keep their values exactly.
 */

const deflateLater = promisify(deflate);

/** JPEG quality of a photo re-encoded in CMYK (its RGB file cannot be embedded as it is): four full channels make a CMYK JPEG about three times the size of its source at 90 (four at 95; docs/decisions.md). */
const CMYK_JPEG_QUALITY = 90;

/** A prepared picture in the press's inks: `data` is a CMYK JPEG (`dct`) or deflated CMYK samples (`flate`). */
export interface InkPicture extends PreparedPicture {
  inks: 'dct' | 'flate';
  /** The deflated alpha of a picture with transparency: its soft mask. */
  alpha?: Buffer;
}

export function isInkPicture(value: unknown): value is InkPicture {
  return typeof value === 'object' && value !== null && 'inks' in value && 'data' in value;
}

/** The print profile, as the picture conversion needs it. */
export interface InkProfile {
  bytes: Uint8Array;
}

/**
 * The prepared pictures in the press's inks; a picture that cannot be converted is reported with
 * the reason, as one that could not be loaded is. Conversions are kept in `cache` by the
 * profile and the prepared picture's content, so a second export of the same photo converts nothing.
 */
export async function picturesInInks(pictures: PreparedPictures, profile: InkProfile, cache: PictureCache): Promise<PreparedPictures> {
  const converted = new Map<string, PreparedPicture | { reason: string }>();
  await Promise.all(
    [...pictures].map(async ([key, picture]) => {
      if ('reason' in picture) return void converted.set(key, picture);
      try {
        converted.set(key, await inInks(picture, profile, cache));
      } catch (error) {
        converted.set(key, { reason: `its picture could not be converted to the press's inks: ${error instanceof Error ? error.message : String(error)}` });
      }
    }),
  );
  return converted;
}

/**
 * The pictures embedded in the SVG artwork (data: URIs of PNG or JPEG, the only ones the render
 * draws: svgSafety.ts) in the press's inks, by `embeddedPictureKey`. svg-to-pdfkit opens an
 * <image> synchronously while it draws, so they are converted before. One that cannot be is left
 * out; svg-to-pdfkit then draws nothing for it (colorSpaces.ts refuses an RGB picture).
 */
export async function svgPicturesInInks(svgs: SvgSources, profile: InkProfile, cache: PictureCache): Promise<ReadonlyMap<string, InkPicture>> {
  const links = new Set<string>();
  for (const source of svgs.values()) if ('svg' in source) for (const link of embeddedPictureLinks(source.svg)) links.add(link);
  const pictures = new Map<string, InkPicture>();
  await Promise.all(
    [...links].map(async (link) => {
      const bytes = embeddedPictureBytes(link);
      if (!bytes) return;
      try {
        const { width, height } = await uprightSize(bytes);
        const whole = { x: 0, y: 0, width: 1, height: 1 };
        pictures.set(link, await inInks({ data: bytes, width, height, region: whole, natural: { width, height } }, profile, cache));
      } catch {
        // Not a picture sharp reads: svg-to-pdfkit reports and skips it, as it would in RGB.
      }
    }),
  );
  return pictures;
}

async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height) throw new Error('not a picture');
  return (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

const hashes = new WeakMap<PreparedPicture, string>();

/** The prepared picture's content hash, once per picture object (the cache hands out the same object to every export). */
function contentHash(picture: PreparedPicture): string {
  let hash = hashes.get(picture);
  if (!hash) {
    hash = createHash('sha256').update(picture.data).digest('hex');
    hashes.set(picture, hash);
  }
  return hash;
}

function inInks(picture: PreparedPicture, profile: InkProfile, cache: PictureCache): Promise<InkPicture> {
  const key = `inks:${profileId(profile.bytes)}:${contentHash(picture)}`;
  const cached = cache.get(key) as Promise<InkPicture> | undefined;
  if (cached) return cached;
  const converted = convert(picture, profileFile(profile.bytes));
  cache.set(key, converted);
  return converted;
}

const isJpeg = (data: Buffer) => data[0] === 0xff && data[1] === 0xd8;

/**
 * One picture in the press's inks. First as 8-bit sRGB, upright (its EXIF orientation applied, as
 * pdfkit and the browser show it) and through its own ICC profile when it has one (a Display P3
 * photo keeps its colours; libvips would take 16-bit samples for P3); then through the print
 * profile. A JPEG stays a JPEG (quality 90); a lossless picture stays lossless (Flate), with its
 * alpha as a soft mask.
 */
async function convert(picture: PreparedPicture, iccFile: string): Promise<InkPicture> {
  const rgb = await sharp(picture.data).rotate().toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  const { width, height, channels } = rgb.info;
  const inPress = sharp(rgb.data, { raw: { width, height, channels } }).withIccProfile(iccFile, { attach: false });
  const sized = { ...picture, width, height };
  if (isJpeg(picture.data) && channels === 3) {
    const jpeg = await inPress.jpeg({ quality: CMYK_JPEG_QUALITY }).toBuffer();
    const written = await sharp(jpeg).metadata();
    if (written.channels !== 4) throw new Error(`libvips wrote a ${written.space} JPEG, not CMYK`);
    return { ...sized, data: jpeg, inks: 'dct' };
  }
  const samples = await inPress.raw().toBuffer({ resolveWithObject: true });
  if (samples.info.channels === 4) return { ...sized, data: await deflateLater(samples.data), inks: 'flate' };
  if (Number(samples.info.channels) !== 5) throw new Error(`libvips wrote ${samples.info.channels} channels, not CMYK`);
  // CMYK and alpha apart: the samples of the picture and of its soft mask.
  const pixels = width * height;
  const cmyk = Buffer.allocUnsafe(pixels * 4);
  const alpha = Buffer.allocUnsafe(pixels);
  const source = samples.data;
  for (let i = 0, from = 0; i < pixels; i++, from += 5) {
    cmyk[i * 4] = source[from]!;
    cmyk[i * 4 + 1] = source[from + 1]!;
    cmyk[i * 4 + 2] = source[from + 2]!;
    cmyk[i * 4 + 3] = source[from + 3]!;
    alpha[i] = source[from + 4]!;
  }
  const [data, mask] = await Promise.all([deflateLater(cmyk), deflateLater(alpha)]);
  return { ...sized, data, inks: 'flate', alpha: mask };
}

/**
 * An ink picture as pdfkit draws an opened image (`doc.image`, `embedOnce`, the pattern tiles):
 * its pixel size, its name on the page, and its XObject made on first use. libvips writes a CMYK
 * JPEG as Photoshop does, inverted, with Adobe's marker; PDF readers take DCT samples as they are,
 * so the Decode array inverts them back (pdfkit's own CMYK JPEGs do the same).
 */
export class InkImage {
  readonly width: number;
  readonly height: number;
  /** pdfkit turns an image by its EXIF orientation; this one is upright already. */
  readonly orientation = 1;
  obj: PDFKit.PDFKitReference | null = null;

  constructor(
    private readonly picture: InkPicture,
    readonly label: string,
  ) {
    this.width = picture.width;
    this.height = picture.height;
  }

  embed(doc: Pdf): void {
    if (this.obj) return;
    const { picture } = this;
    const size = { Type: 'XObject', Subtype: 'Image', Width: picture.width, Height: picture.height, BitsPerComponent: 8 };
    let mask: PDFKit.PDFKitReference | undefined;
    if (picture.alpha) {
      mask = doc.ref({ ...size, ColorSpace: 'DeviceGray', Filter: 'FlateDecode' });
      mask.end(picture.alpha);
    }
    const image = doc.ref({
      ...size,
      ColorSpace: 'DeviceCMYK',
      ...(picture.inks === 'dct' ? { Filter: 'DCTDecode', Decode: [1, 0, 1, 0, 1, 0, 1, 0] } : { Filter: 'FlateDecode' }),
      ...(mask ? { SMask: mask } : {}),
    });
    image.end(picture.data);
    this.obj = image;
  }
}
