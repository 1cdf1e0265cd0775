/**
 * CSS inside an uploaded SVG (<style> elements and style attributes). Styling is kept; anything
 * that loads a resource or runs code is not: @import and every other at-rule but @media, url()
 * to anything but '#id', image-set() and the like, old IE expressions and bindings, and escapes
 * (a backslash can spell 'url' or 'import' in ways a filter does not see).
 */

/** Functions that fetch: only url(#id) is allowed, the rest never. */
const FETCHING = /(?:^|[^\w-])(?:-webkit-)?(?:image-set|image|cross-fade|element|src)\s*\(/i;

/** Whether a piece of CSS (a style sheet or a declaration list) is safe to keep as it is. */
export function isSafeCss(css: string): boolean {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  if (/\/\*/.test(text)) return false; // an unterminated comment
  if (/[\\<\u0000]/.test(text)) return false;
  if (/(java|vb)script\s*:|expression\s*\(|behaviou?r\s*:|-moz-binding|data\s*:/i.test(text)) return false;
  if (FETCHING.test(text)) return false;
  for (const at of text.matchAll(/@([\w-]+)/g)) if (at[1]!.toLowerCase() !== 'media') return false;
  for (const url of text.matchAll(/url\s*\(\s*(['"]?)([^'")]*)/gi)) if (!url[2]!.trim().startsWith('#')) return false;
  return true;
}

/** A style attribute with its unsafe or malformed declarations left out; '' when none is left. */
export function safeStyleAttribute(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => /^-?[A-Za-z][\w-]*\s*:\s*\S/.test(declaration))
    .filter((declaration) => isSafeCss(declaration) && !/[{}@]/.test(declaration))
    .join(';');
}
