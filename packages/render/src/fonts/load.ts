import type { Font } from 'fontkit';
import { isWoff, sfntFromWoff } from './woff';

/**
 * A fontkit font from the bytes of a TTF, OTF, WOFF or WOFF2 file. Works in the browser and in
 * Node (pdfkit reads fonts with the same fontkit), so both targets shape with one engine. A WOFF
 * is unpacked natively first (see woff.ts): fontkit would inflate it in JavaScript, slowly.
 * fontkit is imported on first use: it is a third of the editor's JavaScript, and the editor
 * shows its page before any font has arrived.
 */
export async function fontFromBytes(bytes: Uint8Array): Promise<Font> {
  const [{ create }, plain] = await Promise.all([loadFontEngine(), isWoff(bytes) ? sfntFromWoff(bytes) : bytes]);
  // fontkit's types ask for a Node Buffer, but it only reads the bytes (a Uint8Array suffices).
  const font = create(plain as Parameters<typeof create>[0]);
  if (!('layout' in font)) throw new Error('A font collection was given where one font was expected');
  return font;
}

let engine: Promise<typeof import('fontkit')> | undefined;

/**
 * Starts loading fontkit (once). The editor calls it while the font files download, so the
 * engine and the files arrive together instead of one after the other.
 */
export function loadFontEngine(): Promise<typeof import('fontkit')> {
  engine ??= import('fontkit');
  return engine;
}
