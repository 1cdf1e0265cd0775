import { MAX_FILES_PER_UPLOAD, RASTER_UPLOAD_TYPES, type UserImage, type UserImageKind, userImageContracts } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { uploadTo } from '../../api/upload';
import { queryClient } from '../../app/queryClient';

/**
 * The user's own pictures and logos ('My images', 'My logos'; spec 000 section 7): listing,
 * uploading with progress, deleting. The server checks every file by its content; the checks
 * here only spare the user a round trip for files that cannot pass.
 */

export const userImagesQueryKey = (kind: UserImageKind, userId: number | null) => ['userImages', kind, userId] as const;

/** A user's pictures or logos, newest first; nothing is asked for a guest (userId null). */
export function useUserImages(kind: UserImageKind, userId: number | null) {
  return useQuery({
    queryKey: userImagesQueryKey(kind, userId),
    queryFn: () => request(userImageContracts[kind].listOfUser, { params: { id: userId! } }),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}

/** True for a file the picture uploads keep (spec 000 section 5: "only jpeg and png kept"). */
export function isRasterUpload(file: Pick<File, 'type' | 'name'>): boolean {
  if ((RASTER_UPLOAD_TYPES as readonly string[]).includes(file.type)) return true;
  // Some systems send no type; the name is then the only hint (the server checks the bytes).
  return file.type === '' && /\.(jpe?g|png)$/i.test(file.name);
}

/** The files split into those kept and those dropped before uploading. */
export function keepRasterFiles<F extends Pick<File, 'type' | 'name'>>(files: readonly F[]): { kept: F[]; dropped: F[] } {
  const kept: F[] = [];
  const dropped: F[] = [];
  for (const file of files) (isRasterUpload(file) ? kept : dropped).push(file);
  return { kept, dropped };
}

/** Files in requests of at most `size` (the server takes 10 files a request). */
export function batchesOf<T>(files: readonly T[], size = MAX_FILES_PER_UPLOAD): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < files.length; start += size) batches.push(files.slice(start, start + size));
  return batches;
}

/**
 * Uploads pictures or logos as My images / My logos, in requests of at most 10 files, reporting
 * the share sent (0 to 1) across all of them. Resolves to every created item, in order; a
 * refused request stops the upload with the server's error (earlier requests stay stored).
 */
export async function uploadUserImages(kind: UserImageKind, files: readonly File[], onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<UserImage[]> {
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0) || 1;
  const created: UserImage[] = [];
  let sentBefore = 0;
  try {
    for (const batch of batchesOf(files)) {
      const form = new FormData();
      for (const file of batch) form.append('file', file, file.name);
      const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
      created.push(
        ...(await uploadTo(userImageContracts[kind].upload, form, {
          signal,
          // The request also carries the form's boundaries: its own total is a little larger.
          onProgress: ({ loaded, total }) => onProgress?.(Math.min(1, (sentBefore + (batchBytes * loaded) / (total || 1)) / totalBytes)),
        })),
      );
      sentBefore += batchBytes;
      onProgress?.(Math.min(1, sentBefore / totalBytes));
    }
  } finally {
    if (created.length > 0) void queryClient.invalidateQueries({ queryKey: ['userImages', kind] });
  }
  return created;
}

/** Deletes one of the user's pictures or logos (its files go too). */
export async function deleteUserImage(kind: UserImageKind, id: number): Promise<void> {
  await request(userImageContracts[kind].remove, { params: { id } });
  await queryClient.invalidateQueries({ queryKey: ['userImages', kind] });
}
