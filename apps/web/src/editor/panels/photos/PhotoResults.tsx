import type { Photo } from '@layout/model';
import { Anchor, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useRole } from '../../../session/store';
import { type PhotoListing, photosOf, usePhotoListing } from '../../library/photos';
import { type PhotoDisplayMode, TILE_ASPECT, columnsOf } from './display';
import { confirmLibraryPhotoDelete } from './LibraryAdmin';
import { PhotoTile } from './PhotoTile';
import { pictureOfPhoto } from './placePicture';

/**
 * A photo's tile: its description and photographer as its name. A stock service's photographer
 * (or any with a page of their own) is credited on the tile too, as its guidelines ask.
 */
export function StockPhotoTile({ photo, mode }: { photo: Photo; mode: PhotoDisplayMode }) {
  const isAdmin = useRole() === 'admin';
  const label = `${photo.description || 'Photo'}, by ${photo.author.name}`;
  const credited = photo.source !== 'layout' || photo.author.link !== null;
  return (
    <PhotoTile
      label={label}
      thumb={photo.urls.thumb}
      picture={pictureOfPhoto(photo)}
      aspect={TILE_ASPECT[mode]}
      credit={credited ? photo.author : undefined}
      onDelete={isAdmin && photo.source === 'layout' ? () => confirmLibraryPhotoDelete(photo) : undefined}
    />
  );
}

/**
 * One group of photos under a title with '< Back' (spec 001 section 2.3): an opened collection,
 * or a search's results titled with the query. It shows 30 photos and brings the next 30 when
 * its end scrolls into view, or from 'Load more photos'.
 */
export function PhotoResults({ title, listing, mode, onBack }: { title: string; listing: PhotoListing; mode: PhotoDisplayMode; onBack: () => void }) {
  const { data, isPending, isFetchingNextPage, hasNextPage, fetchNextPage } = usePhotoListing(listing);
  const photos = photosOf(data?.pages);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Stack gap="xs" data-testid="photo-results">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} size="sm" truncate title={title} data-testid="photo-results-title">
          {title}
        </Text>
        <Anchor component="button" size="sm" onClick={onBack} style={{ whiteSpace: 'nowrap' }}>
          {'< Back'}
        </Anchor>
      </Group>
      {isPending ? (
        <Loader size="sm" aria-label="Loading photos" style={{ alignSelf: 'center' }} />
      ) : photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          No photos found.
        </Text>
      ) : (
        <SimpleGrid cols={columnsOf(mode)} spacing={6} verticalSpacing={6}>
          {photos.map((photo) => (
            <StockPhotoTile key={photo.id} photo={photo} mode={mode} />
          ))}
        </SimpleGrid>
      )}
      <div ref={end} />
      {hasNextPage && (
        <Button variant="light" size="xs" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          Load more photos
        </Button>
      )}
    </Stack>
  );
}
