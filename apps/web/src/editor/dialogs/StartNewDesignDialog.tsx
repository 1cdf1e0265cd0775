import {
  type CatalogueData,
  DEFAULT_DOCUMENT_NAME,
  MESSAGES,
  type NewDesignChoice,
  type PrintFormat,
  type Product,
  type TemplateFilter,
  THEME_MAX_LENGTH,
  UNITS,
  type Unit,
  chooseCategory,
  chooseProduct,
  formatInlineError,
  offersCustomSize,
  productsOf,
  sizeOptionLabel,
  validateCustomSize,
  validateName,
} from '@layout/model';
import { Alert, Button, Checkbox, Group, Loader, Modal, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useCatalogue } from '../library/catalogue';
import { useEditor } from '../state/editorStore';

const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || a.id - b.id;

const PRINT_FORMAT_LABELS: Record<PrintFormat, string> = { SINGLE_SIDE: 'Single sided', DOUBLE_SIDE: 'Double sided' };

interface Props {
  onClose: () => void;
  /** Makes the new document from the choice (model newDesignDocument, saving.ts startNewDesign). */
  onStart: (choice: NewDesignChoice, products: readonly Product[]) => void;
}

/** Where the selects start: the open design's product and size when it has them, else the first category's first product. */
function initialSelection(catalogue: CatalogueData): TemplateFilter {
  const { productId, productSizeId } = useEditor.getState().info;
  const empty: TemplateFilter = { categoryId: null, productId: null, productSizeId: null, templateGroupId: null, side: 'front' };
  const product = catalogue.products.find((p) => p.id === productId && p.isShow);
  if (product) return chooseProduct(catalogue, { ...empty, productSizeId }, product.id);
  const category = catalogue.categories.slice().sort(byOrder)[0];
  return category ? chooseCategory(catalogue, empty, category.id) : empty;
}

/** Start new design (spec 001 section 2.7, spec 000 section 4), once the catalogue is in. */
export function StartNewDesignDialog({ onClose, onStart }: Props) {
  const catalogue = useCatalogue();
  return (
    <Modal opened onClose={onClose} title="Start new design" centered size="lg">
      {catalogue ? (
        <StartNewDesignForm catalogue={catalogue} onClose={onClose} onStart={onStart} />
      ) : (
        <Group justify="center" p="lg">
          <Loader aria-label="Loading the products" />
        </Group>
      )}
    </Modal>
  );
}

type Field = number | string;

function StartNewDesignForm({ catalogue, onClose, onStart }: Props & { catalogue: CatalogueData }) {
  const [selection, setSelection] = useState(() => initialSelection(catalogue));
  const product = catalogue.products.find((p) => p.id === selection.productId);
  const sizes = (product?.productSizes ?? []).slice().sort(byOrder);
  const customOffered = offersCustomSize(product, 'DOC_TYPE_DESIGN');
  const [custom, setCustom] = useState(false);
  const [width, setWidth] = useState<Field>(sizes[0]?.width ?? '');
  const [height, setHeight] = useState<Field>(sizes[0]?.height ?? '');
  const [units, setUnits] = useState<Unit>('mm');
  const [name, setName] = useState(DEFAULT_DOCUMENT_NAME);
  const [theme, setTheme] = useState('');
  const [printFormat, setPrintFormat] = useState<PrintFormat>(product?.printFormat ?? 'SINGLE_SIDE');

  const useCustom = custom && customOffered;
  const sizeError = useCustom ? validateCustomSize({ width, height, units }) : undefined;
  const nameError = validateName(name, []);
  const themeError = theme.trim().length > THEME_MAX_LENGTH ? `Theme has to be at most ${THEME_MAX_LENGTH} symbols` : null;
  const disabled = !product || (!useCustom && selection.productSizeId === null) || !!sizeError || !!nameError || !!themeError;

  /** A new product starts in its own print format (single or double sided); the user may change it. */
  const select = (next: TemplateFilter) => {
    const nextProduct = catalogue.products.find((p) => p.id === next.productId);
    if (nextProduct && nextProduct.id !== selection.productId) setPrintFormat(nextProduct.printFormat);
    setSelection(next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    onStart(
      {
        categoryId: selection.categoryId,
        productId: selection.productId,
        productSizeId: useCustom ? null : selection.productSizeId,
        ...(useCustom ? { customSize: { width: Number(width), height: Number(height), units } } : {}),
        name: name.trim(),
        theme: theme.trim(),
        printFormat,
      },
      catalogue.products,
    );
  }

  return (
    <form onSubmit={submit} data-testid="start-new-design">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="Category"
            allowDeselect={false}
            data={catalogue.categories
              .slice()
              .sort(byOrder)
              .map((c) => ({ value: String(c.id), label: c.name }))}
            value={selection.categoryId === null ? null : String(selection.categoryId)}
            onChange={(value) => value && select(chooseCategory(catalogue, selection, Number(value)))}
          />
          <Select
            label="Product"
            allowDeselect={false}
            data={productsOf(catalogue, selection.categoryId).map((p) => ({ value: String(p.id), label: p.name }))}
            value={selection.productId === null ? null : String(selection.productId)}
            onChange={(value) => value && select(chooseProduct(catalogue, selection, Number(value)))}
          />
        </SimpleGrid>
        <Select
          label="Size"
          allowDeselect={false}
          disabled={useCustom}
          placeholder={useCustom ? 'Custom size' : 'Choose a size'}
          data={sizes.map((s) => ({ value: String(s.id), label: sizeOptionLabel(s) }))}
          value={useCustom || selection.productSizeId === null ? null : String(selection.productSizeId)}
          onChange={(value) => value && setSelection({ ...selection, productSizeId: Number(value) })}
        />
        {customOffered && (
          <Checkbox
            label="Use custom size"
            checked={custom}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              const size = sizes.find((s) => s.id === selection.productSizeId);
              // The custom fields start from the size chosen so far.
              if (checked && size) {
                setWidth(size.width);
                setHeight(size.height);
                setUnits(size.units);
              }
              setCustom(checked);
            }}
          />
        )}
        {useCustom && (
          <>
            <Group grow gap="xs" align="flex-start">
              <NumberInput label="Width" min={0} decimalScale={2} value={width} onChange={setWidth} />
              <NumberInput label="Height" min={0} decimalScale={2} value={height} onChange={setHeight} />
              <Select label="Units" data={[...UNITS]} value={units} allowDeselect={false} onChange={(value) => value && setUnits(value as Unit)} />
            </Group>
            {sizeError && (
              <Text c="red.7" size="sm" role="alert">
                {formatInlineError(sizeError)}
              </Text>
            )}
            <Alert color="yellow" p="xs">
              <Text size="xs">{MESSAGES.customSizeWarning}</Text>
            </Alert>
          </>
        )}
        <TextInput label="Name" data-testid="new-design-name" value={name} error={nameError} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
        <TextInput label="Theme" value={theme} error={themeError} onChange={(e) => setTheme(e.currentTarget.value)} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Print format
          </Text>
          <SegmentedControl
            aria-label="Print format"
            value={printFormat}
            onChange={(value) => setPrintFormat(value as PrintFormat)}
            data={(Object.keys(PRINT_FORMAT_LABELS) as PrintFormat[]).map((value) => ({ value, label: PRINT_FORMAT_LABELS[value] }))}
          />
        </Stack>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" data-testid="start-new-design-confirm" disabled={disabled}>
            Start
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
