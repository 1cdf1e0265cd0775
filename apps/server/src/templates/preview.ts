/** A page picture sent as a data URL: its bytes and format, or null if it is not a PNG or JPEG. */
export function decodePreview(dataUrl: string): { bytes: Buffer; extension: 'png' | 'jpg'; contentType: string } | null {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return null;
  const bytes = Buffer.from(match[2]!, 'base64');
  // The bytes must be what the header says: PNG's signature, or JPEG's start-of-image marker.
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (match[1] === 'png' && isPng) return { bytes, extension: 'png', contentType: 'image/png' };
  if (match[1] === 'jpeg' && isJpeg) return { bytes, extension: 'jpg', contentType: 'image/jpeg' };
  return null;
}
