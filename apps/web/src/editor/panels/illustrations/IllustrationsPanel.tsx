import { type Illustration, type IllustrationGroup, MY_STUFF_SECTION_TITLES, groupIllustrations, showsHireMe } from '@layout/model';
import { Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Fragment, useMemo, useState } from 'react';
import { useRole, useSession } from '../../../session/store';
import {
  type PublicFilter,
  useCreatorIllustrations,
  useIllustrationCategories,
  useIllustrationSubcategories,
  usePublicIllustrations,
  usePurchasedIllustrations,
} from '../../library/illustrations';
import { SearchBox } from '../../library/ui/SearchBox';
import { CategoryChips } from './CategoryChips';
import { CollectionOffer } from './CollectionOffer';
import { HireMe } from './HireMe';
import { COLLAPSED_COUNT, GroupHeader, IllustrationGrid } from './IllustrationGrid';
import { StockUploadDialog } from './StockUploadDialog';

/** What the panel shows below its search and chips: every group, or one opened. */
type View = { kind: 'overview' } | { kind: 'group'; group: IllustrationGroup } | { kind: 'mine' } | { kind: 'purchased' };

type DialogState = { mode: 'upload' } | { mode: 'update'; illustration: Illustration } | null;

/**
 * The Illustrations panel (spec 001 section 2.3): search (Enter), 'Upload new illustration' for
 * designers and admins, category chips, the Hire Me block for a searched creator, the collection
 * offer of an opened collection, 'Purchased Illustrations', then the category and collection
 * groups. A card adds its illustration on a click or where it is dropped.
 */
