import { type Template, type TemplateContentInput, toStoredTemplateContent } from '@layout/model';
import { type SQL, and, asc, eq, inArray, sql } from 'drizzle-orm';
import { productProductSizes, productSizes, products, templateGroups } from '../catalogue/catalogue.tables';
import type { Queryable } from '../db/client';
import { users } from '../users/users.table';
import { type TemplateRow, designSets, templateAssignments, templates } from './templates.table';

/** What the routes need of the stored row beyond the row itself. */
export interface TemplateRelations {
  assignedTo: string[];
  designSetName: string | null;
  creator: { creatorName: string | null; isShowHireMe: boolean; website: string; role: string };
}

const columns = {
  row: templates,
  designSetName: designSets.name,
  creatorName: users.creatorName,
  isShowHireMe: users.isShowHireMe,
  website: users.website,
  creatorRole: users.role,
};

/** Templates with their set and creator, filtered by `where`, in the panel's order. */
async function selectTemplates(db: Queryable, where: SQL | undefined): Promise<{ row: TemplateRow; relations: TemplateRelations }[]> {
  const rows = await db
    .select(columns)
    .from(templates)
    .innerJoin(users, eq(users.id, templates.userId))
    .leftJoin(designSets, eq(designSets.id, templates.designSetId))
    .where(where)
    .orderBy(asc(templates.order), asc(templates.id));
  const ids = rows.map((r) => r.row.id);
  const assignments = ids.length === 0 ? [] : await db.select().from(templateAssignments).where(inArray(templateAssignments.templateId, ids));
  const byTemplate = new Map<number, string[]>();
  for (const a of assignments) byTemplate.set(a.templateId, [...(byTemplate.get(a.templateId) ?? []), a.email]);
  return rows.map((r) => ({
    row: r.row,
    relations: {
      assignedTo: (byTemplate.get(r.row.id) ?? []).sort(),
      designSetName: r.designSetName,
      creator: { creatorName: r.creatorName, isShowHireMe: r.isShowHireMe, website: r.website, role: r.creatorRole },
    },
  }));
}

/** Public templates (not access-limited) whose creator has `role`. */
export function listPublicTemplates(db: Queryable, role: 'admin' | 'designer') {
  return selectTemplates(db, and(eq(templates.isAccessLimited, false), eq(users.role, role)));
}

/** Access-limited templates: all of them, or one creator's. */
export function listLimitedTemplates(db: Queryable, creatorId: number | null) {
  const limited = eq(templates.isAccessLimited, true);
  return selectTemplates(db, creatorId === null ? limited : and(limited, eq(templates.userId, creatorId)));
}

/** Templates assigned to an e-mail address. */
export function listAssignedTemplates(db: Queryable, email: string) {
  const assigned = db.select({ id: templateAssignments.templateId }).from(templateAssignments).where(eq(templateAssignments.email, email));
  return selectTemplates(db, inArray(templates.id, assigned));
}

/** Templates a creator assigned to someone ('Assigned by me'). */
export function listTemplatesAssignedBy(db: Queryable, creatorId: number) {
  const assigned = db.select({ id: templateAssignments.templateId }).from(templateAssignments);
  return selectTemplates(db, and(eq(templates.userId, creatorId), inArray(templates.id, assigned)));
}

export async function findTemplate(db: Queryable, id: number) {
  const [found] = await selectTemplates(db, eq(templates.id, id));
  return found ?? null;
}

/** Whether the creator has another template (not `exceptId`) with this name. */
export async function isTemplateNameTaken(db: Queryable, userId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.userId, userId), eq(templates.name, name)));
  return rows.some((r) => r.id !== exceptId);
}

/** The product's first template group: where a non-admin's template goes. */
export async function firstTemplateGroup(db: Queryable, productId: number): Promise<number | null> {
  const [group] = await db
    .select({ id: templateGroups.id })
    .from(templateGroups)
    .where(eq(templateGroups.productId, productId))
    .orderBy(asc(templateGroups.order), asc(templateGroups.id))
    .limit(1);
  return group?.id ?? null;
}

