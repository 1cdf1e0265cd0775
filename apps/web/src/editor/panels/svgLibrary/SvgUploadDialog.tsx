import {
  KEYWORDS_MAX_LENGTH,
  MAX_FILES_PER_UPLOAD,
  STOCK_DEFAULTS,
  type StockForm,
  type StockFormErrors,
  type Svg,
  type SvgType,
  addUploadFiles,
  parseKeywords,
  validateStockForm,
} from '@layout/model';
import { ActionIcon, Alert, Button, FileButton, Group, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client';
import { UploadProgress } from '../../library/UploadProgress';
import { useSvgCategories } from '../../library/svgs';
import { type SvgFormValues, updateLibrarySvg, uploadLibrarySvgs } from './svgAdmin';

/** What each library takes: shapes stay vector (their fill and stroke paint them); icons may be pictures too. */
const FILES: Record<SvgType, { accept: string; types: string[]; pattern: RegExp; label: string }> = {
  shape: { accept: 'image/svg+xml,.svg', types: ['image/svg+xml'], pattern: /\.svg$/i, label: 'SVG' },
  icon: {
    accept: 'image/svg+xml,.svg,image/png,.png,image/jpeg,.jpg,.jpeg',
    types: ['image/svg+xml', 'image/png', 'image/jpeg'],
    pattern: /\.(svg|png|jpe?g)$/i,
    label: 'SVG, PNG, JPEG',
  },
};

/** The API's field names on the form's fields (server 422 details). */
const SERVER_FIELDS: Record<string, keyof Errors> = { name: 'name', cost: 'price', keyWords: 'keywords', file: 'files', files: 'files', svgCategoryId: 'category' };

type Errors = StockFormErrors & { category?: string; general?: string };

interface Chosen {
  file: File;
  name: string;
  size: number;
  type: string;
  preview: string;
}

/**
 * Upload new shape / icon, and Edit (spec 001 sections 2.3, 5 and 9, as the illustrations' stock
 * dialog): name, price, category, keywords, published, and for an upload up to 10 files with
 * previews (duplicates skipped). The model's stock rules check the fields (validateStockForm);
 * the server's refusals show on their fields. Several files take their names from their files.
 */
export function SvgUploadDialog({ type, mode, svg, onClose }: { type: SvgType; mode: 'upload' | 'update'; svg?: Svg; onClose: () => void }) {
  const what = type === 'shape' ? 'shape' : 'icon';
  const files = FILES[type];
  const categories = useSvgCategories(type).data ?? [];
  const [form, setForm] = useState<StockForm>(() => ({
    name: svg?.name ?? '',
    price: String(svg?.cost ?? STOCK_DEFAULTS.price),
    order: String(STOCK_DEFAULTS.order),
    keywords: svg?.keyWords.join(' ') ?? '',
  }));
  const [categoryId, setCategoryId] = useState<string | null>(svg?.svgCategoryId ? String(svg.svgCategoryId) : null);
  const [published, setPublished] = useState<boolean>(svg?.isPublic ?? STOCK_DEFAULTS.isPublished);
  const [chosen, setChosen] = useState<readonly Chosen[]>([]);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  useEffect(() => {
    if (mode === 'upload' && categoryId === null && categories[0]) setCategoryId(String(categories[0].id));
  }, [mode, categoryId, categories]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dialog goes: the previews of the files it holds then
  useEffect(
    () => () => {
      for (const c of chosen) URL.revokeObjectURL(c.preview);
    },
    [],
  );

  const isAllowed = (file: File) => files.types.includes(file.type) || (file.type === '' && files.pattern.test(file.name));
  const formErrors = (next: StockForm, fileCount: number): Errors => {
    const found: Errors = validateStockForm(next, mode, fileCount);
    if (!categoryId && published) found.category = 'Choose a category: published items are listed by category';
    return found;
  };
  const update = (changes: Partial<StockForm>) => {
    const next = { ...form, ...changes };
    setForm(next);
    if (checked) setErrors(formErrors(next, chosen.length));
  };
  const addFiles = (picked: File[]) => {
    const kept = picked.filter(isAllowed);
    setSkipped(picked.filter((f) => !isAllowed(f)).map((f) => f.name));
    const added = kept.map((file) => ({ file, name: file.name, size: file.size, type: file.type, preview: URL.createObjectURL(file) }));
    const next = addUploadFiles(chosen, added);
    for (const c of added) if (!next.includes(c)) URL.revokeObjectURL(c.preview);
    setChosen(next);
    // One file named by its file when no name is typed yet.
    if (form.name.trim() === '' && next[0])
      update({
        name: next[0].name
          .replace(/\.[^.]+$/, '')
          .replace(/[_-]+/g, ' ')
          .slice(0, 42),
      });
    else if (checked) setErrors(formErrors(form, next.length));
  };
  const removeFile = (c: Chosen) => {
    URL.revokeObjectURL(c.preview);
    const next = chosen.filter((f) => f !== c);
    setChosen(next);
    if (checked) setErrors(formErrors(form, next.length));
  };

  const submit = async () => {
    setChecked(true);
    const found = formErrors(form, chosen.length);
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
          chosen.map((c) => c.file),
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
      setErrors(serverErrors(error));
    }
  };

  return (
    <Modal opened onClose={() => !busy && onClose()} title={mode === 'upload' ? `Upload new ${what}` : `Edit ${what}`} centered size="md" closeOnClickOutside={!busy}>
      <Stack gap="sm" data-testid="svg-upload-dialog">
        <TextInput
          label="Name"
          description={chosen.length > 1 ? 'Several files are each named after their file' : undefined}
          value={form.name}
          onChange={(e) => update({ name: e.currentTarget.value })}
          error={errors.name}
          data-autofocus
        />
        <Group grow align="flex-start">
          <TextInput
            label="Price ($)"
            description="0 is free"
            inputMode="decimal"
            value={form.price}
            onChange={(e) => update({ price: e.currentTarget.value })}
            error={errors.price}
          />
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
        {mode === 'upload' && (
          <Stack gap={6}>
            <Group justify="space-between">
              <FileButton onChange={addFiles} accept={files.accept} multiple disabled={busy || chosen.length >= MAX_FILES_PER_UPLOAD}>
                {(props) => (
                  <Button {...props} variant="default" size="compact-sm">
                    Add files
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {chosen.length} of {MAX_FILES_PER_UPLOAD} files ({files.label})
              </Text>
            </Group>
            {chosen.length > 0 && (
              <SimpleGrid cols={5} spacing={6} data-testid="upload-previews">
                {chosen.map((c) => (
                  <div
                    key={`${c.name}-${c.size}-${c.type}`}
                    style={{ position: 'relative', aspectRatio: '1', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
                    title={c.name}
                  >
                    <img src={c.preview} alt={c.name} style={{ width: '100%', height: '100%', objectFit: 'contain', padding: 4 }} />
                    <ActionIcon
                      size="xs"
                      radius="xl"
                      color="gray"
                      variant="filled"
                      aria-label={`Remove ${c.name}`}
                      onClick={() => removeFile(c)}
                      disabled={busy}
                      style={{ position: 'absolute', top: -6, right: -6 }}
                    >
                      ×
                    </ActionIcon>
                  </div>
                ))}
              </SimpleGrid>
            )}
            {skipped.length > 0 && (
              <Text size="xs" c="orange.8">
                Not added (only {files.label}): {skipped.join(', ')}
              </Text>
            )}
            {errors.files && (
              <Text size="xs" c="red" role="alert">
                {errors.files}
              </Text>
            )}
          </Stack>
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

/** A refused request as the form's errors: 422 details on their fields, anything else above the buttons. */
function serverErrors(error: unknown): Errors {
  if (error instanceof ApiError && error.kind === 'validation') {
    const found: Errors = {};
    for (const [property, messages] of Object.entries(error.fields)) found[SERVER_FIELDS[property] ?? 'general'] = messages.join(' ');
    return found;
  }
  if (error instanceof ApiError) return { general: error.details ? `${error.message}: ${error.details}` : error.message };
  return { general: 'Something went wrong, please try again later.' };
}
