import { MAX_UPLOAD_PIXELS } from '@layout/model';
import sharp from 'sharp';
import { sanitizeSvg } from '../uploads/svg';

/**
 * The bytes an export reads for a picture or SVG link, made safe for the renderers before any of
 * them sees them. Whatever their source (an upload, storage, an outside link, an illustration, a
 * template's content), SVG (or anything that is not a raster picture: SVG is the one text format a
 * renderer reads) passes the upload's sanitiser (uploads/svg.ts): scripts, foreign content and
 * every reference outside the file are gone, and a picture inside it is kept only as a data: URI
 * of a PNG or JPEG that decodes and is of a sane size (re-encoded, so the PDF library gets plain
 * 8-bit samples). An SVG that references a file, a path or a URL loses that picture: no renderer is
 * ever handed something it would resolve by itself (pdfkit reads a path from disk).
 */
export async function checkedArtwork(bytes: Buffer): Promise<Buffer> {
  if (isRasterPicture(bytes)) return bytes;
  let clean: string;
  try {
    // gzip (an .svgz librsvg would read) and any other bytes are refused by the parser.
    clean = sanitizeSvg(bytes).toString('utf8');
  } catch {
    throw new Error('it is neither a picture nor a valid SVG file');
  }
  return Buffer.from(await withCheckedEmbeddedPictures(clean), 'utf8');
}

const SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x52, 0x49, 0x46, 0x46], // RIFF (WebP)
  [0x49, 0x49, 0x2a, 0x00], // TIFF, little-endian
  [0x4d, 0x4d, 0x00, 0x2a], // TIFF, big-endian
];

/** A raster picture by its signature (the render decodes it as one; it is never read as SVG). */
export function isRasterPicture(bytes: Buffer): boolean {
  // AVIF and HEIF: an ISO media file ('ftyp' box first).
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') return true;
  return SIGNATURES.some((signature) => signature.every((byte, index) => bytes[index] === byte));
}

/**
 * The sanitiser's output with each data: picture decoded and re-encoded, or dropped when it is no
 * PNG/JPEG or too large. The output is the sanitiser's own writing (attributes in double quotes,
 * href values only '#id' or data:image/png|jpeg base64), so a pattern finds every one.
 */
async function withCheckedEmbeddedPictures(svg: string): Promise<string> {
  const pattern = /\s((?:xlink:)?href)="(data:[^"]*)"/g;
  const found = [...svg.matchAll(pattern)];
  if (found.length === 0) return svg;
  const checked = new Map<string, string | null>();
  await Promise.all(
    [...new Set(found.map((m) => m[2]!))].map(async (uri) => {
      checked.set(uri, await reencoded(uri));
    }),
  );
  return svg.replace(pattern, (_whole, name: string, uri: string) => {
    const safe = checked.get(uri);
    return safe ? ` ${name}="${safe}"` : '';
  });
}

async function reencoded(uri: string): Promise<string | null> {
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]*)$/i.exec(uri);
  if (!match) return null;
  try {
    const bytes = Buffer.from(match[2]!.replace(/\s+/g, ''), 'base64');
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== 'png' && meta.format !== 'jpeg') return null;
    const out = meta.format === 'jpeg' ? await image.rotate().jpeg({ quality: 95 }).toBuffer() : await image.rotate().png().toBuffer();
    return `data:image/${meta.format};base64,${out.toString('base64')}`;
  } catch {
    return null;
  }
}
