/**
 * The render's own guard on SVG artwork (defence in depth: the server sanitises every SVG before
 * an export, exports/checkedArtwork.ts). The libraries that draw SVG resolve references by
 * themselves: svg-to-pdfkit hands an <image>'s href to pdfkit, which reads a path from disk;
 * librsvg (sharp) reads files next to a base. Here no reference leaves the file: an <image> is
 * drawn only from a data: URI of a PNG or JPEG, every other href that is not '#id' is removed,
 * and the DOCTYPE (entities) is dropped.
 */

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const EMBEDDED = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]*)$/i;

/**
 * svg-to-pdfkit's `imageCallback`: the picture's bytes when the link is a data: URI of a PNG or
 * JPEG (checked by its signature), else no bytes, which pdfkit refuses as no image (the library
 * reports it and draws nothing). pdfkit is never given a string it would open as a file.
 */
export function embeddedPictureOnly(link: string): Buffer {
  return embeddedPictureBytes(link) ?? Buffer.alloc(0);
}

/** The bytes of a data: URI of a PNG or JPEG (checked by its signature), or undefined for any other link. */
export function embeddedPictureBytes(link: string): Buffer | undefined {
  const match = EMBEDDED.exec(link.trim());
  if (!match) return undefined;
  const bytes = Buffer.from(match[2]!.replace(/\s+/g, ''), 'base64');
  const signature = match[1]!.toLowerCase() === 'png' ? PNG : JPEG;
  return signature.every((byte, index) => bytes[index] === byte) ? bytes : undefined;
}

/** The embedded PNG and JPEG pictures an SVG's <image>s draw, as their data: URIs (trimmed, as `imageCallback` receives them). */
export function embeddedPictureLinks(svg: string): string[] {
  const links: string[] = [];
  for (const [, quoted] of svg.matchAll(/\s[\w.-]*:?href\s*=\s*("[^"]*"|'[^']*')/gi)) {
    const link = quoted!.slice(1, -1).trim();
    if (EMBEDDED.test(link)) links.push(link);
  }
  return links;
}

/** An href the render keeps: a reference inside the file, or an embedded PNG/JPEG. */
function isInside(value: string): boolean {
  return /^\s*#[\w.:-]*\s*$/.test(value) || EMBEDDED.test(value.trim());
}

/**
 * The SVG text with every href (any prefix) that is not '#id' or an embedded PNG/JPEG removed,
 * and without its DOCTYPE. A value spelled with entities is removed too (no '&' passes).
 */
export function withoutOutsideReferences(svg: string): string {
  return svg
    .replace(/<!DOCTYPE(?:[^[>]|\[[^\]]*\])*>/gi, '')
    .replace(/\s[\w.-]*:?href\s*=\s*("[^"]*"|'[^']*')/gi, (whole, quoted: string) => (isInside(quoted.slice(1, -1)) ? whole : ''));
}

/** Bytes that are SVG text (or compressed or UTF-16 SVG) rather than a raster picture, by their first bytes. */
export function looksLikeSvgBytes(bytes: Buffer): boolean {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return true; // gzip: an .svgz
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true; // UTF-16
  const head = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<');
}

/**
 * SVG bytes fit for librsvg (sharp): UTF-8 text without outside references. Compressed and UTF-16
 * SVG is refused (the server writes every SVG out as UTF-8 text).
 */
export function svgBytesForRaster(bytes: Buffer): Buffer {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) throw new Error('compressed SVG is not read');
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) throw new Error('UTF-16 SVG is not read as a picture');
  return Buffer.from(withoutOutsideReferences(bytes.toString('utf8')), 'utf8');
}
