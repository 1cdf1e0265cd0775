import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser imports the text layout and the font loader, so they must not pull in PDF code,
// Node built-ins, React, Konva (its path-data parser aside, below) or the DOM. Only fonts/node.ts, node.ts and the PDF and picture
// exports under pdf/ and raster/ (exported from node.ts alone) may use Node.
const FORBIDDEN = [/from ['"]pdfkit/, /from ['"]node:/, /from ['"]fs['"]/, /from ['"]react/, /from ['"]konva/, /from ['"]\.\.?\/pdf\//, /\bdocument\./, /\bwindow\./];
const NODE_ONLY = new Set(['node.ts', join('fonts', 'node.ts')]);
// Konva's path-data parser alone (no stage, canvas or DOM): the one shape outline reads path
// data with the parser Konva draws with, in the browser and in Node alike.
const ALLOWED_IMPORTS: Record<string, RegExp> = { [join('outline', 'pathData.ts')]: /^import \{ Path \} from 'konva\/lib\/shapes\/Path\.js';$/m };

function sourceFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, root);
    const relative = path.slice(root.length + 1);
    const nodeOnly = NODE_ONLY.has(relative) || relative.startsWith(`pdf${sep}`) || relative.startsWith(`raster${sep}`);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !nodeOnly ? [path] : [];
  });
}

describe('the browser part of packages/render stays browser-safe', () => {
  it('imports no PDF code, Node API, React, Konva or DOM', () => {
    const offenders = sourceFiles(import.meta.dirname).flatMap((file) => {
      const allowed = ALLOWED_IMPORTS[file.slice(import.meta.dirname.length + 1)];
      const text = allowed ? readFileSync(file, 'utf8').replace(allowed, '') : readFileSync(file, 'utf8');
      return FORBIDDEN.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
    });
    expect(offenders).toEqual([]);
    expect(sourceFiles(import.meta.dirname).some((f) => f.endsWith(join('text', 'layout.ts')))).toBe(true);
  });
});
