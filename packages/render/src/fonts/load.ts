import { type Font, create } from 'fontkit';

/**
 * A fontkit font from the bytes of a TTF, OTF, WOFF or WOFF2 file. Works in the browser and in
 * Node (pdfkit reads fonts with the same fontkit), so both targets shape with one engine.
 */
export function fontFromBytes(bytes: Uint8Array): Font {
  // fontkit's types ask for a Node Buffer, but it only reads the bytes (a Uint8Array suffices).
  const font = create(bytes as Parameters<typeof create>[0]);
  if (!('layout' in font)) throw new Error('A font collection was given where one font was expected');
  return font;
}
