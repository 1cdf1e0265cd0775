/** A year: keys are never reused, so the bytes under one never change. */
const FOR_GOOD = 'max-age=31536000, immutable';

/** The folders of the public libraries (storage keys are `folder/<uuid>.<ext>`, keys.ts). */
const PUBLIC_LIBRARY_FOLDERS = ['photos/', 'illustrations/', 'template-previews/'];

/**
 * How long, and by whom, a stored file may be kept: the public libraries' files by anyone (a CDN,
 * a proxy), a user's own files (pictures, logos, fonts, icons) only by that user's browser, and an
 * export by no one (it is one user's, handed out by an expiring link). Fonts and SVGs hold the
 * public libraries' items and users' own alike: private, the safe side.
 */
export function fileCacheControl(key: string): string {
  if (key.startsWith('exports/')) return 'private, no-store';
  return PUBLIC_LIBRARY_FOLDERS.some((folder) => key.startsWith(folder)) ? `public, ${FOR_GOOD}` : `private, ${FOR_GOOD}`;
}
