import { NAME_MAX_LENGTH, type SvgCategoryListItem, type SvgType } from '@layout/model';
import { ActionIcon, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { useSvgCategories } from '../../library/svgs';
import { createSvgCategory, deleteSvgCategory, updateSvgCategory } from './svgAdmin';

const nameProblem = (name: string) =>
  name.trim() === '' ? 'Name has to include 1 or more symbols' : name.trim().length > NAME_MAX_LENGTH ? `Name has to be at most ${NAME_MAX_LENGTH} symbols` : null;

/** A request's refusal as one line (a 422's field messages, else its message). */
function problemOf(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'validation') return Object.values(error.fields).flat().join(' ') || error.message;
  if (error instanceof ApiError) return error.details ? `${error.message}: ${String(error.details)}` : error.message;
  return 'Something went wrong, please try again later.';
}

/** One category: its name (renamed on Save), moved up or down, deleted after a confirmation. */
function CategoryRow({ category, index, categories, type }: { category: SvgCategoryListItem; index: number; categories: readonly SvgCategoryListItem[]; type: SvgType }) {
  const [name, setName] = useState(category.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };
  // Moving swaps the orders with the neighbour (both keep distinct orders, the list's own).
  const move = (by: -1 | 1) => {
    const other = categories[index + by];
    if (!other) return;
    const mine = category.order === other.order ? index + 1 : category.order;
    const theirs = category.order === other.order ? index + 1 + by : other.order;
    void run(async () => {
      await updateSvgCategory(other.id, { name: other.name, type, order: mine });
      await updateSvgCategory(category.id, { name: category.name, type, order: theirs });
    });
  };
  const changed = name.trim() !== category.name;
  const error = changed ? nameProblem(name) : null;
  return (
    <Stack gap={2} data-testid="svg-category-row">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={`Name of ${category.name}`}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error ?? problem}
          style={{ flex: 1 }}
          size="xs"
          rightSection={
            <Text size="xs" c="dimmed" title={`${category.count} published item(s)`}>
              {category.count}
            </Text>
          }
        />
        <Button
          size="compact-sm"
          variant="light"
          disabled={!changed || error !== null || busy}
          onClick={() => void run(() => updateSvgCategory(category.id, { name: name.trim(), type, order: category.order }))}
        >
          Rename
        </Button>
        <ActionIcon variant="default" aria-label={`Move ${category.name} up`} disabled={index === 0 || busy} onClick={() => move(-1)}>
          ↑
        </ActionIcon>
        <ActionIcon variant="default" aria-label={`Move ${category.name} down`} disabled={index === categories.length - 1 || busy} onClick={() => move(1)}>
          ↓
        </ActionIcon>
        <ActionIcon variant="light" color="red" aria-label={`Delete ${category.name}`} disabled={busy} onClick={() => setConfirming(true)}>
          ×
        </ActionIcon>
      </Group>
      {confirming && (
        <Group gap={6} justify="flex-end" data-testid="svg-category-delete">
          <Text size="xs">
            Delete "{category.name}"? Its {category.count} item(s) stay in the library, in no category.
          </Text>
          <Button size="compact-xs" color="red" onClick={() => void run(() => deleteSvgCategory(category.id))}>
            Delete
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Manage categories (admins; spec 000 section 7: the svg-categories calls): the shape or icon
 * categories in their order, each renamed, moved up or down, or deleted (its items stay, in no
 * category); a new one is added at the end.
 */
export function SvgCategoriesDialog({ type, onClose }: { type: SvgType; onClose: () => void }) {
  const categories = useSvgCategories(type);
  const list = categories.data ?? [];
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    const error = nameProblem(name);
    if (error) return setProblem(error);
    setBusy(true);
    try {
      const order = list.reduce((max, c) => Math.max(max, c.order), 0) + 1;
      await createSvgCategory({ name: name.trim(), type, order });
      setName('');
      setProblem(null);
    } catch (e) {
      setProblem(problemOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`${type === 'shape' ? 'Shape' : 'Icon'} categories`} centered size="md">
      <Stack gap="sm" data-testid="svg-categories-dialog">
        {categories.isPending ? (
          <Loader size="sm" mx="auto" aria-label="Loading categories" />
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            No categories yet.
          </Text>
        ) : (
          list.map((category, index) => <CategoryRow key={`${category.id}-${category.name}-${category.order}`} category={category} index={index} categories={list} type={type} />)
        )}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <TextInput
            aria-label="New category name"
            placeholder="New category"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setProblem(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void add();
            }}
            error={problem}
            style={{ flex: 1 }}
          />
          <Button onClick={() => void add()} loading={busy}>
            Add category
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
