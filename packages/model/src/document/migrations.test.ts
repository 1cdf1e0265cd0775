import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, designContentSchema } from './content';
import { contentMigrations, migrateContent } from './migrations';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as unknown;

describe('stored documents open after the model changes (named migrations)', () => {
  it('lifts a document saved before versioning to the current version, keeping every field', () => {
    const stored = fixture('v0-business-card.json') as Record<string, unknown>;
    const migrated = migrateContent(stored) as Record<string, unknown>;
    expect(migrated.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    const parsed = designContentSchema.parse(migrated);
    expect(parsed.assets).toEqual(stored.assets);
    expect(parsed.pages).toEqual(stored.pages);
  });

  it('does not touch its input', () => {
    const stored = fixture('v0-business-card.json');
    const before = JSON.stringify(stored);
    migrateContent(stored);
    expect(JSON.stringify(stored)).toBe(before);
  });

  it('leaves content from a newer version alone so validation reports it instead of losing data', () => {
    const future = { schemaVersion: CURRENT_SCHEMA_VERSION + 1, pages: [] };
    expect(migrateContent(future)).toBe(future);
  });

  it('has one migration per version step, each with a unique name', () => {
    const froms = contentMigrations.map((m) => m.from).sort((a, b) => a - b);
    expect(froms).toEqual(Array.from({ length: CURRENT_SCHEMA_VERSION }, (_, i) => i));
    expect(new Set(contentMigrations.map((m) => m.id)).size).toBe(contentMigrations.length);
  });
});
