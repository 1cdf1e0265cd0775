import {
  KEYWORDS_MAX_LENGTH,
  STOCK_DEFAULTS,
  type StockForm,
  type StockFormErrors,
  type Svg,
  type SvgType,
  parseKeywords,
  svgNameFromFileName,
  validateStockForm,
} from '@layout/model';
import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { UploadProgress } from '../../library/UploadProgress';
import { useSvgCategories } from '../../library/svgs';
import { type ChosenFile, SVG_FILES, SVG_OR_PICTURE_FILES, type StockFileKinds, StockFilePicker, stockServerErrors, useStockFiles } from '../../library/ui/StockFiles';
import { StockPriceField } from '../../library/ui/StockPriceField';
import { type SvgFormValues, updateLibrarySvg, uploadLibrarySvgs } from './svgAdmin';

/** What each library takes: shapes stay vector (their fill and stroke paint them); icons may be pictures too. */
const FILES: Record<SvgType, StockFileKinds> = { shape: SVG_FILES, icon: SVG_OR_PICTURE_FILES };

/** The API's field names on the form's fields (server 422 details). */
const SERVER_FIELDS: Record<string, keyof Errors> = { name: 'name', cost: 'price', keyWords: 'keywords', file: 'files', files: 'files', svgCategoryId: 'category' };

type Errors = StockFormErrors & { category?: string; general?: string };

/**
 * Upload new shape / icon, and Edit (spec 001 sections 2.3, 5 and 9, as the illustrations' stock
 * dialog): name, price, category, keywords, published, and for an upload up to 10 files with
 * previews (duplicates skipped). The model's stock rules check the fields (validateStockForm);
 * the server's refusals show on their fields. Several files take their names from their files.
 */
export function SvgUploadDialog({ type, mode, svg, onClose }: { type: SvgType; mode: 'upload' | 'update'; svg?: Svg; onClose: () => void }) {
  const what = type === 'shape' ? 'shape' : 'icon';
  const kinds = FILES[type];
  const files = useStockFiles(kinds);
  const categories = useSvgCategories(type).data ?? [];
  const [form, setForm] = useState<StockForm>(() => ({
    name: svg?.name ?? '',
    price: String(svg?.cost ?? STOCK_DEFAULTS.price),
    order: String(STOCK_DEFAULTS.order),
    keywords: svg?.keyWords.join(' ') ?? '',
  }));
  const [categoryId, setCategoryId] = useState<string | null>(svg?.svgCategoryId ? String(svg.svgCategoryId) : null);
  const [published, setPublished] = useState<boolean>(svg?.isPublic ?? STOCK_DEFAULTS.isPublished);
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  useEffect(() => {
    if (mode === 'upload' && categoryId === null && categories[0]) setCategoryId(String(categories[0].id));
  }, [mode, categoryId, categories]);
  const formErrors = (next: StockForm, fileCount: number): Errors => {
    const found: Errors = validateStockForm(next, mode, fileCount);
    if (!categoryId && published) found.category = 'Choose a category: published items are listed by category';
    return found;
  };
  const update = (changes: Partial<StockForm>) => {
    const next = { ...form, ...changes };
    setForm(next);
    if (checked) setErrors(formErrors(next, files.chosen.length));
  };
  const addFiles = (picked: File[]) => {
    const next = files.add(picked);
    // One file named by its file when no name is typed yet.
    if (form.name.trim() === '' && next[0]) update({ name: svgNameFromFileName(next[0].name) });
    else if (checked) setErrors(formErrors(form, next.length));
  };
  const removeFile = (file: ChosenFile) => {
    const next = files.remove(file);
    if (checked) setErrors(formErrors(form, next.length));
  };

  const submit = async () => {
    setChecked(true);
    const found = formErrors(form, files.chosen.length);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const values: SvgFormValues = {
      name: form.name.trim(),
      cost: form.price.trim() === '' ? String(STOCK_DEFAULTS.price) : form.price.trim(),
      svgCategoryId: categoryId ? Number(categoryId) : null,
      keyWords: parseKeywords(form.keywords),
      isPublic: published,
    };
    setProgress(0);
    try {
      if (mode === 'upload') {
        const created = await uploadLibrarySvgs(
          type,
          files.chosen.map((c) => c.file),
          values,
          ({ loaded, total }) => setProgress(total > 0 ? loaded / total : 0),
        );
        notifications.show({ message: created.length === 1 ? `"${created[0]!.name}" was uploaded` : `${created.length} ${what}s were uploaded`, color: 'teal' });
      } else if (svg) {
        await updateLibrarySvg(svg.id, values);
      }
      onClose();
    } catch (error) {
      setProgress(null);
      setErrors(stockServerErrors(error, SERVER_FIELDS));
    }
  };

  return (
    <Modal opened onClose={() => !busy && onClose()} title={mode === 'upload' ? `Upload new ${what}` : `Edit ${what}`} centered size="md" closeOnClickOutside={!busy}>
      <Stack gap="sm" data-testid="svg-upload-dialog">
        <TextInput
          label="Name"
          description={files.chosen.length > 1 ? 'Several files are each named after their file' : undefined}
          value={form.name}
          onChange={(e) => update({ name: e.currentTarget.value })}
          error={errors.name}
          data-autofocus
        />
        <Group grow align="flex-start">
          <StockPriceField value={form.price} error={errors.price} onChange={(price) => update({ price })} />
          <Select
            label="Category"
            placeholder="None"
            data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
            value={categoryId}
            onChange={(value) => {
              setCategoryId(value);
              setErrors((current) => ({ ...current, category: undefined }));
            }}
            clearable
            error={errors.category}
            comboboxProps={{ withinPortal: true }}
          />
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
        <Switch label="Published" description="Shown in the library to everyone" checked={published} onChange={(e) => setPublished(e.currentTarget.checked)} />
        {mode === 'upload' && <StockFilePicker kinds={kinds} files={files} busy={busy} error={errors.files} onAdd={addFiles} onRemove={removeFile} />}
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
