import { type PaymentForm as PaymentFormValues, donationNotice, formatPrice } from '@layout/model';
import { Group, Modal, Stack, Text } from '@mantine/core';
import { PaymentForm } from '../../payments/PaymentForm';
import { TestCardsToggle, TestModeBanner } from '../../payments/TestMode';
import { payForExport } from '../../payments/requests';
import { readExportBucket } from '../download/exportBucket';

interface Props {
  /** What the Checkout dialog showed to pay. The server charges its own total. */
  total: number;
  onClose: () => void;
  /** Paid: the designs waiting are exported. */
  onPaid: () => void;
}

/**
 * Payment (spec 001 sections 2.7 and 5): the card form for the paid stock of the designs waiting
 * for download (POST /designs/pay). Cards go through the built-in test provider, so the dialog
 * says test mode and lists the test cards; a declined card is 'Error: <reason>.' under the form.
 */
export function PaymentDialog({ total, onClose, onPaid }: Props) {
  const pay = async (form: PaymentFormValues): Promise<string | null> => {
    const payment = await payForExport(form, readExportBucket());
    if (payment.outcome === 'refused') return payment.message;
    if (payment.outcome === 'paid') onPaid();
    return null;
  };
  return (
    <Modal opened onClose={onClose} title="Payment" centered size="lg">
      <Stack>
        <TestModeBanner />
        <TestCardsToggle />
        <Group justify="space-between">
          <Text fw={700}>Total {formatPrice(total)}</Text>
          <Text size="sm" c="teal.9">
            {donationNotice(total)}
          </Text>
        </Group>
        <PaymentForm onPay={pay} payLabel={`Pay ${formatPrice(total)}`} onCancel={onClose} />
      </Stack>
    </Modal>
  );
}
