import { CURRENT_SCHEMA_VERSION } from './content';

/**
 * Named, append-only migrations of stored design content. Each lifts content from
 * `from` to `from + 1`. Never edit a released migration; add a new one and a fixture test.
 */
export interface ContentMigration {
  id: string;
  from: number;
  up: (content: Record<string, unknown>) => Record<string, unknown>;
}

export const contentMigrations: ContentMigration[] = [
  {
    // Content written before versioning had no schemaVersion; its shape is version 1.
    id: 'AddSchemaVersion',
    from: 0,
    up: (content) => ({ ...content, schemaVersion: 1 }),
  },
];

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
