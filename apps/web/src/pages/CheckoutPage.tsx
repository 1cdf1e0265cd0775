import { type CheckoutView, type PaymentForm as PaymentFormValues, donationNotice, formatAmount, isSignedIn, paymentsContract } from '@layout/model';
import { Alert, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { ApiError, request } from '../api/client';
import type { LoginNotice } from '../auth/LoginPage';
import { PaymentForm } from '../payments/PaymentForm';
import { TestCardList, TestModeBanner } from '../payments/TestMode';
import { useSession } from '../session/store';
import { TextPage } from './TextPage';

const TITLE = 'Checkout';

/**
 * /checkout/:checkoutId: the built-in test provider's checkout page (the link its checkouts
 * answer). The owner sees what they buy and the total, the donation notice, the test cards and
 * the card Payment form; paid, the browser goes to the checkout's return address (the editor,
 * which exports or refreshes what was bought). Signed-in only: a guest logs in and comes back.
 */
export function CheckoutPage() {
  const { checkoutId = '' } = useParams();
  const { pathname } = useLocation();
  const signedIn = useSession((s) => s.user !== null && isSignedIn(s.user.role));
  const checkout = useQuery({
    queryKey: ['checkout', checkoutId],
    queryFn: () => request(paymentsContract.checkout, { params: { checkoutId } }),
    enabled: signedIn,
    retry: false,
  });
  if (!signedIn) {
    const state: LoginNotice = { notice: 'Log in to pay for your checkout.', returnTo: pathname };
    return <Navigate to="/auth/login" replace state={state} />;
  }
  if (checkout.isPending) {
    return (
      <TextPage title={TITLE}>
        <Center py="xl">
          <Loader aria-label="Loading the checkout" />
        </Center>
      </TextPage>
    );
  }
  if (checkout.isError) {
    const notFound = checkout.error instanceof ApiError && (checkout.error.status === 404 || checkout.error.status === 422);
    return (
      <TextPage title={TITLE}>
        <Alert color="red">{notFound ? 'This checkout does not exist or is not yours.' : `The checkout could not be loaded: ${checkout.error.message}`}</Alert>
      </TextPage>
    );
  }
  return (
    <TextPage title={TITLE}>
      <CheckoutContent checkout={checkout.data} />
    </TextPage>
  );
}

function CheckoutContent({ checkout }: { checkout: CheckoutView }) {
  const queryClient = useQueryClient();
  const leaveFor = (url: string) => window.location.assign(url);
  if (checkout.status === 'paid') {
    return (
      <Stack>
        <Alert color="teal" title="Paid" data-testid="checkout-paid">
          This checkout is paid: {formatAmount(checkout.total, checkout.currency)}.
          {checkout.refunded > 0 && ` ${formatAmount(checkout.refunded, checkout.currency)} was refunded: some of these items were yours already.`}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={() => leaveFor(checkout.returnUrl)}>Continue</Button>
        </Group>
      </Stack>
    );
  }
  if (checkout.status === 'expired') {
    return (
      <Stack>
        <Alert color="gray" title="Expired" data-testid="checkout-expired">
          {checkout.declineReason ? `${checkout.declineReason}. ` : ''}This checkout has expired; nothing was charged. Start again from the editor.
        </Alert>
        <Group justify="flex-end">
          <Button onClick={() => leaveFor(checkout.cancelUrl)}>Back</Button>
        </Group>
      </Stack>
    );
  }
  const pay = async (form: PaymentFormValues): Promise<string | null> => {
    const result = await request(paymentsContract.payCheckout, { params: { checkoutId: checkout.id }, body: form }).catch((failure: unknown) => {
      // Refused as it stands (expired, or its items bought meanwhile): the page shows it so.
      if (failure instanceof ApiError && failure.status === 409) void queryClient.invalidateQueries({ queryKey: ['checkout', checkout.id] });
      throw failure;
    });
    if (!result.success) return result.message;
    leaveFor(checkout.returnUrl);
    return null;
  };
  return (
    <Stack gap="lg">
      {checkout.provider === 'test' && <TestModeBanner />}
      <CheckoutLines checkout={checkout} />
      {checkout.provider === 'test' && (
        <>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Test cards
            </Title>
            <TestCardList />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Payment
            </Title>
            <PaymentForm onPay={pay} payLabel={`Pay ${formatAmount(checkout.total, checkout.currency)}`} onCancel={() => leaveFor(checkout.cancelUrl)} />
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** What the checkout buys, its total and the donation notice. */
function CheckoutLines({ checkout }: { checkout: CheckoutView }) {
  return (
    <Stack gap="xs">
      <Table withTableBorder data-testid="checkout-lines" aria-label="What you are paying for">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checkout.lines.map((line, index) => (
            // Lines have no id; two may share a name (two illustrations called 'Koala').
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life
            <Table.Tr key={index}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ta="right">{formatAmount(line.amount, checkout.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            <Table.Th ta="right" data-testid="checkout-total">
              {formatAmount(checkout.total, checkout.currency)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Text size="sm" c="teal.9" data-testid="donation-notice">
        {donationNotice(checkout.total)}
      </Text>
    </Stack>
  );
}
