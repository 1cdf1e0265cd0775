import { type Order, type OrderStatus, formatPlanDate, ordersContract } from '@layout/model';
import { Alert, Button, Center, Loader, SegmentedControl, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { request } from '../api/client';
import { reportError } from '../app/errors';
import { TextPage } from '../pages/TextPage';
import { OrderPdfButton } from './OrderPdfButton';
import { ORDERS_KEY, inboxKey } from './orderPdf';
import { ORDER_STATUS_LABELS } from './printHandOff';

type InboxFilter = OrderStatus | 'all';

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'received', label: 'To print' },
  { value: 'printed', label: 'Printed' },
  { value: 'all', label: 'All' },
];

/**
 * /admin/orders, the admins' orders inbox (GET /api/admin/orders): the orders to print, those
 * printed, or all; each with its customer, design, creator, date and PDF, and a button that marks
 * it printed or back to be printed (PUT /api/orders/:id).
 */
export function OrdersInboxPage() {
  const [filter, setFilter] = useState<InboxFilter>('received');
  const orders = useQuery({ queryKey: inboxKey(filter), queryFn: () => request(ordersContract.inbox, { query: { status: filter } }) });
  return (
    <TextPage title="Orders inbox" size="xl">
      <SegmentedControl aria-label="Which orders" mb="lg" value={filter} onChange={(value) => setFilter(value as InboxFilter)} data={FILTERS} />
      {orders.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the orders" />
        </Center>
      ) : orders.isError ? (
        <Alert color="red">The orders could not be loaded: {orders.error.message}</Alert>
      ) : orders.data.length === 0 ? (
        <Text c="dimmed">{filter === 'received' ? 'Nothing to print: every order is printed.' : 'No orders here.'}</Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped withTableBorder aria-label="Orders" data-testid="orders-inbox-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Reference</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Design</Table.Th>
                <Table.Th>Creator</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>PDF</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.data.map((order) => (
                <InboxRow key={order.id} order={order} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </TextPage>
  );
}

function InboxRow({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const next: OrderStatus = order.status === 'received' ? 'printed' : 'received';
  const mark = useMutation({
    mutationFn: () => request(ordersContract.setStatus, { params: { id: order.id }, body: { status: next } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
    onError: reportError,
  });
  return (
    <Table.Tr>
      <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {order.reference}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{order.customer.name}</Text>
        <Text size="xs" c="dimmed">
          {order.customer.email}
        </Text>
      </Table.Td>
      <Table.Td>{order.designName}</Table.Td>
      <Table.Td>{order.creatorName ?? '—'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPlanDate(new Date(order.createdAt))}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{ORDER_STATUS_LABELS[order.status]}</Table.Td>
      <Table.Td>
        <OrderPdfButton order={order} />
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant={next === 'printed' ? 'filled' : 'default'}
          loading={mark.isPending}
          onClick={() => mark.mutate()}
          aria-label={`${next === 'printed' ? 'Mark printed' : 'Mark to print'}: order ${order.reference}`}
        >
          {next === 'printed' ? 'Mark printed' : 'Mark to print'}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
