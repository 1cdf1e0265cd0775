import { PRICE_DECIMALS, type Sale, formatPlanDate, paymentsContract } from '@layout/model';
import { Alert, Center, Group, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { useSession } from '../session/store';
import { TextPage } from './TextPage';

/** An amount of money as the sales list shows it: '$12.50', zero included (a price label would say 'Free'). */
const money = (amount: number) => `$${amount.toFixed(PRICE_DECIMALS)}`;

const ITEM_KINDS: Record<Sale['itemType'], string> = { illustration: 'Illustration', svg: 'Shape or icon' };

/**
 * /sales: what a designer's paid stock has sold and earned (GET /api/sales); an admin sees every
 * sale, with its seller and the marketplace's fee. Prices are what the creator earns; the fee is
 * what the buyer paid on top.
 */
export function SalesPage() {
  const isAdmin = useSession((s) => s.user?.role === 'admin');
  const sales = useQuery({ queryKey: ['sales'], queryFn: () => request(paymentsContract.sales) });
  const title = isAdmin ? 'All sales' : 'My sales';
  if (sales.isPending) {
    return (
      <TextPage title={title}>
        <Center py="xl">
          <Loader aria-label="Loading the sales" />
        </Center>
      </TextPage>
    );
  }
  if (sales.isError) {
    return (
      <TextPage title={title}>
        <Alert color="red">The sales could not be loaded: {sales.error.message}</Alert>
      </TextPage>
    );
  }
  const page = sales.data;
  return (
    <TextPage title={title}>
      <Group gap="xl" mb="lg" data-testid="sales-totals">
        <Text>
          {isAdmin ? 'Paid to creators' : 'Your earnings'}: <b>{money(page.earnings)}</b>
        </Text>
        {isAdmin && (
          <Text>
            Marketplace fees: <b>{money(page.fees)}</b>
          </Text>
        )}
        <Text c="dimmed" size="sm">
          Amounts in {page.currency.toUpperCase()}
        </Text>
      </Group>
      {page.sales.length === 0 ? (
        <Text c="dimmed">No sales yet. When someone buys one of {isAdmin ? 'the' : 'your'} paid illustrations, shapes or icons, it shows here.</Text>
      ) : (
        <Table striped withTableBorder data-testid="sales-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Item</Table.Th>
              <Table.Th>Kind</Table.Th>
              {isAdmin && <Table.Th>Creator</Table.Th>}
              <Table.Th ta="right">Price</Table.Th>
              {isAdmin && <Table.Th ta="right">Fee</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.sales.map((sale) => (
              <Table.Tr key={sale.id}>
                <Table.Td>{formatPlanDate(new Date(sale.createdAt))}</Table.Td>
                <Table.Td>{sale.itemName}</Table.Td>
                <Table.Td>{ITEM_KINDS[sale.itemType]}</Table.Td>
                {isAdmin && <Table.Td>{sale.sellerName ?? 'House library'}</Table.Td>}
                <Table.Td ta="right">{money(sale.price)}</Table.Td>
                {isAdmin && <Table.Td ta="right">{money(sale.fee)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </TextPage>
  );
}
