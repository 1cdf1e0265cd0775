import { type PhotoCollection, type UserImage, currentState, findAsset } from '@layout/model';
import { Alert, Button, Loader, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRole, useSession } from '../../../session/store';
import { openDialog } from '../../dialogs/dialogQueue';
import { UploadImagesButton } from '../../library/UploadImagesButton';
import { useReplaceMode } from '../../library/replaceMode';
import { Carousel } from '../../library/ui/Carousel';
import { SearchBox } from '../../library/ui/SearchBox';
import { useUserImages } from '../../library/userImages';
import { useEditor } from '../../state/editorStore';
import { CollectionList } from './CollectionList';
import { AddToPhotoLibrary } from './LibraryAdmin';
import { PHOTO_DISPLAY_MODE_NAMES, type PhotoDisplayMode, SEARCH_ORIENTATION, TILE_ASPECT, columnsOf } from './display';
import { PhotoResults } from './PhotoResults';
import { PhotoTile } from './PhotoTile';
import { pictureOfUserImage } from './placePicture';

/**
 * The Photos panel (spec 001 sections 2.3 and 4.12): search ('all free photos', on Enter), My
 * Images with Upload Image, the display orientation, and the stock collections with 'More >' /
 * '< Back'; a search shows one group titled with the query. A click adds a picture, or replaces
 * the selected image in image-replace mode; a drag drops it onto a page.
 */
export function PhotosPanel() {
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<PhotoDisplayMode>('Landscape');
  const [open, setOpen] = useState<PhotoCollection | null>(null);
  const isAdmin = useRole() === 'admin';
  // Leaving the panel ends image-replace mode: a later click elsewhere must not replace. (Not a
  // replace begun for another panel as this one closes: a logo's, picked in My logos.)
  useEffect(
    () => () => {
      const { panel, stop } = useReplaceMode.getState();
      if (panel === null || panel === 'Photos') stop();
    },
    [],
  );

  const search = (text: string) => {
    setQuery(text);
    setOpen(null);
  };

  return (
    <Stack gap="sm" data-testid="photos-panel">
      <SearchBox placeholder="all free photos" value={query} onSearch={search} />
      <ReplaceBar />
      {!query && !open && <MyImages mode={mode} />}
      <Select
        label="Orientation"
        aria-label="Photo orientation"
        size="xs"
        data={PHOTO_DISPLAY_MODE_NAMES}
        value={mode}
        allowDeselect={false}
        onChange={(value) => value && setMode(value as PhotoDisplayMode)}
        comboboxProps={{ withinPortal: true }}
        data-testid="photo-orientation"
      />
      {isAdmin && !query && !open && <AddToPhotoLibrary />}
      {query ? (
        <PhotoResults title={query} listing={{ kind: 'search', query, orientation: SEARCH_ORIENTATION[mode] }} mode={mode} onBack={() => search('')} />
      ) : open ? (
        <PhotoResults title={open.title} listing={{ kind: 'collection', id: open.id }} mode={mode} onBack={() => setOpen(null)} />
      ) : (
        <CollectionList mode={mode} onOpen={setOpen} />
      )}
    </Stack>
  );
}

/**
 * Image-replace mode's entry and state: with one image selected, 'Replace selected image' turns
 * the mode on (guests get the required-login warning, spec 001 section 5); while on, a notice
 * says what a click does, with Cancel.
 */
function ReplaceBar() {
  const replacing = useReplaceMode((s) => s.assetId);
  const isGuest = useRole() === 'guest';
  const selectedImage = useEditor((s) => {
    if (s.selectedIds.length !== 1) return null;
    const asset = findAsset(currentState(s.history), s.selectedIds[0]!);
    return asset?.type === 'image' ? asset.id : null;
  });

  if (replacing) {
    return (
      <Alert color="blue" p="xs" data-testid="replace-mode">
        <Text size="xs" mb={6}>
          Click a photo or one of your images to replace the selected image.
        </Text>
        <Button size="compact-xs" variant="default" onClick={() => useReplaceMode.getState().stop()}>
          Cancel
        </Button>
      </Alert>
    );
  }
  if (!selectedImage) return null;
  return (
    <Button
      variant="light"
      size="xs"
      onClick={() => (isGuest ? openDialog({ kind: 'loginRequired' }) : useReplaceMode.getState().start(selectedImage, 'Photos'))}
      data-testid="replace-selected-image"
    >
      Replace selected image
    </Button>
  );
}

/** My Images: Upload Image and the user's pictures, a slide at a time; guests are asked to log in. */
function MyImages({ mode }: { mode: PhotoDisplayMode }) {
  const userId = useSession((s) => s.user?.id ?? null);
  const { data, isPending } = useUserImages('image', userId);
  const tile = (image: UserImage) => <PhotoTile label={image.name} thumb={image.thumbnail} picture={pictureOfUserImage(image)} aspect={TILE_ASPECT[mode]} testId="my-image-tile" />;
  return (
    <Stack gap={6} data-testid="my-images">
      <Text fw={700} size="sm">
        My Images
      </Text>
      <UploadImagesButton kind="image" label="Upload Image" />
      {userId === null ? null : isPending ? (
        <Loader size="xs" aria-label="Loading my images" />
      ) : data && data.length > 0 ? (
        <Carousel items={data} perSlide={columnsOf(mode)} label="My Images" render={tile} itemKey={(image) => image.id} />
      ) : (
        <Text size="xs" c="dimmed">
          Pictures you upload appear here.
        </Text>
      )}
    </Stack>
  );
}
