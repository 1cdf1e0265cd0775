import type { CreatorData, Role, UserData } from '@layout/model';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { type UserRow, users } from './users.table';

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  role: Role;
  country?: string | null;
}

/** Inserts an account; null when the e-mail is already registered. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export async function updateUser(db: Queryable, id: number, changes: Partial<typeof users.$inferInsert>): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function countUsersWithRole(db: Db, role: Role): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, role));
  return row?.n ?? 0;
}

/** A creator name as the creator page path reads it: case, spaces and dashes ignored. */
const creatorNameKey = (name: unknown) => sql`lower(trim(regexp_replace(${name}, '[[:space:]-]+', ' ', 'g')))`;

/** Whether another account holds a creator name that would open the same creator page. */
export async function isCreatorNameTaken(db: Db, creatorName: string, exceptUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, exceptUserId), sql`${creatorNameKey(users.creatorName)} = ${creatorNameKey(creatorName)}`))
    .limit(1);
  return row !== undefined;
}

/** Designers who set a creator name: the creator pages that exist. */
export async function listCreators(db: Db): Promise<CreatorData[]> {
  const rows = await db
    .select({ id: users.id, creatorName: users.creatorName, isShowHireMe: users.isShowHireMe, website: users.website })
    .from(users)
    .where(and(eq(users.role, 'designer'), isNotNull(users.creatorName)))
    .orderBy(asc(users.creatorName));
  return rows.map((r) => ({ ...r, creatorName: r.creatorName ?? '' }));
}

/** The user as the API shows it: never the password hash. */
export function toUserData(row: UserRow): UserData {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    role: row.role,
    businessname: row.businessname,
    jobtitle: row.jobtitle,
    address: row.address,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    phone: row.phone,
    mobile: row.mobile,
    website: row.website,
    socialmedia: row.socialmedia,
    country: row.country,
    creatorName: row.creatorName,
    storagePlan: row.storagePlan,
    planId: row.planId,
    planStarted: row.planStarted?.toISOString() ?? null,
    planRenewsAt: row.planRenewsAt?.toISOString() ?? null,
    rating: row.rating,
    isShowHireMe: row.isShowHireMe,
    ddf: row.ddf ?? {},
    createdAt: row.createdAt.toISOString(),
  };
}