export function IllustrationsPanel() {
  const user = useSession((s) => s.user);
  const role = useRole();
  const isCreator = role === 'designer' || role === 'admin';
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [view, setView] = useState<View>({ kind: 'overview' });
  const [dialog, setDialog] = useState<DialogState>(null);
  const categories = useIllustrationCategories().data ?? [];
  const subcategories = useIllustrationSubcategories().data ?? [];
  const overview = usePublicIllustrations({ search, categoryId, subcategoryId: null });
  const purchased = usePurchasedIllustrations(user?.id ?? null).data ?? [];
  const mine = useCreatorIllustrations(isCreator && user ? user.id : null).data ?? [];
  const edit = (illustration: Illustration) => setDialog({ mode: 'update', illustration });

  const firstPage = overview.data?.pages[0];
  const loaded = useMemo(() => overview.data?.pages.flatMap((p) => p.illustrations) ?? [], [overview.data]);
  const groups = useMemo(() => groupIllustrations(loaded, firstPage?.groups ?? [], categories, subcategories), [loaded, firstPage, categories, subcategories]);
  const creator = search && firstPage ? firstPage.creator : null;
  const unfiltered = search === '' && categoryId === null;
  const grid = (items: readonly Illustration[], inPurchasedList = false) => (
    <IllustrationGrid illustrations={items} subcategories={subcategories} inPurchasedList={inPurchasedList} onEdit={edit} />
  );

  return (
    <Stack gap="sm" data-testid="illustrations-panel">
      <SearchBox
        placeholder="illustrations"
        value={search}
        onSearch={(query) => {
          setSearch(query);
          setView({ kind: 'overview' });
        }}
      />
      {isCreator && (
        <Button fullWidth variant="light" onClick={() => setDialog({ mode: 'upload' })}>
          Upload new illustration
        </Button>
      )}
      {categories.length > 0 && (
        <CategoryChips
          categories={categories}
          selectedId={categoryId}
          onSelect={(id) => {
            setCategoryId(id);
            setView({ kind: 'overview' });
          }}
        />
      )}
      {creator && showsHireMe(creator, role) && <HireMe creator={creator} />}

      {view.kind === 'group' && <OpenGroup group={view.group} search={search} onBack={() => setView({ kind: 'overview' })} grid={grid} />}
      {view.kind === 'mine' && (
        <Opened title="My illustrations" onBack={() => setView({ kind: 'overview' })}>
          {grid(mine)}
        </Opened>
      )}
      {view.kind === 'purchased' && (
        <Opened title={MY_STUFF_SECTION_TITLES.purchasedIllustrations} onBack={() => setView({ kind: 'overview' })}>
          {grid(purchased, true)}
        </Opened>
      )}

      {view.kind === 'overview' && (
        <Stack gap="md">
          {unfiltered && purchased.length > 0 && (
            <Stack gap={6} data-testid="purchased-illustrations">
              <GroupHeader title={MY_STUFF_SECTION_TITLES.purchasedIllustrations} count={purchased.length} shown={COLLAPSED_COUNT} onMore={() => setView({ kind: 'purchased' })} />
              {grid(purchased.slice(0, COLLAPSED_COUNT), true)}
            </Stack>
          )}
          {unfiltered && mine.length > 0 && (
            <Stack gap={6} data-testid="my-illustrations">
              <GroupHeader title="My illustrations" count={mine.length} shown={COLLAPSED_COUNT} onMore={() => setView({ kind: 'mine' })} />
              {grid(mine.slice(0, COLLAPSED_COUNT))}
            </Stack>
          )}
          {overview.isPending && (
            <Center py="md">
              <Loader size="sm" aria-label="Loading illustrations" />
            </Center>
          )}
          {firstPage && firstPage.total === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              {search ? `No illustrations found for "${search}"` : 'No illustrations yet'}
            </Text>
          )}
          {groups.map((group, i) => (
            <Fragment key={group.key}>
              {/* A category's title once, above its loose items and its collections. */}
              {groups[i - 1]?.category.id !== group.category.id && group.collection && (
                <Text fw={700} size="sm" tt="uppercase" mb={-8}>
                  {group.category.name}
                </Text>
              )}
              <Stack gap={6} data-testid="illustration-group" data-group={group.key}>
                {group.collection ? (
                  <CollectionHeader group={group} onOpen={() => setView({ kind: 'group', group })} />
                ) : (
                  <GroupHeader
                    title={group.category.name}
                    count={group.count}
                    shown={Math.min(group.items.length, COLLAPSED_COUNT)}
                    onMore={() => setView({ kind: 'group', group })}
                  />
                )}
                {grid(group.items.slice(0, COLLAPSED_COUNT))}
              </Stack>
            </Fragment>
          ))}
          {overview.hasNextPage && (
            <Button variant="subtle" size="compact-sm" loading={overview.isFetchingNextPage} onClick={() => void overview.fetchNextPage()}>
              Load more
            </Button>
          )}
        </Stack>
      )}

      {dialog && <StockUploadDialog mode={dialog.mode} illustration={dialog.mode === 'update' ? dialog.illustration : undefined} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

/** A collection's title: it opens the collection (with its offer); 'More > (N)' when it holds more than it shows. */
function CollectionHeader({ group, onOpen }: { group: IllustrationGroup; onOpen: () => void }) {
  const shown = Math.min(group.items.length, COLLAPSED_COUNT);
  return (
    <Group justify="space-between" wrap="nowrap" gap={6}>
      <Anchor component="button" size="xs" fw={700} c="layout.9" onClick={onOpen} aria-label={`Open collection ${group.collection!.name}`} style={{ minWidth: 0 }}>
        <Text span size="xs" fw={700} truncate>
          {group.collection!.name}
        </Text>{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          collection
        </Text>
      </Anchor>
      {group.count > shown && (
        <Anchor component="button" size="xs" onClick={onOpen} aria-label={`More ${group.collection!.name}`} style={{ whiteSpace: 'nowrap' }}>
          {`More > (${group.count})`}
        </Anchor>
      )}
    </Group>
  );
}

/** An opened list: '< Back' and its title above it. */
function Opened({ title, onBack, children }: { title: string; onBack: () => void; children: React.ReactNode }) {
  return (
    <Stack gap="xs" data-testid="illustration-group-open">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} size="sm" truncate>
          {title}
        </Text>
        <Anchor component="button" size="sm" onClick={onBack}>
          {'< Back'}
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

/** One category's loose items or one collection, every page of it, with the collection offer. */
function OpenGroup({ group, search, onBack, grid }: { group: IllustrationGroup; search: string; onBack: () => void; grid: (items: readonly Illustration[]) => React.ReactNode }) {
  const filter: PublicFilter = { search, categoryId: group.category.id, subcategoryId: group.collection?.id ?? 'none' };
  const list = usePublicIllustrations(filter);
  const items = list.data?.pages.flatMap((p) => p.illustrations) ?? group.items;
  return (
    <Opened title={group.collection ? group.collection.name : group.category.name} onBack={onBack}>
      {group.collection && <CollectionOffer collection={group.collection} />}
      {grid(items)}
      {list.isPending && <Loader size="sm" mx="auto" aria-label="Loading illustrations" />}
      {list.hasNextPage && (
        <Button variant="subtle" size="compact-sm" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Load more
        </Button>
      )}
    </Opened>
  );
}
