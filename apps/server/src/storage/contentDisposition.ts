/**
 * `Content-Disposition: attachment` for a download saved as `fileName` (RFC 6266): a plain
 * ASCII `filename` for old clients, and `filename*` in UTF-8 (RFC 5987) whenever the name has
 * anything the plain form cannot carry, so "Café menu.pdf" is saved under its own name.
 */
export function attachmentDisposition(fileName: string): string {
  // Control characters never reach a header; path separators would name another folder.
  const name = fileName.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || 'download';
  const fallback = name.replace(/[^\u0020-\u007e]/g, '_').replace(/["%]/g, '_');
  if (fallback === name) return `attachment; filename="${name}"`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Percent-encodes all but RFC 5987's attr-char (letters, digits and !#$&+-.^_`|~). */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
