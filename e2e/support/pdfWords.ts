import { execFileSync } from 'node:child_process';

/** A word of a PDF page as poppler extracts it, its box in pt from the page's top-left corner. */
export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const unescapePdfText = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The words of one page (1-based) of a PDF file, read with `pdftotext -bbox`. */
export function pdfWords(pdfPath: string, pageNumber: number): PdfWord[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(pageNumber), '-l', String(pageNumber), pdfPath, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const words: PdfWord[] = [];
  for (const m of html.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)) {
    words.push({ xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]), text: unescapePdfText(m[5]!) });
  }
  return words;
}

/**
 * The lines of text inside a box (pt): the words whose centre lies in it, grouped into lines by
 * their vertical centre (words of one line share it to within `lineGap` pt), top to bottom, each
 * line's words left to right joined by one space.
 */
export function linesInBox(words: readonly PdfWord[], box: { x: number; y: number; width: number; height: number }, lineGap: number): string[] {
  const inside = words.filter((w) => {
    const cx = (w.xMin + w.xMax) / 2;
    const cy = (w.yMin + w.yMax) / 2;
    return cx >= box.x && cx <= box.x + box.width && cy >= box.y && cy <= box.y + box.height;
  });
  const lines: { y: number; words: PdfWord[] }[] = [];
  for (const word of [...inside].sort((a, b) => a.yMin + a.yMax - (b.yMin + b.yMax))) {
    const cy = (word.yMin + word.yMax) / 2;
    const line = lines.find((l) => Math.abs(l.y - cy) <= lineGap);
    if (line) line.words.push(word);
    else lines.push({ y: cy, words: [word] });
  }
  return lines.map((l) =>
    l.words
      .sort((a, b) => a.xMin - b.xMin)
      .map((w) => w.text)
      .join(' '),
  );
}
