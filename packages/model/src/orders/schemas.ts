import { z } from 'zod';
import { idSchema } from '../validation/ids';

/**
 * Orders sent to print (spec 000 sections 2 and 4): after Export to Print the customer goes to
 * the print company's order page with design_id, user (a redirect token) and creator. Without an
 * ORDER_URL of its own, the company uses Layout's order page, which records the order here.
 */

export const ORDER_STATUSES = ['received', 'printed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** POST /orders: the design to print and the creator named in the hand-off. */
export const orderInputSchema = z.object({ designId: idSchema, creator: z.string().trim().max(100).nullish() }).strict();
export type OrderInput = z.input<typeof orderInputSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  /** What the customer quotes, and logs in with together with their e-mail. */
  reference: z.string(),
  userId: z.number().int(),
  /** The customer as the inbox shows them (admins only; the customer's own list has them too). */
  customer: z.object({ email: z.string(), name: z.string() }),
  designId: z.number().int().nullable(),
  designName: z.string(),
  creatorName: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  /** The print-ready PDF, through the API (its owner and admins). */
  pdfLink: z.string(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /admin/orders?status=received|printed|all (default received: the inbox). */
export const orderInboxQuery = z.object({ status: z.enum([...ORDER_STATUSES, 'all']).default('received') });

/** PUT /orders/:id: an admin marks an order printed (or back to received). */
export const orderStatusUpdateSchema = z.object({ status: z.enum(ORDER_STATUSES) }).strict();

/** The characters of a reference: no 0/O, 1/I/L, so it can be read out over the phone. */
export const ORDER_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Four groups of four: about 79 bits, as strong as a generated password, since it signs the customer in. */
export const ORDER_REFERENCE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}(-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}){3}$/;

/** A reference as typed: upper-cased, spaces dropped, dashes where they belong; null when it cannot be one. */
export function normaliseOrderReference(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  if (bare.length !== 16) return null;
  const reference = bare.match(/.{4}/g)!.join('-');
  return ORDER_REFERENCE_PATTERN.test(reference) ? reference : null;
}
