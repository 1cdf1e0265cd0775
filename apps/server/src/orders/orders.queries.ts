import type { OrderStatus } from '@layout/model';
import { type SQL, and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../users/users.table';
import { type OrderRow, orders } from './orders.table';

/** An order with its customer's e-mail and name. */
export interface OrderWithCustomer {
  row: OrderRow;
  email: string;
  firstname: string;
  lastname: string;
}

const columns = { row: orders, email: users.email, firstname: users.firstname, lastname: users.lastname };

function selectOrders(db: Queryable, where: SQL | undefined) {
  return db.select(columns).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function insertOrder(db: Queryable, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function findOrder(db: Queryable, id: number): Promise<OrderWithCustomer | null> {
  const [found] = await selectOrders(db, eq(orders.id, id));
  return found ?? null;
}

/** The user whose order has this reference, or null. */
export async function findOrderOwner(db: Queryable, reference: string): Promise<number | null> {
  const [found] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.reference, reference));
  return found?.userId ?? null;
}

/** The e-mail of every admin account: who is told of a new order to print. */
export async function listAdminEmails(db: Queryable): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id));
  return rows.map((r) => r.email);
}

export function listOrdersOf(db: Queryable, userId: number): Promise<OrderWithCustomer[]> {
  return selectOrders(db, eq(orders.userId, userId));
}

export function listOrders(db: Queryable, status: OrderStatus | 'all'): Promise<OrderWithCustomer[]> {
  return selectOrders(db, status === 'all' ? undefined : eq(orders.status, status));
}

export async function setOrderStatus(db: Queryable, id: number, status: OrderStatus, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ status, printedAt: status === 'printed' ? now : null })
    .where(and(eq(orders.id, id)));
}
