/** Measures the width in px of a piece of one line. */
export type MeasureWidth = (text: string) => number;

/** Widths are sums of floats; a line exactly as wide as the box must still fit. */
export const FIT_EPSILON = 1e-6;

/**
 * Breaks one paragraph (no newlines) into lines at most `maxWidth` wide: greedy, at spaces; a
 * word wider than a line is broken between characters. Spaces where a line breaks are dropped,
 * and lines lose trailing spaces (they would only shift right and centred text).
 */
export function wrapParagraph(paragraph: string, maxWidth: number, measure: MeasureWidth): string[] {
  const fits = (text: string) => measure(text.trimEnd()) <= maxWidth + FIT_EPSILON;
  const lines: string[] = [];
  let current: string | null = null;
  for (const word of paragraph.split(' ')) {
    const candidate: string = current === null ? word : `${current} ${word}`;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    // Only spaces before a word too wide for the line are dropped rather than left as a blank line.
    if (current !== null && current.trim() !== '') lines.push(current);
    current = word;
    while (!fits(current) && graphemes(current).length > 1) {
      const [head, tail] = splitToFit(current, fits);
      lines.push(head);
      current = tail;
    }
  }
  lines.push(current ?? '');
  return lines.map((line) => line.trimEnd());
}

/** Splits a word into the longest head that fits (at least one character) and the rest. */
function splitToFit(word: string, fits: (text: string) => boolean): [string, string] {
  const chars = graphemes(word);
  // Binary search: widths grow with the number of characters, and long words stay cheap.
  let low = 1;
  let high = chars.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(chars.slice(0, mid).join(''))) low = mid;
    else high = mid - 1;
  }
  return [chars.slice(0, low).join(''), chars.slice(low).join('')];
}

// Made on first use: creating a Segmenter loads the platform's break rules, about 30 ms, and
// only a word wider than its line needs one.
let segmenter: Intl.Segmenter | undefined;

/** User-perceived characters, so an accent is never split from its letter. */
function graphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}
