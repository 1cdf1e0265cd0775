import { TOAST_AUTO_HIDE_MS, type UserImage, type UserImageKind } from '@layout/model';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from '../../app/errors';
import { useRole } from '../../session/store';
import { openDialog } from '../dialogs/dialogQueue';
import { RASTER_ACCEPT, pickFiles } from './fileDialog';
import { keepRasterFiles, uploadUserImages } from './userImages';

/** Tells the user which chosen files were left out, and why (`why`: which files may be uploaded). */
export function noticeDroppedFiles(dropped: readonly Pick<File, 'name'>[], why = 'Only JPEG and PNG pictures can be uploaded'): void {
  if (dropped.length === 0) return;
  const names = dropped.map((file) => file.name).join(', ');
  notifications.show({
    id: `dropped:${names}`,
    color: 'yellow',
    title: why,
    message: `Left out: ${names}`,
    withCloseButton: true,
    autoClose: TOAST_AUTO_HIDE_MS,
  });
}

export interface ImageUpload {
  /** Share of the upload sent (0 to 1), or null when nothing is uploading. */
  progress: number | null;
  /** Opens the file dialog (from a click) and uploads what was chosen; guests get the login warning. */
  choose: () => void;
  /** Uploads files the user already has in hand (a drop); guests get the login warning. */
  upload: (files: readonly File[]) => Promise<UserImage[]>;
}

/**
 * Uploading pictures or logos from a button: the file dialog (a cancelled one does nothing),
 * non-JPEG/PNG files dropped with a notice, progress while sending, errors as the app's toasts.
 * `onUploaded` gets what the server stored.
 */
export function useImageUpload(kind: UserImageKind, onUploaded?: (images: UserImage[]) => void): ImageUpload {
  const isGuest = useRole() === 'guest';
  const [progress, setProgress] = useState<number | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(onUploaded);
  latest.current = onUploaded;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const upload = useCallback(
    async (files: readonly File[]): Promise<UserImage[]> => {
      if (isGuest) {
        openDialog({ kind: 'loginRequired' });
        return [];
      }
      const { kept, dropped } = keepRasterFiles(files);
      noticeDroppedFiles(dropped);
      if (kept.length === 0 || busy.current) return [];
      busy.current = true;
      setProgress(0);
      try {
        const images = await uploadUserImages(kind, kept, (fraction) => mounted.current && setProgress(fraction));
        latest.current?.(images);
        return images;
      } catch (error) {
        reportError(error);
        return [];
      } finally {
        busy.current = false;
        if (mounted.current) setProgress(null);
      }
    },
    [isGuest, kind],
  );

  const choose = useCallback(() => {
    if (isGuest) return openDialog({ kind: 'loginRequired' });
    if (busy.current) return;
    void pickFiles({ accept: RASTER_ACCEPT, multiple: true }).then((files) => (files.length > 0 ? upload(files) : undefined));
  }, [isGuest, upload]);

  return { progress, choose, upload };
}
