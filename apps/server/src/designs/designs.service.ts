import { type DesignInputParsed, type DesignSummary, FREE_PLAN_DESIGN_LIMIT, MESSAGES, canSaveTemplates, isAdmin, isId, storagePlanOf } from '@layout/model';
import type { Queryable } from '../db/client';
import { isUniqueViolation } from '../db/uniqueViolation';
import { fieldError, forbidden, notFound } from '../http/errors';
import type { UserRow } from '../users/users.table';
import {
  type DesignHead,
  type WrittenDesign,
  countUserDesigns,
  deleteDesign,
  findDesignHead,
  insertDesign,
  isNameTaken,
  listUserDesigns,
  toSummary,
  updateDesign,
} from './designs.queries';
import { conflict } from './versions';

/** A name already taken is the unique index's answer when two saves race for it. */
const nameTaken = () => fieldError('name', 'isUnique', MESSAGES.nameTaken);

/**
 * The design with this id (as the path gives it), if `user` may see it: their own, or any for an
 * admin. Any other (someone else's, an id no design can have) is 'Design not found'. `find` reads
 * the whole row (to open it) or only its head (to change or delete it).
 */
export async function findOwnDesign<Row extends DesignHead>(db: Queryable, user: UserRow, idText: string, find: (db: Queryable, id: number) => Promise<Row | null>): Promise<Row> {
  const id = Number(idText);
  const row = isId(id) ? await find(db, id) : null;
  if (!row || (row.userId !== user.id && !isAdmin(user))) throw notFound(MESSAGES.designNotFound);
  return row;
}

/** Only designers and admins save templates. */
export function checkDocumentType(user: UserRow, input: Pick<DesignInputParsed, 'documentType'>): void {
  if (input.documentType === 'DOC_TYPE_TEMPLATE' && !canSaveTemplates(user.role)) {
    throw forbidden('Forbidden', 'Only designers and admins save templates');
  }
}

/**
 * Saves a new design in the user's My Stuff (a copy is one too): a FREE plan, or a PRO plan past its
 * paid period, stops at FREE_PLAN_DESIGN_LIMIT designs (spec 000 section 7), and a name is unique among the user's designs.
 */
export async function createDesign(db: Queryable, user: UserRow, input: DesignInputParsed): Promise<WrittenDesign> {
  checkDocumentType(user, input);
  if (storagePlanOf(user) === 'FREE' && (await countUserDesigns(db, user.id)) >= FREE_PLAN_DESIGN_LIMIT) throw forbidden(MESSAGES.freePlanLimit, 'FREE_PLAN_LIMIT');
  if (await isNameTaken(db, user.id, input.name)) throw nameTaken();
  try {
    return await insertDesign(db, user.id, input);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Saves over a design only if it is still at the version the save was based on (409 otherwise).
 * One statement checks the owner and the version and writes (updateDesign); a name already taken
 * is the unique index's answer. A save is then two queries with the session's, not three (four on
 * a rename). The answer is the stored row without its content: the editor already holds what it
 * sent (the spec shows none), which spares every save sending 200 KB back (docs/decisions.md).
 */
export async function saveDesign(db: Queryable, user: UserRow, idText: string, basedOn: number, input: DesignInputParsed): Promise<DesignSummary> {
  const id = Number(idText);
  if (!isId(id)) throw notFound(MESSAGES.designNotFound);
  try {
    const row = await updateDesign(db, { id, basedOn, owner: isAdmin(user) ? 'anyone' : user.id }, input);
    if (row === 'conflict') throw conflict(MESSAGES.designConflictDetails);
    if (!row) throw notFound(MESSAGES.designNotFound);
    return toSummary(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Deletes one of the user's designs (an admin's: anyone's); answers its id. */
export async function deleteOwnDesign(db: Queryable, user: UserRow, idText: string): Promise<{ id: number }> {
  const existing = await findOwnDesign(db, user, idText, findDesignHead);
  await deleteDesign(db, existing.id);
  return { id: existing.id };
}

/** A user's designs, newest first: only their own, except for an admin. */
export async function listDesignsOf(db: Queryable, user: UserRow, userId: number): Promise<DesignSummary[]> {
  if (userId !== user.id && !isAdmin(user)) throw forbidden('Forbidden', 'You can only list your own designs');
  return listUserDesigns(db, userId);
}
