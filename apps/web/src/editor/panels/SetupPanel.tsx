import {
  type DocumentSetup,
  MESSAGES,
  type ProductSize,
  type Unit,
  UNITS,
  applyDocumentSetup,
  formatInlineError,
  fromPx,
  offersCustomSize,
  setupOf,
  toPx,
  validateCustomSize,
  catalogueContract,
} from '@layout/model';
import { Alert, Button, Checkbox, Group, Loader, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { request } from '../../api/client';
import { getContent, useContent, useEditor } from '../state/editorStore';
import { productsQuery } from '../library/catalogue';

/** The fields as typed: numbers, or '' while a field is empty. */
type Field = number | string;
interface SetupFields {
  sizeId: number | null;
  custom: boolean;
  width: Field;
  height: Field;
  units: Unit;
  margins: { top: Field; bottom: Field; left: Field; right: Field };
  columns: { number: Field; gutter: Field };
}

const sizeLabel = (size: ProductSize) => `${size.name} (${size.width} x ${size.height} ${size.units})`;
const num = (value: Field) => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));
/** A length in other units, the same physical length, rounded to what the fields show. */
const convert = (value: Field, from: Unit, to: Unit): Field => {
  const n = num(value);
  return Number.isFinite(n) && from !== to ? Math.round(fromPx(toPx(n, from), to) * 100) / 100 : value;
};

function fieldsFromSize(size: ProductSize, fields: SetupFields): SetupFields {
  return { ...fields, sizeId: size.id, custom: false, width: size.width, height: size.height, units: size.units, margins: { ...size.margins }, columns: { ...size.columns } };
}

function initialFields(productSizeId: number | null): SetupFields {
  const setup = setupOf(getContent().layoutDimensions);
  return { sizeId: productSizeId, custom: productSizeId === null, ...setup, margins: { ...setup.margins }, columns: { ...setup.columns } };
}

/**
 * The Setup panel (spec 001 sections 2.3, 4.8, 4.12 and 5): the document's size (a standard size of
 * its product, or a custom one where the product allows it), margins and columns, changed together
 * by Apply as one undo step. Custom size mode disables the size select; its values are checked
 * with the spec's rules and messages, shown inline, and Apply is disabled while one shows.
 */
export function SetupPanel() {
  const info = useEditor((s) => s.info);
  const layout = useContent().layoutDimensions;
  const products = useQuery(productsQuery);
  const allSizes = useQuery({ queryKey: ['product-sizes'], queryFn: () => request(catalogueContract.productSizes), staleTime: Infinity });
  if (products.isPending || allSizes.isPending) return <Loader size="sm" aria-label="Loading sizes" />;
  const product = products.data?.find((p) => p.id === info.productId);
  const sizes = product?.productSizes ?? allSizes.data ?? [];
  const customOffered = offersCustomSize(product, info.documentType);
  // The fields start from the document; a change made elsewhere (undo, a template of another
  // size) starts them again.
  return <SetupForm key={`${JSON.stringify(layout)}/${info.productSizeId}`} sizes={sizes} customOffered={customOffered} />;
}

/**
 * The size the document is in: its product size, or, for a document that never chose one (a new
 * design starts in A4 Landscape), the standard size of exactly its dimensions.
 */
function currentSize(sizes: readonly ProductSize[], productSizeId: number | null): ProductSize | undefined {
  if (productSizeId !== null) return sizes.find((s) => s.id === productSizeId);
  const { flatWidth, flatHeight, units } = getContent().layoutDimensions;
  return sizes.find((s) => s.width === flatWidth && s.height === flatHeight && s.units === units);
}

