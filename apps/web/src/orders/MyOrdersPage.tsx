import { formatPlanDate, ordersContract } from '@layout/model';
import { Alert, Anchor, Center, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { request } from '../api/client';
import { TextPage } from '../pages/TextPage';
import { OrderPdfButton } from './OrderPdfButton';
import { myOrdersKey } from './orderPdf';
import { ORDER_STATUS_LABELS } from './printHandOff';

/** /orders: the designs the user sent to print (GET /api/orders), newest first, each with its reference and PDF. */
export function MyOrdersPage() {
  const orders = useQuery({ queryKey: myOrdersKey, queryFn: () => request(ordersContract.mine) });
  if (orders.isPending) {
    return (
      <TextPage title="My orders">
        <Center py="xl">
          <Loader aria-label="Loading your orders" />
        </Center>
      </TextPage>
    );
  }
  if (orders.isError) {
    return (
      <TextPage title="My orders">
        <Alert color="red">Your orders could not be loaded: {orders.error.message}</Alert>
      </TextPage>
    );
  }
  return (
    <TextPage title="My orders">
      {orders.data.length === 0 ? (
        <Text c="dimmed">No orders yet. When you send a design to print with Export to Print, it shows here with its order reference.</Text>
      ) : (
        <Table striped withTableBorder aria-label="My orders" data-testid="my-orders-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Design</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Print-ready PDF</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.data.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {order.reference}
                </Table.Td>
                <Table.Td>
                  {order.designId === null ? (
                    order.designName
                  ) : (
                    <Anchor component={Link} to={`/designs/${order.designId}`} size="sm">
                      {order.designName}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPlanDate(new Date(order.createdAt))}</Table.Td>
                <Table.Td>{ORDER_STATUS_LABELS[order.status]}</Table.Td>
                <Table.Td>
                  <OrderPdfButton order={order} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Anchor component={Link} to="/" display="inline-block" mt="lg">
        Back to the editor
      </Anchor>
    </TextPage>
  );
}
