import type { PhotoCollection } from '@layout/model';
import { Group, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { usePhotoCollections } from '../../library/photos';
import { ItemTile } from '../../library/ui/ItemTile';
import { collectionTitleView } from './collectionTitle';
import { type PhotoDisplayMode, TILE_ASPECT, columnsOf } from './display';

function MoreButton({ collection, onOpen }: { collection: PhotoCollection; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} aria-label={`More ${collection.title}`} c="blue.8" style={{ fontSize: 13, whiteSpace: 'nowrap' }}>
      {'More >'}
    </UnstyledButton>
  );
}

/** One collection: its title (shortened or wide), 'More >' and a row of its preview photos. */
function CollectionRow({ collection, mode, onOpen }: { collection: PhotoCollection; mode: PhotoDisplayMode; onOpen: () => void }) {
  const title = collectionTitleView(collection.title);
  const columns = columnsOf(mode);
  return (
    <Stack gap={6} data-testid="photo-collection">
      {title.wide ? (
        <>
          <Text fw={700} size="xs" lineClamp={2} title={title.full} data-testid="photo-collection-title" data-wide="true">
            {title.text}
          </Text>
          <Group justify="flex-end" mt={-6}>
            <MoreButton collection={collection} onOpen={onOpen} />
          </Group>
        </>
      ) : (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="sm" title={title.full} style={{ whiteSpace: 'nowrap' }} data-testid="photo-collection-title">
            {title.text}
          </Text>
          <MoreButton collection={collection} onOpen={onOpen} />
        </Group>
      )}
      <SimpleGrid cols={columns} spacing={6}>
        {collection.previewPhotos.slice(0, columns).map((preview) => (
          <ItemTile
            key={preview.id}
            label={`${collection.title}: ${preview.description || 'open the collection'}`}
            testId="photo-collection-preview"
            aspect={TILE_ASPECT[mode]}
            picture={
              <img
                src={preview.urls.thumb}
                alt=""
                loading="lazy"
                draggable={false}
                crossOrigin="anonymous"
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            }
            onClick={onOpen}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The stock photo collections (spec 001 section 2.3): each with its title, a row of preview
 * photos and 'More >'. Clicking a collection (its previews or 'More >') opens its photos.
 */
export function CollectionList({ mode, onOpen }: { mode: PhotoDisplayMode; onOpen: (collection: PhotoCollection) => void }) {
  const { data, isPending } = usePhotoCollections();
  if (isPending) return <Loader size="sm" aria-label="Loading photo collections" style={{ alignSelf: 'center' }} />;
  const collections = (data?.collections ?? []).filter((c) => c.totalPhotos > 0);
  if (collections.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No stock photos to show.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {collections.map((collection) => (
        <CollectionRow key={collection.id} collection={collection} mode={mode} onOpen={() => onOpen(collection)} />
      ))}
    </Stack>
  );
}
