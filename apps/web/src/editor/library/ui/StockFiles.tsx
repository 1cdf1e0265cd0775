import { MAX_FILES_PER_UPLOAD, addUploadFiles } from '@layout/model';
import { ActionIcon, Button, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';

/**
 * The files part of the stock upload dialogs (illustrations, shapes, icons; spec 001 section 5):
 * up to 10 files of the kinds a library takes, each previewed, duplicates skipped, files of other
 * kinds named as not added. The server checks the bytes again.
 */

/** What a library takes: the file dialog's filter, the types kept, and how the dialog names them. */
export interface StockFileKinds {
  accept: string;
  types: readonly string[];
  /** For files the browser gives no type. */
  pattern: RegExp;
  /** In the counter ('1 of 10 files (SVG, PNG, JPEG)'). */
  label: string;
  /** In the skipped line ('Not added (only SVG, PNG and JPEG): ...'). */
  names: string;
}

export const SVG_FILES: StockFileKinds = { accept: 'image/svg+xml,.svg', types: ['image/svg+xml'], pattern: /\.svg$/i, label: 'SVG', names: 'SVG' };
export const SVG_OR_PICTURE_FILES: StockFileKinds = {
  accept: 'image/svg+xml,.svg,image/png,.png,image/jpeg,.jpg,.jpeg',
  types: ['image/svg+xml', 'image/png', 'image/jpeg'],
  pattern: /\.(svg|png|jpe?g)$/i,
  label: 'SVG, PNG, JPEG',
  names: 'SVG, PNG and JPEG',
};

/** A chosen file and the picture that previews it. */
export interface ChosenFile {
  file: File;
  name: string;
  size: number;
  type: string;
  preview: string;
}

/**
 * The chosen files of one dialog. `add` and `remove` answer the new list (the dialog checks its
 * form against its length); previews are let go when a file leaves and when the dialog goes.
 */
export function useStockFiles(kinds: StockFileKinds) {
  const [chosen, setChosen] = useState<readonly ChosenFile[]>([]);
  const [skipped, setSkipped] = useState<string[]>([]);
  const held = useRef<readonly ChosenFile[]>([]);
  held.current = chosen;
  useEffect(
    () => () => {
      for (const c of held.current) URL.revokeObjectURL(c.preview);
    },
    [],
  );
  const isAllowed = (file: File) => kinds.types.includes(file.type) || (file.type === '' && kinds.pattern.test(file.name));

  const add = (picked: File[]): readonly ChosenFile[] => {
    setSkipped(picked.filter((f) => !isAllowed(f)).map((f) => f.name));
    const added = picked.filter(isAllowed).map((file) => ({ file, name: file.name, size: file.size, type: file.type, preview: URL.createObjectURL(file) }));
    const next = addUploadFiles(chosen, added);
    // Duplicates and files beyond 10 are not kept: their previews go at once.
    for (const c of added) if (!next.includes(c)) URL.revokeObjectURL(c.preview);
    setChosen(next);
    return next;
  };
  const remove = (file: ChosenFile): readonly ChosenFile[] => {
    URL.revokeObjectURL(file.preview);
    const next = chosen.filter((f) => f !== file);
    setChosen(next);
    return next;
  };
  return { chosen, skipped, add, remove };
}

interface PickerProps {
  kinds: StockFileKinds;
  files: ReturnType<typeof useStockFiles>;
  busy: boolean;
  error: string | undefined;
  onAdd: (picked: File[]) => void;
  onRemove: (file: ChosenFile) => void;
}

/** 'Add files', the counter, the previews with their remove buttons, what was not added, the files' error. */
export function StockFilePicker({ kinds, files: { chosen, skipped }, busy, error, onAdd, onRemove }: PickerProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <FileButton onChange={onAdd} accept={kinds.accept} multiple disabled={busy || chosen.length >= MAX_FILES_PER_UPLOAD}>
          {(props) => (
            <Button {...props} variant="default" size="compact-sm">
              Add files
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {chosen.length} of {MAX_FILES_PER_UPLOAD} files ({kinds.label})
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
                onClick={() => onRemove(c)}
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
          Not added (only {kinds.names}): {skipped.join(', ')}
        </Text>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A refused request as a stock form's errors: 422 details on the fields `fields` names (the API's
 * names to the form's), anything else as `general`, shown above the buttons.
 */
export function stockServerErrors<Field extends string>(error: unknown, fields: Record<string, Field>): Partial<Record<Field | 'general', string>> {
  const found: Partial<Record<Field | 'general', string>> = {};
  if (error instanceof ApiError && error.kind === 'validation') {
    for (const [property, messages] of Object.entries(error.fields)) found[fields[property] ?? 'general'] = messages.join(' ');
  } else if (error instanceof ApiError) found.general = error.details ? `${error.message}: ${error.details}` : error.message;
  else found.general = 'Something went wrong, please try again later.';
  return found;
}
