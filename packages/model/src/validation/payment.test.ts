import { describe, expect, it } from 'vitest';
import { formatPaymentError, paymentFieldInput, paymentFormSchema, PAYMENT_MAX_LENGTHS, validatePaymentForm, type PaymentForm } from './payment';

const valid: PaymentForm = {
  name: 'Ada Lovelace',
  cardType: 'Visa',
  cardNumber: '4111111111111111',
  expDateMonth: '09',
  expDateYear: '27',
  csv: '123',
};

describe('payment form messages (spec 001 section 5)', () => {
  it('accepts a complete form, Visa or MasterCard', () => {
    expect(validatePaymentForm(valid)).toBeNull();
    expect(validatePaymentForm({ ...valid, cardType: 'MasterCard' })).toBeNull();
  });

  it("'all fields should be filled' when any field is empty", () => {
    for (const field of Object.keys(valid) as (keyof PaymentForm)[]) {
      expect(validatePaymentForm({ ...valid, [field]: ' ' })).toBe('all fields should be filled');
    }
  });

  it('needs first and last name', () => {
    expect(validatePaymentForm({ ...valid, name: 'Ada' })).toBe('Name field should include first and last name');
  });

  it('card number 16 digits, month 2, year 2, security code 3', () => {
    expect(validatePaymentForm({ ...valid, cardNumber: '411111111111111' })).toBe('Card Number field should contain 16 numbers');
    expect(validatePaymentForm({ ...valid, expDateMonth: '9' })).toBe('Expiry Date (Month) field should contain 2 numbers');
    expect(validatePaymentForm({ ...valid, expDateYear: '2' })).toBe('Expiry Date (Year) field should contain 2 numbers');
    expect(validatePaymentForm({ ...valid, csv: '12' })).toBe('CSV field should contain 3 numbers');
  });

  it('refuses a card type other than Visa or MasterCard', () => {
    expect(validatePaymentForm({ ...valid, cardType: 'Amex' })).not.toBeNull();
  });

  it("shows errors as 'Error: <message>.'", () => {
    expect(formatPaymentError('CSV field should contain 3 numbers')).toBe('Error: CSV field should contain 3 numbers.');
    expect(formatPaymentError('Card declined.')).toBe('Error: Card declined.');
  });
});

describe('payment max lengths and digits only (spec 001 sections 5 and 9)', () => {
  it('has the spec lengths: name 120, card type 21, number 16, month 2, year 2, csv 3', () => {
    expect(PAYMENT_MAX_LENGTHS).toEqual({ name: 120, cardType: 21, cardNumber: 16, expDateMonth: 2, expDateYear: 2, csv: 3 });
  });

  it('keeps digits only in numeric fields and cuts to the maximum', () => {
    expect(paymentFieldInput('cardNumber', '4111 1111 1111 1111 99')).toBe('4111111111111111');
    expect(paymentFieldInput('csv', '1a2b3c4')).toBe('123');
    expect(paymentFieldInput('name', 'x'.repeat(130))).toHaveLength(120);
    expect(paymentFieldInput('name', 'Ada 2')).toBe('Ada 2');
  });
});

describe('payment form schema (PAY_FOR_EXPORT body)', () => {
  it('accepts a valid form and gives the first spec message otherwise', () => {
    expect(paymentFormSchema.safeParse(valid).success).toBe(true);
    expect(paymentFormSchema.safeParse({ ...valid, csv: '' }).error?.issues[0]?.message).toBe('all fields should be filled');
    expect(paymentFormSchema.safeParse({ ...valid, expDateMonth: '1' }).error?.issues[0]?.message).toBe('Expiry Date (Month) field should contain 2 numbers');
  });

  it('refuses a name over 120 characters', () => {
    expect(paymentFormSchema.safeParse({ ...valid, name: `Ada ${'x'.repeat(117)}` }).success).toBe(false);
    expect(paymentFormSchema.safeParse({ ...valid, name: `Ada ${'x'.repeat(116)}` }).success).toBe(true);
  });
});
