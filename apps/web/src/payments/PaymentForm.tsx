import { CARD_TYPES, type PaymentField, type PaymentForm as PaymentFormValues, formatPaymentError, paymentFieldInput, validatePaymentForm } from '@layout/model';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

const EMPTY_FORM: PaymentFormValues = { name: '', cardType: CARD_TYPES[0], cardNumber: '', expDateMonth: '', expDateYear: '', csv: '' };

interface Props {
  /** Sends the card; resolves to the reason it was not accepted (shown as 'Error: <reason>.'), or null once paid. */
  onPay: (form: PaymentFormValues) => Promise<string | null>;
  /** The pay button's words ('Pay 12.50 AUD'). */
  payLabel: string;
  onCancel: () => void;
  cancelLabel?: string;
}

/**
 * The card Payment form (spec 001 sections 3, 5 and 2.7), one component for the Payment dialog
 * and the test provider's checkout page: each field keeps what the model's rules allow (digits
 * only, maximum lengths); Pay checks the form first and shows one message at a time, then the
 * server's refusal in the same line.
 */
export function PaymentForm({ onPay, payLabel, onCancel, cancelLabel = 'Cancel' }: Props) {
  const [form, setForm] = useState<PaymentFormValues>(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const field = (name: PaymentField) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = paymentFieldInput(name, event.currentTarget.value);
      setForm((current) => ({ ...current, [name]: value }));
      setError(null);
    },
    disabled: paying,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validatePaymentForm(form);
    if (invalid) {
      setError(formatPaymentError(invalid));
      return;
    }
    setPaying(true);
    try {
      const refused = await onPay(form);
      if (refused) setError(formatPaymentError(refused));
    } catch (failure) {
      setError(formatPaymentError(failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setPaying(false);
    }
  }

  return (
    // noValidate: the spec's messages, one at a time, rather than the browser's own bubbles.
    <form onSubmit={submit} noValidate aria-label="Payment">
      <Stack gap="sm">
        <TextInput label="Name on card" placeholder="First and last name" autoComplete="cc-name" {...field('name')} />
        <NativeSelect label="Card type" data={[...CARD_TYPES]} {...field('cardType')} />
        <TextInput label="Card number" inputMode="numeric" autoComplete="cc-number" placeholder="16 digits" {...field('cardNumber')} />
        <SimpleGrid cols={3}>
          <TextInput label="Expiry month" inputMode="numeric" autoComplete="cc-exp-month" placeholder="MM" {...field('expDateMonth')} />
          <TextInput label="Expiry year" inputMode="numeric" autoComplete="cc-exp-year" placeholder="YY" {...field('expDateYear')} />
          <TextInput label="CSV" inputMode="numeric" autoComplete="cc-csc" placeholder="3 digits" {...field('csv')} />
        </SimpleGrid>
        {error && (
          <Text c="red" size="sm" role="alert" data-testid="payment-error">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={paying}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={paying} data-testid="payment-pay">
            {payLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
