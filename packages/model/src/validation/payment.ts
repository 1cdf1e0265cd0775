import { z } from 'zod';
import { CARD_TYPES } from '../constants';

/** The payment form (spec 001 sections 3 and 5). All fields are the strings typed in. */
export interface PaymentForm {
  name: string;
  cardType: string;
  cardNumber: string;
  expDateMonth: string;
  expDateYear: string;
  csv: string;
}

/** A field of the payment form. */
export type PaymentField = keyof PaymentForm;

/** The payment form's messages, exactly as the spec writes them. */
export const PAYMENT_MESSAGES = {
  allFieldsRequired: 'all fields should be filled',
  firstAndLastName: 'Name field should include first and last name',
  cardNumber: 'Card Number field should contain 16 numbers',
  expDateMonth: 'Expiry Date (Month) field should contain 2 numbers',
  expDateYear: 'Expiry Date (Year) field should contain 2 numbers',
  csv: 'CSV field should contain 3 numbers',
  /** The spec gives no message for another card type; the select offers only these two. */
  cardType: `Card type should be ${CARD_TYPES.join(' or ')}`,
} as const;

/** Input limits of each field (spec 001 sections 5 and 9). */
export const PAYMENT_MAX_LENGTHS: Readonly<Record<PaymentField, number>> = {
  name: 120,
  cardType: 21,
  cardNumber: 16,
  expDateMonth: 2,
  expDateYear: 2,
  csv: 3,
};

/** Fields that take digits only. */
const NUMERIC_FIELDS: ReadonlySet<PaymentField> = new Set(['cardNumber', 'expDateMonth', 'expDateYear', 'csv']);

/**
 * What a field keeps of a typed or pasted value: digits only in numeric fields, cut to the
 * field's maximum length, so the form can never hold more than the server accepts.
 */
export function paymentFieldInput(field: PaymentField, raw: string): string {
  const value = NUMERIC_FIELDS.has(field) ? raw.replace(/\D/g, '') : raw;
  return value.slice(0, PAYMENT_MAX_LENGTHS[field]);
}

const digits = (count: number) => new RegExp(`^\\d{${count}}$`);

/**
 * The first error of the form in the order the fields are shown, or null when it can be sent.
 * Only one message shows at a time, so the first one found is the one to fix first.
 */
export function validatePaymentForm(form: PaymentForm): string | null {
  const fields = Object.keys(PAYMENT_MAX_LENGTHS) as PaymentField[];
  if (fields.some((field) => form[field].trim() === '')) return PAYMENT_MESSAGES.allFieldsRequired;
  if (form.name.trim().split(/\s+/).length < 2) return PAYMENT_MESSAGES.firstAndLastName;
  if (!(CARD_TYPES as readonly string[]).includes(form.cardType)) return PAYMENT_MESSAGES.cardType;
  if (!digits(16).test(form.cardNumber)) return PAYMENT_MESSAGES.cardNumber;
  if (!digits(2).test(form.expDateMonth)) return PAYMENT_MESSAGES.expDateMonth;
  if (!digits(2).test(form.expDateYear)) return PAYMENT_MESSAGES.expDateYear;
  if (!digits(3).test(form.csv)) return PAYMENT_MESSAGES.csv;
  return null;
}

/**
 * An error as the payment dialog shows it: 'Error: <message>.' A message that already ends
 * with a full stop (a server message) does not get a second one.
 */
export function formatPaymentError(message: string): string {
  return `Error: ${message.replace(/\.$/, '')}.`;
}

/**
 * The payment form as a zod schema (the PAY_FOR_EXPORT body): each field within its maximum
 * length, then the same checks as `validatePaymentForm`, whose first message is the error.
 */
export const paymentFormSchema = z
  .object(
    Object.fromEntries((Object.keys(PAYMENT_MAX_LENGTHS) as PaymentField[]).map((field) => [field, z.string().max(PAYMENT_MAX_LENGTHS[field])])) as Record<
      PaymentField,
      z.ZodString
    >,
  )
  .superRefine((form, ctx) => {
    const message = validatePaymentForm(form);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
