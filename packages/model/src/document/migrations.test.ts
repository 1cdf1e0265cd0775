import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, designContentSchema } from './content';
import { z } from 'zod';
import { colorSlots } from '../colors/slots';
import { contentMigrations, migrateContent, versionsOnlyRelabelled } from './migrations';

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

  it('ColoursMayBeInks: a version 1 document, all screen colours, opens as version 2 with every colour as it was', () => {
    const stored = fixture('v1-flyer.json') as Record<string, unknown>;
    const migrated = migrateContent(stored) as Record<string, unknown>;
    expect(migrated).toEqual({ ...stored, schemaVersion: 2 });
    const parsed = designContentSchema.parse(migrated);
    // Every colour stays as written, in whatever spelling: version 1 colours are screen colours in version 2 too.
    expect(parsed.assets.flatMap((asset) => colorSlots(asset).map((slot) => slot.color))).toEqual(['#263147', '#e03131', '#ffd43b', '#4ac6e3', '#000000', '#000080', '#f08c00']);
    expect(parsed.assets.find((a) => a.id === 'rule')).toMatchObject({ lineConfig: { stroke: 'navy' } });
    expect(parsed.pages).toEqual(stored.pages);
    expect(versionsOnlyRelabelled()).toEqual([1]);
  });

  it('a version 2 document holding inks is valid now and refused by code that reads only version 1', () => {
    const stored = fixture('v1-flyer.json') as { assets: { id: string; shapeProps?: object }[] };
    const inks = 'device-cmyk(0% 100% 100% 0%)';
    const current = {
      ...stored,
      schemaVersion: 2,
      pages: [{ id: 'front', backgroundColor: inks }],
      assets: stored.assets.map((a) => (a.id === 'badge' ? { ...a, shapeProps: { ...a.shapeProps, fill: inks } } : a)),
    };
    expect(designContentSchema.parse(current).pages[0]!.backgroundColor).toBe(inks);
    const versionOneReader = z.object({ ...designContentSchema.shape, schemaVersion: z.literal(1) });
    expect(versionOneReader.safeParse(migrateContent(current)).success).toBe(false);
  });
});
