import { type Order, ordersContract } from '@layout/model';
import { Alert, Anchor, Button, Center, CopyButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, request } from '../api/client';
import { reportError } from '../app/errors';
import { exchangeRedirectToken } from '../editor/handOff';
import { TextPage } from '../pages/TextPage';
import { useSession } from '../session/store';
import { type OrderPageParams, orderPageParams } from './printHandOff';
import { ORDERS_KEY } from './orderPdf';
import { useOrderPdfDownload } from './OrderPdfButton';

/** Why the order was not placed: a refused sign-in link, no session at all, or the server's refusal. */
class OrderNotPlaced extends Error {
  constructor(
    readonly reason: 'badToken' | 'signedOut' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

const BAD_TOKEN = 'The sign-in link is invalid, expired or was used already. Please log in and send your design to print again.';
const SIGNED_OUT = 'Please log in and send your design to print again.';

/**
 * Orders being placed, by the address that asked: React's strict mode mounts the page twice, and
 * a redirect token may be exchanged only once.
 */
const placing = new Map<string, Promise<Order>>();

async function placeOrder(params: OrderPageParams, queryClient: QueryClient): Promise<Order> {
  if (params.token) {
    try {
      await exchangeRedirectToken(params.token, queryClient);
    } catch {
      throw new OrderNotPlaced('badToken', BAD_TOKEN);
    }
  }
  if (!useSession.getState().token) throw new OrderNotPlaced('signedOut', SIGNED_OUT);
  if (params.designId === null) throw new OrderNotPlaced('refused', 'No design was named to print.');
  try {
    return await request(ordersContract.create, { body: { designId: params.designId, creator: params.creator } });
  } catch (error) {
    if (error instanceof ApiError && error.status !== null && error.status < 500) throw new OrderNotPlaced('refused', error.message);
    throw error;
  }
}

/**
 * /orders/new, Layout's own order page (the default ORDER_URL): Export to Print hands over
 * design_id, user (a one-time redirect token, exchanged for a session) and creator; the order
 * is placed (POST /api/orders renders the print-ready PDF) and confirmed with its reference. The
 * address is then replaced by /orders/new?order=<id>, so a reload shows the order again instead
 * of placing a second one.
 */
export function OrderPage() {
  const [search] = useSearchParams();
  const params = orderPageParams(search);
  if (params.placedOrderId !== null) return <PlacedOrder orderId={params.placedOrderId} />;
  return <PlacingOrder params={params} searchKey={search.toString()} />;
}

function PlacingOrder({ params, searchKey }: { params: OrderPageParams; searchKey: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<OrderNotPlaced | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per hand-off address (params follow from it)
  useEffect(() => {
    let promise = placing.get(searchKey);
    if (!promise) {
      promise = placeOrder(params, queryClient);
      placing.set(searchKey, promise);
    }
    let current = true;
    promise.then(
      (order) => {
        queryClient.setQueryData(placedOrderKey(order.id), order);
        void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
        if (current) navigate(`/orders/new?order=${order.id}`, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof OrderNotPlaced) setFailure(error);
        else {
          reportError(error);
          setFailure(new OrderNotPlaced('refused', error instanceof Error ? error.message : String(error)));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [searchKey]);

  if (failure) {
    return (
      <TextPage title="Your order was not placed">
        <Alert color="red" mb="lg" data-testid="order-error">
          {failure.message}
        </Alert>
        <Group>
          {failure.reason === 'refused' ? (
            params.designId !== null && (
              <Anchor component={Link} to={`/designs/${params.designId}`}>
                Back to the design
              </Anchor>
            )
          ) : (
            <Anchor component={Link} to="/auth/login">
              Login
            </Anchor>
          )}
        </Group>
      </TextPage>
    );
  }
  return (
    <TextPage title="Sending your design to print">
      <Center py="xl">
        <Stack align="center">
          <Loader aria-label="Preparing your print-ready file" />
          <Text>Preparing your print-ready file…</Text>
        </Stack>
      </Center>
    </TextPage>
  );
}

const placedOrderKey = (orderId: number) => [...ORDERS_KEY, 'placed', orderId] as const;

/** The confirmation: the reference to quote, the design, its PDF, and where to go next. */
function PlacedOrder({ orderId }: { orderId: number }) {
  const signedIn = useSession((s) => s.token !== null);
  const order = useQuery({
    queryKey: placedOrderKey(orderId),
    queryFn: async () => {
      const found = (await request(ordersContract.mine)).find((o) => o.id === orderId);
      if (!found) throw new Error('This order was not found among your orders.');
      return found;
    },
    enabled: signedIn,
  });
  if (!signedIn || order.isError) {
    return (
      <TextPage title="Your order">
        <Alert color="red" mb="lg">
          {order.error?.message ?? 'Please log in to see your orders.'}
        </Alert>
        <Anchor component={Link} to={signedIn ? '/orders' : '/auth/login'}>
          {signedIn ? 'My orders' : 'Login'}
        </Anchor>
      </TextPage>
    );
  }
  if (order.isPending) {
    return (
      <TextPage title="Your order">
        <Center py="xl">
          <Loader aria-label="Loading your order" />
        </Center>
      </TextPage>
    );
  }
  return <OrderConfirmation order={order.data} />;
}

function OrderConfirmation({ order }: { order: Order }) {
  const { downloading, download } = useOrderPdfDownload(order);
  return (
    <TextPage title="Thank you! Your order was received.">
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md" bg="gray.0">
          <Text size="sm" c="dimmed" id="order-reference-label">
            Your order reference
          </Text>
          <Group gap="md" wrap="nowrap">
            <Text ff="monospace" fz={32} fw={800} aria-labelledby="order-reference-label" data-testid="order-reference">
              {order.reference}
            </Text>
            <CopyButton value={order.reference}>
              {({ copied, copy }) => (
                <Button variant="light" size="xs" onClick={copy} aria-label="Copy the order reference">
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" mt="xs">
            Quote it when you contact us about this order. We have also sent it to {order.customer.email}.
          </Text>
        </Paper>
        <div>
          <Title order={2} size="h4">
            {order.designName}
          </Title>
          <Text size="sm" c="dimmed">
            Print Ready PDF{order.creatorName ? `, from ${order.creatorName}` : ''}
          </Text>
        </div>
        <Group>
          <Button onClick={() => void download()} loading={downloading}>
            Download print-ready PDF
          </Button>
          <Anchor component={Link} to="/orders">
            My orders
          </Anchor>
          <Anchor component={Link} to={order.designId === null ? '/' : `/designs/${order.designId}`}>
            Back to the editor
          </Anchor>
        </Group>
      </Stack>
    </TextPage>
  );
}
