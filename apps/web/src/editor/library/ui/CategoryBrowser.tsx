import { Anchor, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/** One category of a library as a panel lists it. */
export interface BrowsedCategory<T> {
  id: string | number;
  title: string;
  /** How many items the category holds in all (shown on 'More >'). */
  count: number;
  /** The items to show: a few when collapsed, the loaded ones when open. */
  items: readonly T[];
}

/**
 * Categories, each with a row of its first items and 'More >' (with the count); 'More >' opens
 * that category alone with '< Back' (spec 001 sections 2.3 and 4.12: photos, shapes and icons
 * toggle between 'More >' and '< Back'). Which category is open is the panel's state, so a search
 * or a mode change can close it.
 */
export function CategoryBrowser<T>({
  categories,
  openId,
  onOpen,
  columns,
  collapsedCount,
  render,
  itemKey,
  footer,
}: {
  categories: readonly BrowsedCategory<T>[];
  openId: string | number | null;
  onOpen: (id: string | number | null) => void;
  columns: number;
  /** Items a collapsed category shows. */
  collapsedCount: number;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  /** Below an open category's items (a 'Load more' button, a spinner). */
  footer?: ReactNode;
}) {
  const open = categories.find((c) => c.id === openId);
  if (open) {
    return (
      <Stack gap="xs" data-testid="category-open">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="sm" truncate>
            {open.title}
          </Text>
          <Anchor component="button" size="sm" onClick={() => onOpen(null)}>
            {'< Back'}
          </Anchor>
        </Group>
        <SimpleGrid cols={columns} spacing={6}>
          {open.items.map((item) => (
            <div key={itemKey(item)}>{render(item)}</div>
          ))}
        </SimpleGrid>
        {footer}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {categories
        .filter((c) => c.count > 0)
        .map((category) => (
          <Stack key={category.id} gap={6} data-testid="category">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700} size="sm" truncate>
                {category.title}
              </Text>
              {category.count > collapsedCount && (
                <UnstyledButton onClick={() => onOpen(category.id)} aria-label={`More ${category.title}`} style={{ fontSize: 13, whiteSpace: 'nowrap' }} c="blue.8">
                  {`More > (${category.count})`}
                </UnstyledButton>
              )}
            </Group>
            <SimpleGrid cols={columns} spacing={6}>
              {category.items.slice(0, collapsedCount).map((item) => (
                <div key={itemKey(item)}>{render(item)}</div>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
    </Stack>
  );
}
