import { CURRENT_SCHEMA_VERSION } from './content';

/**
 * Named, append-only migrations of stored design content. Each lifts content from
 * `from` to `from + 1`. Never edit a released migration; add a new one and a fixture test.
 */
export interface ContentMigration {
  id: string;
  from: number;
  up: (content: Record<string, unknown>) => Record<string, unknown>;
  /**
   * True when the migration changes nothing but `schemaVersion`: stored text of that version can
   * then be brought up to date by relabelling it, without parsing it (the server's design answer).
   */
  relabelsOnly?: true;
}

export const contentMigrations: ContentMigration[] = [
  {
    // Content written before versioning had no schemaVersion; its shape is version 1.
    id: 'AddSchemaVersion',
    from: 0,
    up: (content) => ({ ...content, schemaVersion: 1 }),
  },
  {
    // Issue 26: from version 2 a colour may be stored as inks, `device-cmyk(C% M% Y% K%)`
    // (colors/cmyk.ts). Version 1 content holds only screen colours, which mean the same in
    // version 2: it is relabelled, nothing else. The new number is what matters: code that knows
    // only version 1 refuses version 2 content (its schema wants schemaVersion 1) instead of
    // drawing or printing inks it cannot read as black.
    id: 'ColoursMayBeInks',
    from: 1,
    up: (content) => ({ ...content, schemaVersion: 2 }),
    relabelsOnly: true,
  },
];

/**
 * The versions whose stored content is the current format but for its `schemaVersion`: every
 * migration from there on only relabels. Their text needs no parsing to be current.
 */
export function versionsOnlyRelabelled(): number[] {
  const versions: number[] = [];
  for (let version = CURRENT_SCHEMA_VERSION - 1; version >= 0; version -= 1) {
    if (!contentMigrations.find((m) => m.from === version)?.relabelsOnly) break;
    versions.push(version);
  }
  return versions;
}

/**
 * Brings stored content up to CURRENT_SCHEMA_VERSION. Content from a newer version than this
 * code knows is returned unchanged so that validation reports it rather than losing data.
 */
export function migrateContent(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return stored;
  let content = stored as Record<string, unknown>;
  let version = typeof content.schemaVersion === 'number' ? content.schemaVersion : 0;
  while (version < CURRENT_SCHEMA_VERSION) {
    const migration = contentMigrations.find((m) => m.from === version);
    if (!migration) break;
    content = migration.up(content);
    version += 1;
  }
  return content;
}
