import {
  type Illustration,
  KEYWORDS_MAX_LENGTH,
  MAX_FILES_PER_UPLOAD,
  STOCK_DEFAULTS,
  type StockForm,
  type StockFormErrors,
  addUploadFiles,
  parseKeywords,
  validateStockForm,
} from '@layout/model';
import { ActionIcon, Alert, Button, FileButton, Group, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useSession } from '../../../session/store';
import { type IllustrationFormValues, updateIllustration, uploadIllustrations, useIllustrationCategories, useIllustrationSubcategories } from '../../library/illustrations';
import { UploadProgress } from '../../library/UploadProgress';

/** What the file dialog offers and the upload keeps (the server checks the bytes again). */
const ACCEPT = 'image/svg+xml,.svg,image/png,.png,image/jpeg,.jpg,.jpeg';
const ALLOWED_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg'];
const isAllowed = (file: File) => ALLOWED_TYPES.includes(file.type) || (file.type === '' && /\.(svg|png|jpe?g)$/i.test(file.name));

/** The API's field names on the form's fields (server 422 details). */
const SERVER_FIELDS: Record<string, keyof StockFormErrors | 'category' | 'collection' | 'general'> = {
  name: 'name',
  cost: 'price',
  order: 'order',
  keyWords: 'keywords',
  files: 'files',
  illustrationCategoryId: 'category',
  illustrationSubcategoryId: 'collection',
};

type Errors = StockFormErrors & { category?: string; collection?: string; general?: string };

/** A chosen file and the picture that previews it. */
interface Chosen {
  file: File;
  name: string;
  size: number;
  type: string;
  preview: string;
}

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
  const [files, setFiles] = useState<readonly Chosen[]>([]);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  // The first category is chosen for a new upload once the categories are in.
  useEffect(() => {
    if (categoryId === null && categories[0]) setCategoryId(String(categories[0].id));
  }, [categoryId, categories]);
  // Previews are let go with the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dialog goes: the previews of the files it holds then
  useEffect(
    () => () => {
      for (const f of files) URL.revokeObjectURL(f.preview);
    },
    [],
  );

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
    if (checked) setErrors(formErrors(next, files.length));
  };

  const addFiles = (picked: File[]) => {
    const kept = picked.filter(isAllowed);
    setSkipped(picked.filter((f) => !isAllowed(f)).map((f) => f.name));
    const chosen = kept.map((file) => ({ file, name: file.name, size: file.size, type: file.type, preview: URL.createObjectURL(file) }));
    const next = addUploadFiles(files, chosen);
    // Duplicates and files beyond 10 are not kept: their previews go at once.
    for (const c of chosen) if (!next.includes(c)) URL.revokeObjectURL(c.preview);
    setFiles(next);
    if (checked) setErrors(formErrors(form, next.length));
  };
  const removeFile = (chosen: Chosen) => {
    URL.revokeObjectURL(chosen.preview);
    const next = files.filter((f) => f !== chosen);
    setFiles(next);
    if (checked) setErrors(formErrors(form, next.length));
  };

  const submit = async () => {
    setChecked(true);
    const found = formErrors(form, files.length);
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
          files.map((f) => f.file),
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
      setErrors(serverErrors(error));
    }
  };

  const title = mode === 'upload' ? 'Upload new illustration' : 'Edit illustration';
  return (
    <Modal opened onClose={() => !busy && onClose()} title={title} centered size="md" closeOnClickOutside={!busy}>
      <Stack gap="sm" data-testid="stock-upload-dialog">
        <TextInput label="Name" value={form.name} onChange={(e) => update({ name: e.currentTarget.value })} error={errors.name} data-autofocus />
        <Group grow align="flex-start">
          <TextInput label="Price ($)" inputMode="decimal" value={form.price} onChange={(e) => update({ price: e.currentTarget.value })} error={errors.price} />
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
          <Stack gap={6}>
            <Group justify="space-between">
              <FileButton onChange={addFiles} accept={ACCEPT} multiple disabled={busy || files.length >= MAX_FILES_PER_UPLOAD}>
                {(props) => (
                  <Button {...props} variant="default" size="compact-sm">
                    Add files
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {files.length} of {MAX_FILES_PER_UPLOAD} files (SVG, PNG, JPEG)
              </Text>
            </Group>
            {files.length > 0 && (
              <SimpleGrid cols={5} spacing={6} data-testid="upload-previews">
                {files.map((chosen) => (
                  <div
                    key={`${chosen.name}-${chosen.size}-${chosen.type}`}
                    style={{ position: 'relative', aspectRatio: '1', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
                    title={chosen.name}
                  >
                    <img src={chosen.preview} alt={chosen.name} style={{ width: '100%', height: '100%', objectFit: 'contain', padding: 4 }} />
                    <ActionIcon
                      size="xs"
                      radius="xl"
                      color="gray"
                      variant="filled"
                      aria-label={`Remove ${chosen.name}`}
                      onClick={() => removeFile(chosen)}
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
                Not added (only SVG, PNG and JPEG): {skipped.join(', ')}
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
    for (const [property, messages] of Object.entries(error.fields)) {
      const field = SERVER_FIELDS[property] ?? 'general';
      found[field] = messages.join(' ');
    }
    return found;
  }
  if (error instanceof ApiError) return { general: error.details ? `${error.message}: ${error.details}` : error.message };
  return { general: 'Something went wrong, please try again later.' };
}
