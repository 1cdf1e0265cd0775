import { z } from 'zod';
import { orderInboxQuery, orderInputSchema, orderSchema, orderStatusUpdateSchema } from '../orders/schemas';
import { idParams } from '../validation/ids';
import { defineRoute, fileAnswer } from './route';

/**
 * Orders sent to print through Layout's own order page (spec 000 sections 2 and 4): the
 * customer's order with its print-ready PDF and reference number; the admins' inbox.
 */
export const ordersContract = {
  create: defineRoute({
    method: 'POST',
    path: '/orders',
    summary: 'Sends a paid-up design to print: makes its print-ready PDF and records the order with a reference number',
    body: orderInputSchema,
    response: { 201: orderSchema },
  }),
  mine: defineRoute({ method: 'GET', path: '/orders', summary: 'The caller’s orders, newest first', response: { 200: z.array(orderSchema) } }),
  inbox: defineRoute({
    method: 'GET',
    path: '/admin/orders',
    summary: 'Every customer’s orders, newest first: those to print, those printed, or all (admins)',
    query: orderInboxQuery,
    response: { 200: z.array(orderSchema) },
  }),
  pdf: defineRoute({ method: 'GET', path: '/orders/:id/pdf', summary: 'An order’s print-ready PDF (its customer or an admin)', params: idParams, response: { 200: fileAnswer } }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/orders/:id',
    summary: 'Marks an order printed, or back to be printed (admins)',
    params: idParams,
    body: orderStatusUpdateSchema,
    response: { 200: orderSchema },
  }),
};
