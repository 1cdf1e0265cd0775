import { COLLECTION_TITLE_MAX, KEYWORDS_MAX_LENGTH, type Photo, photosContract } from '@layout/model';
import { Autocomplete, Button, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError, request } from '../../../api/client';
import { uploadTo } from '../../../api/upload';
import { queryClient } from '../../../app/queryClient';
import { handleRequestError } from '../../../app/requestErrors';
import { openDialog } from '../../dialogs/dialogQueue';
import { RASTER_ACCEPT, pickFiles } from '../../library/fileDialog';
import { usePhotoCollections } from '../../library/photos';
import { UploadProgress } from '../../library/UploadProgress';
import { noticeDroppedFiles } from '../../library/useImageUpload';
import { batchesOf, keepRasterFiles } from '../../library/userImages';

/** The panel shows the library as it now is: its collections and every listing of photos. */
function refreshLibrary(): void {
  void queryClient.invalidateQueries({ queryKey: ['photoCollections'] });
  void queryClient.invalidateQueries({ queryKey: ['photos'] });
}

type FieldErrors = Partial<Record<'collection' | 'keywords' | 'description', string>>;

/**
 * An admin's upload to Layout's own photo library (POST /photos): the collection the pictures go
 * in (an existing one or a new title), keywords and a description for them all, then the file
 * dialog for JPEG and PNG pictures, several at once (10 a request), with the upload's progress.
 */
export function AddToPhotoLibrary() {
  const [open, setOpen] = useState(false);
  const [collection, setCollection] = useState('');
  const [keywords, setKeywords] = useState('');
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { data } = usePhotoCollections();

  const upload = async () => {
    if (!collection.trim()) return setErrors({ collection: 'Name the collection the photos go in' });
    const { kept, dropped } = keepRasterFiles(await pickFiles({ accept: RASTER_ACCEPT, multiple: true }));
    noticeDroppedFiles(dropped);
    if (kept.length === 0) return;
    setErrors({});
    setProgress(0);
    const total = kept.reduce((sum, file) => sum + file.size, 0) || 1;
    let sent = 0;
    let added = 0;
    try {
      for (const batch of batchesOf(kept)) {
        const form = new FormData();
        form.append('collection', collection.trim());
        form.append('keywords', keywords);
        form.append('description', description);
        for (const file of batch) form.append('file', file, file.name);
        const size = batch.reduce((sum, file) => sum + file.size, 0);
        const answer = await uploadTo(photosContract.upload, form, {
          onProgress: ({ loaded, total: all }) => setProgress(Math.min(1, (sent + (size * loaded) / (all || 1)) / total)),
        });
        sent += size;
        added += answer.photos.length;
      }
      notifications.show({ color: 'teal', message: `${added} ${added === 1 ? 'photo' : 'photos'} added to ${collection.trim()}` });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages.join(' ')])) as FieldErrors);
      } else handleRequestError(error);
    } finally {
      setProgress(null);
      if (added > 0) refreshLibrary();
    }
  };

  return (
    <Stack gap={6} data-testid="photo-library-admin">
      <Button variant="subtle" size="xs" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Close photo library upload' : 'Add to photo library'}
      </Button>
      {open && (
        <Stack gap={6}>
          <Autocomplete
            size="xs"
            label="Collection"
            placeholder="An existing or a new collection"
            data={(data?.collections ?? []).map((c) => c.title)}
            value={collection}
            onChange={setCollection}
            maxLength={COLLECTION_TITLE_MAX}
            error={errors.collection}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            size="xs"
            label="Keywords"
            placeholder="Words separated by spaces"
            value={keywords}
            onChange={(e) => setKeywords(e.currentTarget.value)}
            maxLength={KEYWORDS_MAX_LENGTH}
            error={errors.keywords}
          />
          <TextInput size="xs" label="Description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={300} error={errors.description} />
          <Button size="xs" onClick={() => void upload()} loading={progress !== null} data-testid="photo-library-upload">
            Choose pictures and upload
          </Button>
          {progress !== null && <UploadProgress progress={progress} />}
        </Stack>
      )}
    </Stack>
  );
}

/** Asks, then deletes a photo of Layout's own library (an admin's tile action). */
export function confirmLibraryPhotoDelete(photo: Photo): void {
  openDialog({
    kind: 'confirm',
    title: 'Delete photo',
    message: `Delete '${photo.description || 'this photo'}' from the photo library? Designs that use it will no longer show it.`,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    onConfirm: () =>
      void request(photosContract.remove, { params: { id: photo.id } })
        .then(refreshLibrary)
        .catch(handleRequestError),
  });
}
