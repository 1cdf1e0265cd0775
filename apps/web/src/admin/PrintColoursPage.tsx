import { type Category, type PrintColors, type Product, catalogueContract } from '@layout/model';
import { Alert, Anchor, Center, List, Loader, Select, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { request } from '../api/client';
import { reportError } from '../app/errors';
import { categoriesQuery, productsQuery } from '../catalogueQueries';
import { TextPage } from '../pages/TextPage';

const CHOICES: { value: PrintColors; label: string }[] = [
  { value: 'rgb', label: 'RGB' },
  { value: 'cmyk', label: 'CMYK' },
];

/**
 * /admin/print-colours, the admins' choice of colours for each product's Print Ready PDF (issue
 * 26): RGB, which the press's RIP converts, or CMYK, converted by Layout through the print
 * profile. Each change is saved at once (PATCH /api/products/:id) into the catalogue every screen
 * reads, and said in a status line.
 */
export function PrintColoursPage() {
  const products = useQuery(productsQuery);
  const categories = useQuery(categoriesQuery);
  const [saved, setSaved] = useState('');
  return (
    <TextPage title="Print colours" size="xl">
      <Text mb="xs">The colours each product’s Print Ready PDF is written in:</Text>
      <List size="sm" mb="lg" spacing={4}>
        <List.Item>
          <b>RGB</b>: the design’s screen colours (sRGB), which the press converts to its inks.
        </List.Item>
        <List.Item>
          <b>CMYK</b>: Layout converts every colour and picture to the print profile’s inks; pure black text and lines print in black ink alone, and colours entered as CMYK print
          as exactly those inks.
        </List.Item>
      </List>
      <Text size="sm" c="dimmed" mb="lg">
        Standard PDF, JPG and PNG downloads stay RGB. A change applies to the next Print Ready PDF, print run or order.
      </Text>
      {products.isPending || categories.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the products" />
        </Center>
      ) : products.isError || categories.isError ? (
        <Alert color="red">The products could not be loaded: {(products.error ?? categories.error)?.message}</Alert>
      ) : (
        <Table striped withTableBorder aria-label="Products">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Category</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th>Print Ready PDF colours</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.data.map((product) => (
              <ProductRow key={product.id} product={product} categories={categories.data} onSaved={setSaved} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text role="status" size="sm" mt="md" c="teal.8" mih={20}>
        {saved}
      </Text>
      <Anchor component={Link} to="/" display="inline-block" mt="lg">
        Back to the editor
      </Anchor>
    </TextPage>
  );
}

function ProductRow({ product, categories, onSaved }: { product: Product; categories: readonly Category[]; onSaved: (message: string) => void }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (printColors: PrintColors) => request(catalogueContract.setPrinting, { params: { id: product.id }, body: { printColors } }),
    onSuccess: (updated) => {
      // The catalogue every screen reads (the editor's too) takes the product as the server answered it.
      queryClient.setQueryData<Product[]>(productsQuery.queryKey, (list) => list?.map((p) => (p.id === updated.id ? updated : p)));
      onSaved(`${updated.name}: Print Ready PDF in ${updated.printColors.toUpperCase()}.`);
    },
    onError: reportError,
  });
  return (
    <Table.Tr>
      <Table.Td>{categories.find((c) => c.id === product.categoryId)?.name ?? '—'}</Table.Td>
      <Table.Td>{product.name}</Table.Td>
      <Table.Td>
        <Select
          aria-label={`Print Ready PDF colours of ${product.name}`}
          data={CHOICES}
          value={save.isPending ? save.variables : product.printColors}
          onChange={(value) => value && value !== product.printColors && save.mutate(value as PrintColors)}
          allowDeselect={false}
          disabled={save.isPending}
          w={140}
          size="sm"
        />
      </Table.Td>
    </Table.Tr>
  );
}
