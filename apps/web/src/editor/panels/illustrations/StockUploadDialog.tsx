import { type Illustration, KEYWORDS_MAX_LENGTH, STOCK_DEFAULTS, type StockForm, type StockFormErrors, parseKeywords, validateStockForm } from '@layout/model';
import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../../../session/store';
import { type IllustrationFormValues, updateIllustration, uploadIllustrations, useIllustrationCategories, useIllustrationSubcategories } from '../../library/illustrations';
import { UploadProgress } from '../../library/UploadProgress';
import { StockPriceField } from '../../library/ui/StockPriceField';
import { SVG_OR_PICTURE_FILES, StockFilePicker, stockServerErrors, useStockFiles } from '../../library/ui/StockFiles';

/** The API's field names on the form's fields (server 422 details). */
const SERVER_FIELDS: Record<string, keyof Errors> = {
  name: 'name',
  cost: 'price',
  order: 'order',
  keyWords: 'keywords',
  files: 'files',
  illustrationCategoryId: 'category',
  illustrationSubcategoryId: 'collection',
};

type Errors = StockFormErrors & { category?: string; collection?: string; general?: string };

/**
 * The stock upload and update dialog (spec 001 sections 2.7 and 5): name, price, order, keywords,
 * category, collection, published, and for an upload up to 10 SVG, PNG or JPEG files with
 * previews (duplicates skipped). An upload needs a name and a file, an update only a name; the
 * messages are the model's (validateStockForm), the server's refusals show on their fields.
 */
export function StockUploadDialog({ mode, illustration, onClose }: { mode: 'upload' | 'update'; illustration?: Illustration; onClose: () => void }) {
  const user = useSession((s) => s.user);
  const categories = useIllustrationCategories().data ?? [];
  const subcategories = useIllustrationSubcategories().data ?? [];
  const [form, setForm] = useState<StockForm>(() => ({
    name: illustration?.name ?? '',
    price: String(illustration?.cost ?? STOCK_DEFAULTS.price),
    order: String(illustration?.order ?? STOCK_DEFAULTS.order),
    keywords: illustration?.keyWords.join(' ') ?? '',
  }));
  const [categoryId, setCategoryId] = useState<string | null>(illustration ? String(illustration.illustrationCategoryId) : null);
  const [collectionId, setCollectionId] = useState<string | null>(illustration?.illustrationSubcategoryId ? String(illustration.illustrationSubcategoryId) : null);
  const [published, setPublished] = useState<boolean>(illustration?.isPublished ?? STOCK_DEFAULTS.isPublished);
  const files = useStockFiles(SVG_OR_PICTURE_FILES);
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  // The first category is chosen for a new upload once the categories are in.
  useEffect(() => {
    if (categoryId === null && categories[0]) setCategoryId(String(categories[0].id));
  }, [categoryId, categories]);

  const collections = useMemo(
    () =>
      subcategories.filter(
        (s) =>
          String(s.illustrationCategoryId) === categoryId &&
          (user?.role === 'admin' || s.assignedTo === null || s.assignedTo === user?.id || s.id === illustration?.illustrationSubcategoryId),
      ),
    [subcategories, categoryId, user, illustration],
  );

  const formErrors = (next: StockForm, fileCount: number): Errors => {
    const found: Errors = validateStockForm(next, mode, fileCount);
    if (!categoryId) found.category = 'Choose a category';
    return found;
  };
  const update = (changes: Partial<StockForm>) => {
    const next = { ...form, ...changes };
    setForm(next);
    if (checked) setErrors(formErrors(next, files.chosen.length));
  };
  const filesChanged = (next: readonly unknown[]) => {
    if (checked) setErrors(formErrors(form, next.length));
  };

  const submit = async () => {
    setChecked(true);
    const found = formErrors(form, files.chosen.length);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const values: IllustrationFormValues = {
      name: form.name.trim(),
      cost: form.price.trim(),
      order: form.order.trim(),
      keyWords: parseKeywords(form.keywords),
      illustrationCategoryId: Number(categoryId),
      illustrationSubcategoryId: collectionId ? Number(collectionId) : null,
      isPublished: published,
    };
    setProgress(0);
    try {
      if (mode === 'upload') {
        const created = await uploadIllustrations(
          files.chosen.map((f) => f.file),
          values,
          ({ loaded, total }) => setProgress(total > 0 ? loaded / total : 0),
        );
        notifications.show({ message: created.length === 1 ? `"${values.name}" was uploaded` : `${created.length} illustrations were uploaded`, color: 'teal' });
      } else if (illustration) {
        await updateIllustration(illustration.id, values);
      }
      onClose();
    } catch (error) {
      setProgress(null);
      setErrors(stockServerErrors(error, SERVER_FIELDS));
    }
  };

  const title = mode === 'upload' ? 'Upload new illustration' : 'Edit illustration';
  return (
    <Modal opened onClose={() => !busy && onClose()} title={title} centered size="md" closeOnClickOutside={!busy}>
      <Stack gap="sm" data-testid="stock-upload-dialog">
        <TextInput label="Name" value={form.name} onChange={(e) => update({ name: e.currentTarget.value })} error={errors.name} data-autofocus />
        <Group grow align="flex-start">
          <StockPriceField value={form.price} error={errors.price} onChange={(price) => update({ price })} />
          <TextInput label="Order" inputMode="numeric" value={form.order} onChange={(e) => update({ order: e.currentTarget.value })} error={errors.order} />
        </Group>
        <Textarea
          label="Keywords"
          description={`Words separated by spaces (${form.keywords.length} of ${KEYWORDS_MAX_LENGTH} characters)`}
          autosize
          minRows={2}
          value={form.keywords}
          onChange={(e) => update({ keywords: e.currentTarget.value })}
          error={errors.keywords}
        />
        <Group grow align="flex-start">
          <Select
            label="Category"
            data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
            value={categoryId}
            onChange={(value) => {
              setCategoryId(value);
              setCollectionId(null);
            }}
            allowDeselect={false}
            error={errors.category}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Collection"
            placeholder="None"
            data={collections.map((s) => ({ value: String(s.id), label: s.name }))}
            value={collectionId}
            onChange={setCollectionId}
            clearable
            error={errors.collection}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Switch label="Published" checked={published} onChange={(e) => setPublished(e.currentTarget.checked)} />
        {mode === 'upload' && (
          <StockFilePicker
            kinds={SVG_OR_PICTURE_FILES}
            files={files}
            busy={busy}
            error={errors.files}
            onAdd={(picked) => filesChanged(files.add(picked))}
            onRemove={(file) => filesChanged(files.remove(file))}
          />
        )}
        {errors.general && (
          <Alert color="red" variant="light" p="xs">
            {errors.general}
          </Alert>
        )}
        {busy && mode === 'upload' && <UploadProgress progress={progress} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            {mode === 'upload' ? 'Upload' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
