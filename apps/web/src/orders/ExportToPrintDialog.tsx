import { donationNotice, formatPrice, paymentsContract } from '@layout/model';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { request } from '../api/client';
import { useAppConfig } from '../app/config';
import { handleRequestError } from '../app/requestErrors';
import { useCurrentProduct } from '../editor/library/catalogue';
import { designPaymentInfoKey } from '../editor/payments/CheckoutDialog';
import { useEditor } from '../editor/state/editorStore';
import { sendToPrint } from './exportToPrint';

/**
 * Export (to print) (spec 001 section 2.7): the saved design, its product, the print-ready PDF it
 * is sent as, and the paid stock still to pay with the total. Send to print goes to checkout when
 * something is unpaid, else to the print company's order page (exportToPrint.ts).
 */
export function ExportToPrintDialog({ onClose }: { onClose: () => void }) {
  const designId = useEditor((s) => s.info.id);
  const name = useEditor((s) => s.info.name);
  const product = useCurrentProduct();
  const { orderUrl } = useAppConfig();
  const [sending, setSending] = useState(false);
  const info = useQuery({
    queryKey: designPaymentInfoKey(designId ?? 0),
    queryFn: () => request(paymentsContract.designPaymentInfo, { params: { id: designId ?? 0 } }),
    enabled: designId !== null,
    // What is paid changes on another page (the checkout): asked again each time the dialog opens.
    staleTime: 0,
  });
  const total = info.data?.totalCostToPay ?? 0;

  const send = async () => {
    if (designId === null) return;
    setSending(true);
    try {
      await sendToPrint(designId, total, orderUrl);
    } catch (error) {
      setSending(false);
      handleRequestError(error);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Export (to print)" centered size="lg">
      <Stack>
        <div>
          <Text fw={700} data-testid="export-print-design">
            {name}
          </Text>
          {product && (
            <Text size="sm" c="dimmed">
              {product.name}
            </Text>
          )}
        </div>
        <Text>Your design will be sent to print as a Print Ready PDF.</Text>
        {info.isPending ? (
          <Loader size="sm" aria-label="Loading what is left to pay" />
        ) : info.isError ? (
          <Alert color="red">What is left to pay could not be loaded: {info.error.message}</Alert>
        ) : info.data.unpaidAssetsInDesign.length === 0 ? (
          <Text size="sm" c="dimmed">
            Everything this design uses is free or already yours: nothing to pay.
          </Text>
        ) : (
          <Stack gap="xs" data-testid="export-print-unpaid">
            <Title order={3} size="h5">
              To pay before printing
            </Title>
            <Table aria-label="Paid items to pay for">
              <Table.Tbody>
                {info.data.unpaidAssetsInDesign.map((item) => (
                  <Table.Tr key={`${item.itemType}-${item.id}`}>
                    <Table.Td>
                      {item.name}
                      {item.user?.creatorName && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          by {item.user.creatorName}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatPrice(item.fullCost)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td fw={700}>Total</Table.Td>
                  <Table.Td ta="right" fw={700} data-testid="export-print-total">
                    {formatPrice(total)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text size="sm" c="teal.9">
              {donationNotice(total)}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void send()} loading={sending} disabled={designId === null || info.isPending || info.isError}>
            {total > 0 ? `Pay ${formatPrice(total)} and send to print` : 'Send to print'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
