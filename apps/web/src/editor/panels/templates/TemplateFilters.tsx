import { type CatalogueData, SIDE_LABELS, type SideFilter, type TemplateFilter, chooseCategory, chooseProduct, productsOf, sizeOptionLabel } from '@layout/model';
import { Select, SimpleGrid, Stack } from '@mantine/core';

const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || a.id - b.id;

/**
 * The Templates panel's selects (spec 001 sections 2.3 and 4.12): Category, Product, Size ('name
 * (W x H units)') and Side, hidden for download-only products. Changing category takes its first
 * product and keeps or sets a valid size; changing product resets the size if it is not offered.
 */
export function TemplateFilters({ catalogue, filter, onChange }: { catalogue: CatalogueData; filter: TemplateFilter; onChange: (next: TemplateFilter) => void }) {
  const products = productsOf(catalogue, filter.categoryId);
  const product = catalogue.products.find((p) => p.id === filter.productId);
  const sizes = (product?.productSizes ?? []).slice().sort(byOrder);
  return (
    <Stack gap={6}>
      <SimpleGrid cols={2} spacing={6}>
        <Select
          label="Category"
          size="xs"
          allowDeselect={false}
          data={catalogue.categories
            .slice()
            .sort(byOrder)
            .map((c) => ({ value: String(c.id), label: c.name }))}
          value={filter.categoryId === null ? null : String(filter.categoryId)}
          onChange={(value) => value && onChange(chooseCategory(catalogue, filter, Number(value)))}
        />
        <Select
          label="Product"
          size="xs"
          allowDeselect={false}
          data={products.map((p) => ({ value: String(p.id), label: p.name }))}
          value={filter.productId === null ? null : String(filter.productId)}
          onChange={(value) => value && onChange(chooseProduct(catalogue, filter, Number(value)))}
        />
      </SimpleGrid>
      <Select
        label="Size"
        size="xs"
        allowDeselect={false}
        data={sizes.map((s) => ({ value: String(s.id), label: sizeOptionLabel(s) }))}
        value={filter.productSizeId === null ? null : String(filter.productSizeId)}
        onChange={(value) => value && onChange({ ...filter, productSizeId: Number(value) })}
      />
      {product && !product.isDownloadOnly && (
        <Select
          label="Side"
          size="xs"
          allowDeselect={false}
          data={(Object.keys(SIDE_LABELS) as SideFilter[]).map((side) => ({ value: side, label: SIDE_LABELS[side] }))}
          value={filter.side}
          onChange={(value) => value && onChange({ ...filter, side: value as SideFilter })}
        />
      )}
    </Stack>
  );
}
