import { z } from 'zod';
import { paymentFormSchema } from '../validation/payment';
import { downloadRequestSchema } from '../validation/download';
import { idSchema } from '../validation/ids';

/**
 * Payments (spec 000 sections 3, 4 and 7; spec 001 sections 2.7, 4.10 and 5): what a checkout
 * buys, the answers of the checkout and payment calls, sales. Amounts the API sends are in the
 * currency's major unit with 2 decimals (as prices are); the server keeps minor units.
 */

/** What a checkout pays for: stock items (illustrations, svgs, a collection), the unpaid items of designs to export, or the PRO plan. */
export const CHECKOUT_PURPOSES = ['stock', 'export', 'plan'] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

/** Where a checkout stands. 'open' until paid or given up; a declined card leaves it open to try again. */
export const CHECKOUT_STATUSES = ['open', 'paid', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * How long a checkout stays open unpaid: then it expires and a new one is started from the
 * editor. Stripe's Checkout Sessions expire after the same 24 hours by default.
 */
export const CHECKOUT_LIFETIME_HOURS = 24;

/** The stock items a purchase covers. */
export const STOCK_ITEM_TYPES = ['illustration', 'svg'] as const;
export type StockItemType = (typeof STOCK_ITEM_TYPES)[number];

/** A paid stock item of a design that the viewer has not bought (spec 001 section 3 'Paid stock item in design'). */
export const unpaidAssetSchema = z.object({
  id: z.number().int(),
  itemType: z.enum(STOCK_ITEM_TYPES),
  name: z.string(),
  link: z.string(),
  /** The creator's price. */
  cost: z.number(),
  /** What the buyer pays: price plus the stock fee. */
  fullCost: z.number(),
  user: z.object({ id: z.number().int(), creatorName: z.string().nullable() }).nullable(),
});
export type UnpaidAsset = z.infer<typeof unpaidAssetSchema>;

/** POST /designs/:id/payment-info (spec 000 'Paid design info'). */
export const paidDesignInfoSchema = z.object({ unpaidAssetsInDesign: z.array(unpaidAssetSchema), totalCostToPay: z.number().min(0) });
export type PaidDesignInfo = z.infer<typeof paidDesignInfoSchema>;

/** POST /designs/create-checkout-session: the designs to export once paid, and whether they go to print after. */
export const designCheckoutRequestSchema = z.object({ exportItems: downloadRequestSchema, isExportToPt: z.boolean().default(false) }).strict();
export type DesignCheckoutRequest = z.input<typeof designCheckoutRequestSchema>;

/** POST /illustrations/create-checkout-session: the body of paid-illustrations-info, and paid shapes or icons to buy too. */
export const stockCheckoutRequestSchema = z
  .object({
    illustrationsId: z.array(idSchema).max(1000).default([]),
    collectionId: idSchema.nullable().default(null),
    svgsId: z.array(idSchema).max(1000).default([]),
  })
  .strict();
export type StockCheckoutRequest = z.input<typeof stockCheckoutRequestSchema>;

/** The answer of every create-checkout call (spec 000 'Checkout response'): where to send the browser. */
export const checkoutLinkSchema = z.object({ link: z.string() });
export type CheckoutLink = z.infer<typeof checkoutLinkSchema>;

/** POST /designs/pay (spec 000 section 7): the card form and the designs waiting for export. */
export const payRequestSchema = z.object({ paymentDetails: paymentFormSchema, currentDesignsToExport: downloadRequestSchema }).strict();
export type PayRequest = z.infer<typeof payRequestSchema>;

/** The payment result (spec 000 'Payment result'): a declined card is success false with the reason. */
export const paymentResultSchema = z.object({ success: z.boolean(), amount: z.number(), message: z.string() });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** One line of a checkout as its page shows it. */
export const checkoutLineSchema = z.object({ name: z.string(), amount: z.number() });

/** A checkout as its owner's checkout page reads it (GET /payments/checkouts/:checkoutId). */
export const checkoutViewSchema = z.object({
  id: z.string(),
  purpose: z.enum(CHECKOUT_PURPOSES),
  status: z.enum(CHECKOUT_STATUSES),
  lines: z.array(checkoutLineSchema),
  total: z.number(),
  /** ISO 4217, lowercase ('aud'). */
  currency: z.string(),
  /** 'test': the built-in provider's page, which takes the test cards only. */
  provider: z.enum(['test', 'stripe']),
  /** Where the browser goes once paid (the editor, with ?success for an export). */
  returnUrl: z.string(),
  /** Where it goes when the customer gives up. */
  cancelUrl: z.string(),
  /** Why the last card was declined (the page shows it), or null. */
  declineReason: z.string().nullable(),
  /** What was given back of a paid checkout: items the buyer owned already when the payment came (0 when none). */
  refunded: z.number().min(0),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

export const checkoutParams = z.object({ checkoutId: z.string().uuid() });

/** GET /designs/cancel-subscription-billing: what the Cancel pro plan result dialog says (spec 001 section 8). */
export const cancelPlanResultSchema = z.object({
  outcome: z.enum(['cancelled', 'notSubscribed', 'deleteFirst']),
  message: z.string(),
  /** For 'deleteFirst': how many designs must go first. */
  designsToDelete: z.number().int().min(0),
});
export type CancelPlanResult = z.infer<typeof cancelPlanResultSchema>;

/** One sale of a creator's item: who bought what, for how much, and what the creator earns (price minus nothing: the fee is the buyer's). */
export const saleSchema = z.object({
  id: z.number().int(),
  itemType: z.enum(STOCK_ITEM_TYPES),
  itemId: z.number().int(),
  itemName: z.string(),
  sellerId: z.number().int().nullable(),
  sellerName: z.string().nullable(),
  buyerId: z.number().int(),
  /** The creator's price at the time of sale: what they earn. */
  price: z.number(),
  /** The marketplace's fee the buyer paid on top. */
  fee: z.number(),
  createdAt: z.string(),
});
export type Sale = z.infer<typeof saleSchema>;

/** GET /sales: a designer's own sales (an admin's: everyone's), newest first, with the totals. */
export const salesPageSchema = z.object({
  sales: z.array(saleSchema),
  /** Sum of prices: what the creators earned. */
  earnings: z.number(),
  /** Sum of fees: what the marketplace earned. */
  fees: z.number(),
  currency: z.string(),
});
export type SalesPage = z.infer<typeof salesPageSchema>;
