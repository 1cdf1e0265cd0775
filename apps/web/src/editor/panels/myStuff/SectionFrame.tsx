import { MY_STUFF_SECTION_TITLES, type MyStuffSection } from '@layout/model';
import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMyStuff } from './state';

/**
 * One section of My Stuff: its title, 'View all' (with the count where `counted`) when
 * collapsed, '< Back' when expanded, its tools (an upload button), a spinner while its list loads
 * and a line saying what it holds when it holds nothing.
 */
export function SectionFrame({
  section,
  count,
  counted = true,
  loading,
  tools,
  emptyText,
  children,
}: {
  section: MyStuffSection;
  /** Items the section shows (after a search); undefined while loading. */
  count: number | undefined;
  /** 'View all (N)' rather than 'View all'. */
  counted?: boolean;
  loading: boolean;
  tools?: ReactNode;
  emptyText: string;
  /** The items, as a carousel when collapsed or all of them when expanded. */
  children: (expanded: boolean) => ReactNode;
}) {
  const expanded = useMyStuff((s) => s.expanded === section);
  const expand = useMyStuff((s) => s.expand);
  const title = MY_STUFF_SECTION_TITLES[section];
  return (
    <Stack gap={6} data-testid={`my-stuff-${section}`} aria-label={title} role="region">
      <Group justify="space-between" wrap="nowrap" gap={4}>
        {expanded ? (
          <Group gap={8} wrap="nowrap">
            <Anchor component="button" size="sm" onClick={() => expand(null)} aria-label="Back to My Stuff">
              {'< Back'}
            </Anchor>
            <Text fw={700} size="sm">
              {title}
            </Text>
          </Group>
        ) : (
          <Text fw={700} size="sm">
            {title}
          </Text>
        )}
        {!expanded && !!count && (
          <Anchor component="button" size="xs" onClick={() => expand(section)} aria-label={`View all ${title}`} style={{ whiteSpace: 'nowrap' }}>
            {counted ? `View all (${count})` : 'View all'}
          </Anchor>
        )}
      </Group>
      {tools}
      {loading ? (
        <Loader size="sm" aria-label={`Loading ${title}`} style={{ display: 'block', margin: '8px auto' }} />
      ) : count === 0 ? (
        <Text size="xs" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        children(expanded)
      )}
    </Stack>
  );
}
