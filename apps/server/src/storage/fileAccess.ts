import { type SQL, and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isAdmin } from '../auth/guard';
import type { Db } from '../db/client';
import { fonts } from '../fonts/fonts.table';
import { userImages } from '../images/images.table';
import { illustrations } from '../illustrations/illustrations.table';
import { libraryPhotos } from '../photos/photos.table';
import { svgs } from '../svgs/svgs.table';
import { templateAssignments, templates } from '../templates/templates.table';
import type { UserRow } from '../users/users.table';

/**
 * Which stored files a user may have the server read on their behalf (an export reads every file a
 * design links to). A storage key is readable when a row that owns it says so:
 *
 * - a picture or logo (user_images): its owner's;
 * - an SVG (svgs): a public one (the seeded libraries, published items) and its owner's, as GET /svgs/:id;
 * - an illustration (file or preview): a published one, and its creator's, as GET /illustrations/:id;
 * - a photo of Layout's own library: everyone's;
 * - a font file: a public font's and its owner's;
 * - a template's preview, and any file a template's content names (a designer's own picture in a
 *   template the user started from): when the template is one the user may use (not
 *   access-limited, assigned to them, or theirs);
 * - anything else (an export, a key no row owns): nobody's.
 *
 * An admin may read every key. A key the viewer may not read is treated exactly like a missing file.
 */
export async function readableKeys(db: Db, viewer: UserRow, keys: Iterable<string>): Promise<Set<string>> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return new Set();
  if (isAdmin(viewer)) return new Set(wanted);
  const found = await Promise.all([
    owned(db, userImages.fileKey, wanted, eq(userImages.userId, viewer.id)),
    owned(db, userImages.thumbnailKey, wanted, eq(userImages.userId, viewer.id)),
    owned(db, svgs.fileKey, wanted, or(eq(svgs.isPublic, true), eq(svgs.userId, viewer.id))),
    owned(db, illustrations.fileKey, wanted, or(eq(illustrations.isPublished, true), eq(illustrations.userId, viewer.id))),
    owned(db, illustrations.previewKey, wanted, or(eq(illustrations.isPublished, true), eq(illustrations.userId, viewer.id))),
    owned(db, libraryPhotos.fileKey, wanted),
    owned(db, libraryPhotos.thumbnailKey, wanted),
    owned(db, fonts.fileKey, wanted, or(isNull(fonts.userId), eq(fonts.userId, viewer.id))),
    owned(db, templates.previewKey, wanted, usableTemplate(viewer)),
  ]);
  const readable = new Set(found.flat());
  for (const key of wanted) {
    if (!readable.has(key) && (await inUsableTemplate(db, viewer, key))) readable.add(key);
  }
  return readable;
}

/** The keys among `keys` in `column` of rows that pass `allowed`. */
async function owned(db: Db, column: PgColumn, keys: string[], allowed?: SQL): Promise<string[]> {
  const rows = await db
    .select({ key: column })
    .from(column.table as PgTable)
    .where(allowed ? and(inArray(column, keys), allowed) : inArray(column, keys));
  return rows.map((row) => row.key).filter((key): key is string => typeof key === 'string');
}

/** Templates the viewer may start a design from: public ones, those assigned to them, their own. */
function usableTemplate(viewer: UserRow): SQL {
  const assigned = sql`exists (select 1 from ${templateAssignments} where ${templateAssignments.templateId} = ${templates.id} and ${templateAssignments.email} = ${viewer.email.toLowerCase()})`;
  return or(eq(templates.isAccessLimited, false), eq(templates.userId, viewer.id), assigned)!;
}

/** Whether a usable template's content names the key (keys are random UUIDs: a substring match is exact). */
async function inUsableTemplate(db: Db, viewer: UserRow, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(usableTemplate(viewer), sql`strpos(${templates.template}::text, ${key}) > 0`))
    .limit(1);
  return row !== undefined;
}
