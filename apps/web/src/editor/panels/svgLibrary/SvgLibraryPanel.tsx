import { SVGS_SHOWN_COLLAPSED, type Svg, type SvgType, currentState, findAsset, formatPrice, isSvgReplaceable } from '@layout/model';
import { Alert, Button, Center, Loader, Menu, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { handleRequestError } from '../../../app/requestErrors';
import { useRole, useSession } from '../../../session/store';
import { openDialog } from '../../dialogs/dialogQueue';
import { panelDragProps } from '../../canvas/panelDrop';
import { useReplaceMode } from '../../library/replaceMode';
import { useSvgCategories, useSvgPages, useUnpublishedSvgs } from '../../library/svgs';
import { type BrowsedCategory, CategoryBrowser } from '../../library/ui/CategoryBrowser';
import { CardWithMenu } from '../../library/ui/CardWithMenu';
import { ItemTile } from '../../library/ui/ItemTile';
import { SearchBox } from '../../library/ui/SearchBox';
import { useEditor } from '../../state/editorStore';
import { librarySvgDragItem, placeSvg, stopSvgReplace } from './placeSvg';
import { SvgCategoriesDialog } from './SvgCategoriesDialog';
import { SvgUploadDialog } from './SvgUploadDialog';
import { deleteLibrarySvg, mayManageSvg, mayPublishSvgs } from './svgAdmin';

/** One tile of the panel: a library svg, or something of the panel's own (the Konva basic shapes). */
export type LibraryEntry = { key: string; svg: Svg } | { key: string; node: ReactNode };

/** The id of the group a search's results show in. */
const SEARCH_GROUP = 'search';
/** The id of the group of the viewer's unpublished items. */
const UNPUBLISHED_GROUP = 'unpublished';
/** Tiles per row in the 300 px drawer. */
const COLUMNS = 4;

/** What a library panel's dialog shows: an upload, an edit of one item, or the categories. */
type PanelDialog = { kind: 'upload' } | { kind: 'edit'; svg: Svg } | { kind: 'categories' } | null;

/** A library svg's tile: its picture, '$' when it is paid; click adds (or replaces), drag drops onto a page. */
function SvgTile({ svg, onEdit }: { svg: Svg; onEdit: (svg: Svg) => void }) {
  const user = useSession((s) => s.user);
  const paid = svg.cost > 0;
  const tile = (
    <ItemTile
      label={paid ? `${svg.name} (${formatPrice(svg.fullCost)})` : svg.name}
      picture={svg.link}
      badge={paid ? '$' : undefined}
      onClick={() => void placeSvg(svg)}
      dragProps={panelDragProps(librarySvgDragItem(svg))}
      style={{ padding: 6, background: '#fff' }}
      testId={`library-${svg.type}`}
    />
  );
  if (!mayManageSvg(user, svg)) return tile;
  return (
    <CardWithMenu
      name={svg.name}
      testId="library-card"
      dataAttributes={{ 'data-svg-id': svg.id }}
      menuWidth={200}
      menuTestId="svg-menu"
      menu={() => <SvgMenu svg={svg} onEdit={onEdit} />}
    >
      {tile}
    </CardWithMenu>
  );
}

/** A library item's menu for its owner or an admin: its name, category and price; Edit; Delete after a confirmation. */
function SvgMenu({ svg, onEdit }: { svg: Svg; onEdit: (svg: Svg) => void }) {
  const what = svg.type === 'shape' ? 'shape' : 'icon';
  const remove = () =>
    openDialog({
      kind: 'confirm',
      title: `Delete ${what}`,
      message: `Delete "${svg.name}"? It will no longer be in the library, nor in saved designs that use it.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      onConfirm: () => void deleteLibrarySvg(svg.id).catch(handleRequestError),
    });
  return (
    <>
      <Stack gap={2} px="sm" py={6}>
        <Text fw={700} size="sm">
          {svg.name}
        </Text>
        <Text size="xs">Price: {svg.cost > 0 ? formatPrice(svg.fullCost) : 'Free'}</Text>
        <Text size="xs" c="dimmed">
          {svg.svgCategory ? `Category: ${svg.svgCategory.name}` : 'No category'}
          {svg.isPublic ? '' : ' · Unpublished'}
        </Text>
      </Stack>
      <Menu.Divider />
      <Menu.Item onClick={() => onEdit(svg)}>Edit {what}</Menu.Item>
      <Menu.Item color="red" onClick={remove}>
        Delete
      </Menu.Item>
    </>
  );
}

/**
 * The Shapes and Icons panels (spec 001 sections 2.3, 4.12 and 9): a search box ('shapes' or
 * 'icons', submitted on Enter); the library's categories, each with its first items and 'More >
 * (N)', which opens the category 12 at a time with '< Back'; a search shows one group titled with
 * the query. Paid items carry a '$'. While a selected svg or icon is being replaced, a note says
 * so and a click replaces it. Designers and admins get 'Upload new shape' / 'Upload new icon' and,
 * on the items they may change (their own; an admin any), a menu with Edit and Delete; admins
 * also 'Manage categories'. `leading` categories (the basic shapes) come before the library's.
 */
export function SvgLibraryPanel({ type, placeholder, leading = [] }: { type: SvgType; placeholder: 'shapes' | 'icons'; leading?: BrowsedCategory<LibraryEntry>[] }) {
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | number | null>(null);
  const [dialog, setDialog] = useState<PanelDialog>(null);
  const role = useRole();
  const userId = useSession((s) => s.user?.id ?? null);
  const categories = useSvgCategories(type);
  const unpublished = useUnpublishedSvgs(type, mayPublishSvgs(role) ? userId : null).data;
  const listing = search ? { search } : typeof openId === 'number' ? { categoryId: openId } : null;
  const pages = useSvgPages(type, listing);
  const loaded = useMemo(() => pages.data?.pages.flatMap((p) => p.svgs) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.total ?? 0;
  // Replacing an svg or icon ends when its panel closes (as image-replace does with Photos).
  useEffect(() => () => stopSvgReplace(), []);

  const browsed: BrowsedCategory<LibraryEntry>[] = useMemo(() => {
    if (search)
      return [{ id: SEARCH_GROUP, title: total > 0 ? `“${search}” (${total})` : `“${search}”`, count: total, items: loaded.map((svg) => ({ key: `svg-${svg.id}`, svg })) }];
    const library = (categories.data ?? []).map((category) => ({
      id: category.id,
      title: category.name,
      count: category.count,
      items: (category.id === openId ? loaded : (category.items ?? [])).map((svg) => ({ key: `svg-${svg.id}`, svg })),
    }));
    // A creator's unpublished items come first, apart: the library lists published ones only.
    const drafts = unpublished?.length
      ? [
          {
            id: UNPUBLISHED_GROUP,
            title: `Your unpublished ${placeholder}`,
            count: unpublished.length,
            items: unpublished.map((svg) => ({ key: `svg-${svg.id}`, svg })),
          },
        ]
      : [];
    return [...drafts, ...leading, ...library];
  }, [search, total, loaded, categories.data, openId, leading, unpublished, placeholder]);

  const onSearch = (query: string) => {
    setSearch(query);
    setOpenId(null);
  };
  const footer = pages.isFetching ? (
    <Center py="xs">
      <Loader size="sm" aria-label={`Loading ${placeholder}`} />
    </Center>
  ) : pages.hasNextPage ? (
    <Button variant="light" size="compact-sm" onClick={() => void pages.fetchNextPage()}>
      Show more
    </Button>
  ) : null;

  return (
    <Stack gap={0} data-testid={`${placeholder}-panel`}>
      <SearchBox placeholder={placeholder} value={search} onSearch={onSearch} />
      {mayPublishSvgs(role) && (
        <Stack gap={6} mb="sm">
          <Button fullWidth variant="light" size="xs" onClick={() => setDialog({ kind: 'upload' })}>
            Upload new {type}
          </Button>
          {role === 'admin' && (
            <Button fullWidth variant="default" size="xs" onClick={() => setDialog({ kind: 'categories' })}>
              Manage categories
            </Button>
          )}
        </Stack>
      )}
      <ReplaceNote type={type} />
      {categories.isPending && !search ? (
        <Center py="lg">
          <Loader size="sm" aria-label={`Loading ${placeholder}`} />
        </Center>
      ) : categories.isError && !search ? (
        <Text size="sm" c="dimmed">
          The {placeholder} could not be loaded.
        </Text>
      ) : (
        <CategoryBrowser
          categories={browsed}
          openId={search ? SEARCH_GROUP : openId}
          onOpen={(id) => (search && id === null ? onSearch('') : setOpenId(id))}
          columns={COLUMNS}
          collapsedCount={SVGS_SHOWN_COLLAPSED}
          itemKey={(entry) => entry.key}
          render={(entry) => ('svg' in entry ? <SvgTile svg={entry.svg} onEdit={(svg) => setDialog({ kind: 'edit', svg })} /> : entry.node)}
          footer={
            search && !pages.isFetching && total === 0 ? (
              <Text size="sm" c="dimmed">
                No {placeholder} found for “{search}”.
              </Text>
            ) : (
              footer
            )
          }
        />
      )}
      {dialog?.kind === 'upload' && <SvgUploadDialog type={type} mode="upload" onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <SvgUploadDialog type={type} mode="update" svg={dialog.svg} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'categories' && <SvgCategoriesDialog type={type} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

/**
 * Replace mode's entry and state in the panel: with one icon (Icons) or library shape (Shapes)
 * selected, 'Replace selected icon' turns the mode on (guests get the login warning); while on,
 * a note says what a click does, with Cancel.
 */
function ReplaceNote({ type }: { type: SvgType }) {
  const assetId = useReplaceMode((s) => s.assetId);
  const isGuest = useRole() === 'guest';
  const selected = useEditor((s) => (s.selectedIds.length === 1 ? findAsset(currentState(s.history), s.selectedIds[0]!) : undefined));
  const replacing = assetId !== null && selected?.id === assetId && isSvgReplaceable(selected) ? selected : undefined;
  if (replacing) {
    return (
      <Alert color="blue" variant="light" mb="sm" p="xs" data-testid="replace-note">
        <Text size="sm">
          Click {type === 'icon' ? 'an icon' : 'a shape'} to replace the selected {replacing.type === 'icon' ? 'icon' : 'shape'}.
        </Text>
        <Button variant="default" size="compact-xs" mt={6} onClick={() => useReplaceMode.getState().stop()}>
          Cancel
        </Button>
      </Alert>
    );
  }
  const own = type === 'icon' ? 'icon' : 'svg_image';
  if (assetId !== null || selected?.type !== own) return null;
  return (
    <Button
      variant="light"
      size="xs"
      mb="sm"
      data-testid="replace-selected-svg"
      onClick={() => (isGuest ? openDialog({ kind: 'loginRequired' }) : useReplaceMode.getState().start(selected.id))}
    >
      Replace selected {type}
    </Button>
  );
}