/** The design set of this name, created for `userId` when there is none; null when another creator owns it. */
export async function designSetFor(db: Queryable, name: string, userId: number, mayJoinAny: boolean): Promise<number | null> {
  const [existing] = await db.select().from(designSets).where(eq(designSets.name, name));
  if (existing) return existing.userId === userId || mayJoinAny ? existing.id : null;
  const [created] = await db.insert(designSets).values({ name, userId }).onConflictDoNothing().returning();
  if (created) return created.id;
  // Created by a concurrent request meanwhile: decide again on that one.
  return designSetFor(db, name, userId, mayJoinAny);
}

export async function listDesignSetNames(db: Queryable, userId?: number): Promise<string[]> {
  const rows = await db
    .select({ name: designSets.name })
    .from(designSets)
    .where(userId === undefined ? undefined : eq(designSets.userId, userId))
    .orderBy(asc(sql`lower(${designSets.name})`));
  return rows.map((r) => r.name);
}

/** A template's columns as the routes and the seeds give them: the content as the API has it. */
export type TemplateColumns = Omit<typeof templates.$inferInsert, 'id' | 'createdAt' | 'template'> & { template: TemplateContentInput };

export async function insertTemplate(db: Queryable, values: TemplateColumns, assignedTo: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(templates)
      .values({ ...values, template: toStoredTemplateContent(values.template) })
      .returning({ id: templates.id });
    if (assignedTo.length) await tx.insert(templateAssignments).values([...new Set(assignedTo)].map((email) => ({ templateId: row!.id, email })));
    return row!.id;
  });
}

/**
 * Replaces a template's columns and assignees if it is still at `basedOn`, bumping its version;
 * the conditional UPDATE comes first, so of two saves based on the same version exactly one
 * changes anything. False when the template is at another version (or gone): nothing changed.
 */
export async function updateTemplate(db: Queryable, id: number, basedOn: number, values: Partial<TemplateColumns>, assignedTo: readonly string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(templates)
      .set({
        ...values,
        template: values.template === undefined ? undefined : toStoredTemplateContent(values.template),
        version: sql`${templates.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(templates.id, id), eq(templates.version, basedOn)))
      .returning({ id: templates.id });
    if (!updated) return false;
    await tx.delete(templateAssignments).where(eq(templateAssignments.templateId, id));
    if (assignedTo.length) await tx.insert(templateAssignments).values([...new Set(assignedTo)].map((email) => ({ templateId: id, email })));
    return true;
  });
}

/** Whether a product size of this id exists. */
export async function productSizeExists(db: Queryable, productSizeId: number): Promise<boolean> {
  const [size] = await db.select({ id: productSizes.id }).from(productSizes).where(eq(productSizes.id, productSizeId));
  return size !== undefined;
}

/** The category of a product offered in this size; null when the product is not offered in it (or does not exist). */
export async function categoryOfProductInSize(db: Queryable, productId: number, productSizeId: number): Promise<{ categoryId: number } | null> {
  const [offered] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .innerJoin(productProductSizes, eq(productProductSizes.productId, products.id))
    .where(and(eq(products.id, productId), eq(productProductSizes.productSizeId, productSizeId)));
  return offered ?? null;
}

export async function deleteTemplate(db: Queryable, id: number): Promise<void> {
  await db.delete(templates).where(eq(templates.id, id));
}

/** Removes design sets no template belongs to any more. */
export async function dropEmptyDesignSets(db: Queryable): Promise<void> {
  await db.delete(designSets).where(sql`not exists (select 1 from ${templates} where ${templates.designSetId} = ${designSets.id})`);
}

/** The API's view of a template; assignees only for its creator and admins. */
export function toTemplate(row: TemplateRow, content: TemplateContentInput, relations: TemplateRelations, previewUrl: string | null, showAssignees: boolean): Template {
  return {
    id: row.id,
    name: row.name,
    theme: row.theme,
    template: content,
    productSizeId: row.productSizeId,
    categoryId: row.categoryId,
    productId: row.productId,
    templateGroupId: row.templateGroupId,
    designSet: relations.designSetName === null ? null : { name: relations.designSetName },
    userId: row.userId,
    side: row.side,
    order: row.order,
    isAccessLimited: row.isAccessLimited,
    assignedToUsers: showAssignees ? relations.assignedTo : [],
    previewData: previewUrl,
    user: { creatorName: relations.creator.creatorName, isShowHireMe: relations.creator.isShowHireMe, website: relations.creator.website },
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}
