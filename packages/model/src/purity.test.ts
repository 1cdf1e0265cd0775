import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The model is shared by the browser, the server and the export engine, so it must stay pure:
// no UI framework, no canvas, no DOM, no Node built-ins.
const FORBIDDEN = [
  /from ['"]react/,
  /from ['"]konva/,
  /from ['"]react-konva/,
  /from ['"]node:/,
  /from ['"]fs['"]/,
  /\bdocument\.(body|getElement|querySelector|createElement)/,
  /\bwindow\./,
  /\blocalStorage\b/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('packages/model stays pure', () => {
  it('imports no React, Konva, DOM or Node API', () => {
    const offenders = sourceFiles(import.meta.dirname).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return FORBIDDEN.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
    });
    expect(offenders).toEqual([]);
  });
});