function SetupForm({ sizes, customOffered }: { sizes: readonly ProductSize[]; customOffered: boolean }) {
  const productSizeId = useEditor((s) => s.info.productSizeId);
  const [fields, setFields] = useState(() => initialFields(currentSize(sizes, productSizeId)?.id ?? null));

  const setup = (): DocumentSetup => ({
    width: num(fields.width),
    height: num(fields.height),
    units: fields.units,
    margins: { top: num(fields.margins.top), bottom: num(fields.margins.bottom), left: num(fields.margins.left), right: num(fields.margins.right) },
    columns: { number: num(fields.columns.number), gutter: num(fields.columns.gutter) },
  });
  const sizeError = fields.custom ? validateCustomSize({ width: fields.width, height: fields.height, units: fields.units }) : undefined;
  const { margins, columns } = setup();
  const guidesInvalid =
    ![margins.top, margins.bottom, margins.left, margins.right, columns.gutter].every((v) => Number.isFinite(v) && v >= 0) ||
    !Number.isInteger(columns.number) ||
    columns.number < 0;
  const canApply = !sizeError && !guidesInvalid && (fields.custom || fields.sizeId !== null);

  const apply = () => {
    const chosen = setup();
    useEditor.getState().changeDocument({ productSizeId: fields.custom ? null : fields.sizeId }, (content) => applyDocumentSetup(content, chosen));
  };
  const setMargin = (side: keyof SetupFields['margins']) => (value: Field) => setFields((f) => ({ ...f, margins: { ...f.margins, [side]: value } }));

  return (
    <Stack gap="sm" data-testid="setup-panel">
      <Text fw={700}>Document size</Text>
      <Select
        label="Size"
        data={sizes.map((s) => ({ value: String(s.id), label: sizeLabel(s) }))}
        value={fields.custom || fields.sizeId === null ? null : String(fields.sizeId)}
        placeholder={fields.custom ? 'Custom size' : 'Choose a size'}
        disabled={fields.custom}
        allowDeselect={false}
        onChange={(value) => {
          const size = sizes.find((s) => String(s.id) === value);
          if (size) setFields((f) => fieldsFromSize(size, f));
        }}
      />
      {customOffered && (
        <Checkbox
          label="Use custom size"
          checked={fields.custom}
          onChange={(e) => {
            const custom = e.currentTarget.checked;
            setFields((f) => {
              if (custom) return { ...f, custom };
              const size = sizes.find((s) => s.id === f.sizeId) ?? sizes[0];
              return size ? fieldsFromSize(size, f) : { ...f, custom };
            });
          }}
        />
      )}
      <Group grow gap="xs" align="flex-start">
        <NumberInput label="Width" min={0} decimalScale={2} value={fields.width} disabled={!fields.custom} onChange={(width) => setFields((f) => ({ ...f, width }))} />
        <NumberInput label="Height" min={0} decimalScale={2} value={fields.height} disabled={!fields.custom} onChange={(height) => setFields((f) => ({ ...f, height }))} />
      </Group>
      <Select
        label="Units"
        data={[...UNITS]}
        value={fields.units}
        allowDeselect={false}
        disabled={!fields.custom}
        onChange={(value) => {
          const units = value as Unit;
          // The same physical size in the other units: the fields change, the page does not.
          setFields((f) => ({
            ...f,
            units,
            width: convert(f.width, f.units, units),
            height: convert(f.height, f.units, units),
            margins: {
              top: convert(f.margins.top, f.units, units),
              bottom: convert(f.margins.bottom, f.units, units),
              left: convert(f.margins.left, f.units, units),
              right: convert(f.margins.right, f.units, units),
            },
            columns: { ...f.columns, gutter: convert(f.columns.gutter, f.units, units) },
          }));
        }}
      />
      {sizeError && (
        <Text c="red.7" size="sm" role="alert">
          {formatInlineError(sizeError)}
        </Text>
      )}
      {fields.custom && (
        <Alert color="yellow" p="xs">
          <Text size="xs">{MESSAGES.customSizeWarning}</Text>
        </Alert>
      )}

      <Text fw={700}>Margins</Text>
      <SimpleGrid cols={2} spacing="xs">
        <NumberInput label="Top" min={0} decimalScale={2} value={fields.margins.top} onChange={setMargin('top')} />
        <NumberInput label="Bottom" min={0} decimalScale={2} value={fields.margins.bottom} onChange={setMargin('bottom')} />
        <NumberInput label="Left" min={0} decimalScale={2} value={fields.margins.left} onChange={setMargin('left')} />
        <NumberInput label="Right" min={0} decimalScale={2} value={fields.margins.right} onChange={setMargin('right')} />
      </SimpleGrid>

      <Text fw={700}>Columns</Text>
      <Group grow gap="xs">
        <NumberInput
          label="Number"
          min={0}
          max={100}
          allowDecimal={false}
          value={fields.columns.number}
          onChange={(value) => setFields((f) => ({ ...f, columns: { ...f.columns, number: value } }))}
        />
        <NumberInput
          label="Gutter"
          min={0}
          decimalScale={2}
          value={fields.columns.gutter}
          onChange={(value) => setFields((f) => ({ ...f, columns: { ...f.columns, gutter: value } }))}
        />
      </Group>

      <Button onClick={apply} disabled={!canApply}>
        Apply
      </Button>
    </Stack>
  );
}
