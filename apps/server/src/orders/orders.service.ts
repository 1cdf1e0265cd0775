import { randomInt } from 'node:crypto';
import { MESSAGES, ORDER_REFERENCE_ALPHABET, type Order, type OrderInput, type OrderStatus, canExportToPrint, isAdmin } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { findProductFlags } from '../catalogue/catalogue.queries';
import { findDesignHead } from '../designs/designs.queries';
import { forbidden, notFound } from '../http/errors';
import { hasUnpaidItems, paymentRequired } from '../payments/unpaid';
import { isUniqueViolation } from '../db/uniqueViolation';
import { newFileKey } from '../storage/keys';
import type { UserRow } from '../users/users.table';
import { type OrderWithCustomer, findOrder, insertOrder, listAdminEmails, listOrders, listOrdersOf, setOrderStatus } from './orders.queries';

/**
 * Orders through Layout's own order page (spec 000 sections 2 and 4). The order is made on the
 * server from what the database says: the design must be the customer's, its product one that
 * prints, the customer one who may send to print, and nothing in it unpaid; its print-ready PDF
 * is rendered and kept with the order.
 */

/** A new reference: 4 groups of 4 from the unambiguous alphabet (the model's ORDER_REFERENCE_PATTERN). */
export function newOrderReference(): string {
  const groups = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ORDER_REFERENCE_ALPHABET[randomInt(ORDER_REFERENCE_ALPHABET.length)]).join(''));
  return groups.join('-');
}

export function toOrder(found: OrderWithCustomer): Order {
  const { row } = found;
  return {
    id: row.id,
    reference: row.reference,
    userId: row.userId,
    customer: { email: found.email, name: `${found.firstname} ${found.lastname}`.trim() },
    designId: row.designId,
    designName: row.designName,
    creatorName: row.creatorName,
    status: row.status,
    pdfLink: `/api/orders/${row.id}/pdf`,
    createdAt: row.createdAt.toISOString(),
    printedAt: row.printedAt?.toISOString() ?? null,
  };
}

export async function placeOrder(app: FastifyInstance, user: UserRow, input: OrderInput): Promise<Order> {
  const design = await findDesignHead(app.db, input.designId);
  if (!design || design.userId !== user.id) throw notFound(MESSAGES.designNotFound);
  const product = design.productId === null ? undefined : ((await findProductFlags(app.db, design.productId)) ?? undefined);
  if (!canExportToPrint(user, product)) {
    throw forbidden(product?.isDownloadOnly ? `${product.name} can only be downloaded, not sent to print` : 'Designs can be sent to print from Australia only', 'NOT_PRINTABLE');
  }
  if (await hasUnpaidItems(app, user, design.id)) throw paymentRequired();
  const fileKey = newFileKey('orders', 'pdf');
  await app.exporter.exportToStorage({ designId: design.id, type: 'pdf', isPrintResolution: true }, user, fileKey);
  try {
    const row = await insertWithFreshReference(app, { userId: user.id, designId: design.id, designName: design.name, creatorName: input.creator || null, fileKey });
    const order = toOrder({ row, email: user.email, firstname: user.firstname, lastname: user.lastname });
    await mailConfirmation(app, user, order);
    await mailAdmins(app, order, product?.name ?? null);
    return order;
  } catch (error) {
    await app.storage.delete(fileKey);
    throw error;
  }
}

/** Inserts the order under a new reference; a reference drawn twice (about 1 in 10^23) is drawn again. */
async function insertWithFreshReference(app: FastifyInstance, values: Omit<Parameters<typeof insertOrder>[1], 'reference'>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertOrder(app.db, { ...values, reference: newOrderReference() });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** The customer's confirmation, with the reference they quote (and may log in with). A mail that fails is logged: the order stands. */
async function mailConfirmation(app: FastifyInstance, user: UserRow, order: Order): Promise<void> {
  const { productName } = app.config.company;
  try {
    await app.mailer.send({
      to: user.email,
      subject: `${productName}: order ${order.reference} received`,
      text: [
        `Thank you for your order of "${order.designName}".`,
        `Your order reference is ${order.reference}. Quote it when you contact us about this order.`,
        `You can also log in to ${productName} with your e-mail and this reference instead of your password.`,
        `Your orders: ${app.config.publicUrl}/orders`,
      ].join('\n\n'),
    });
  } catch (error) {
    app.log.warn({ err: error, orderId: order.id }, 'order confirmation mail failed');
  }
}

/**
 * Tells every admin that an order waits to be printed: nothing else would, short of watching the
 * inbox. One mail per admin, so that no admin sees the others' addresses and one bad address
 * does not stop the rest. Like the confirmation, nothing here fails the order: it is recorded
 * and in the inbox, so a mail that fails (or the look-up of the admins) is only logged.
 */
async function mailAdmins(app: FastifyInstance, order: Order, productName: string | null): Promise<void> {
  const { customer } = order;
  const mail = {
    subject: `New order ${order.reference} to print`,
    text: [
      `A new order waits to be printed: ${order.reference}.`,
      [
        `Customer: ${customer.name ? `${customer.name} <${customer.email}>` : customer.email}`,
        `Design: ${order.designName}`,
        ...(productName ? [`Product: ${productName}`] : []),
        ...(order.creatorName ? [`Creator: ${order.creatorName}`] : []),
      ].join('\n'),
      `The orders inbox: ${app.config.publicUrl}/admin/orders`,
    ].join('\n\n'),
  };
  let admins: string[];
  try {
    admins = await listAdminEmails(app.db);
  } catch (error) {
    app.log.warn({ err: error, orderId: order.id }, 'new order mail to the admins failed: admins not found');
    return;
  }
  await Promise.all(
    admins.map(async (to) => {
      try {
        await app.mailer.send({ ...mail, to });
      } catch (error) {
        app.log.warn({ err: error, orderId: order.id, to }, 'new order mail to an admin failed');
      }
    }),
  );
}

export const ordersOf = async (app: FastifyInstance, user: UserRow) => (await listOrdersOf(app.db, user.id)).map(toOrder);
export const orderInbox = async (app: FastifyInstance, status: OrderStatus | 'all') => (await listOrders(app.db, status)).map(toOrder);

/** An order its customer or an admin may see; anyone else is told there is none. */
export async function visibleOrder(app: FastifyInstance, user: UserRow, id: number): Promise<OrderWithCustomer> {
  const found = await findOrder(app.db, id);
  if (!found || (found.row.userId !== user.id && !isAdmin(user))) throw notFound('Order not found');
  return found;
}

export async function changeOrderStatus(app: FastifyInstance, id: number, status: OrderStatus): Promise<Order> {
  if (!(await findOrder(app.db, id))) throw notFound('Order not found');
  await setOrderStatus(app.db, id, status, new Date());
  return toOrder((await findOrder(app.db, id))!);
}
