import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESERVED_PAGE_NAMES } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { creatorPath, creatorSlug, findCreator } from './creatorPaths';

const creators = [
  { id: 1, creatorName: 'Anna Studio', isShowHireMe: true, website: '' },
  { id: 2, creatorName: 'Bold  Type Co', isShowHireMe: false, website: '' },
  { id: 3, creatorName: 'Anna-Marie Prints', isShowHireMe: false, website: '' },
];

describe('creator page paths (spec 000 section 2: separators replaced by dashes)', () => {
  it('turns a creator name into its path', () => {
    expect(creatorSlug(' Bold  Type Co ')).toBe('Bold-Type-Co');
    expect(creatorPath('Anna Studio')).toBe('/Anna-Studio');
  });

  it('keeps characters that do not belong in a path escaped', () => {
    expect(creatorPath('Ink & Paper')).toBe('/Ink-%26-Paper');
  });

  it('finds the creator a path names, ignoring case', () => {
    expect(findCreator(creators, 'Anna-Studio')?.id).toBe(1);
    expect(findCreator(creators, 'anna-studio')?.id).toBe(1);
    expect(findCreator(creators, 'Bold-Type-Co')?.id).toBe(2);
  });

  it('finds a creator whose name has a dash of its own', () => {
    expect(findCreator(creators, 'anna-marie-prints')?.id).toBe(3);
  });

  it('finds no creator for an unknown name', () => {
    expect(findCreator(creators, 'Nobody')).toBeUndefined();
  });
});

describe('the editor’s own pages and creator names', () => {
  it('reserves the first segment of every static route, so no creator page hides one', () => {
    const routes = readFileSync(join(import.meta.dirname, '../app/routes.tsx'), 'utf8');
    const firstSegments = new Set([...routes.matchAll(/path: '\/([a-z-]+)/g)].map((m) => m[1]!));
    expect(firstSegments.size).toBeGreaterThan(5);
    for (const segment of firstSegments) expect(RESERVED_PAGE_NAMES, segment).toContain(segment);
  });
});
