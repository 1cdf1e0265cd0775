import type { Illustration, IllustrationSubcategory } from '@layout/model';
import { Anchor, Group, SimpleGrid, Text } from '@mantine/core';
import { IllustrationCard } from './IllustrationCard';

/** Cards a collapsed group shows: two rows of three in the 300 px drawer. */
export const COLLAPSED_COUNT = 6;
export const GRID_COLUMNS = 3;

/** A grid of illustration cards. */
export function IllustrationGrid({
  illustrations,
  subcategories,
  inPurchasedList = false,
  onEdit,
}: {
  illustrations: readonly Illustration[];
  subcategories: readonly IllustrationSubcategory[];
  inPurchasedList?: boolean;
  onEdit: (illustration: Illustration) => void;
}) {
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing={6} verticalSpacing={6}>
      {illustrations.map((illustration) => (
        <IllustrationCard
          key={illustration.id}
          illustration={illustration}
          collection={subcategories.find((s) => s.id === illustration.illustrationSubcategoryId) ?? null}
          inPurchasedList={inPurchasedList}
          onEdit={onEdit}
        />
      ))}
    </SimpleGrid>
  );
}

/** A group's title line with 'More > (N)' when it holds more than it shows. */
export function GroupHeader({
  title,
  subtitle,
  count,
  shown,
  onMore,
  level = 'group',
}: {
  title: string;
  subtitle?: string;
  count: number;
  shown: number;
  onMore: () => void;
  level?: 'group' | 'collection';
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap={6}>
      <div style={{ minWidth: 0 }}>
        <Text fw={700} size={level === 'group' ? 'sm' : 'xs'} tt={level === 'group' ? 'uppercase' : undefined} truncate>
          {title}
        </Text>
        {subtitle && (
          <Text size="xs" c="dimmed" truncate>
            {subtitle}
          </Text>
        )}
      </div>
      {count > shown && (
        <Anchor component="button" size="xs" onClick={onMore} aria-label={`More ${title}`} style={{ whiteSpace: 'nowrap' }}>
          {`More > (${count})`}
        </Anchor>
      )}
    </Group>
  );
}
