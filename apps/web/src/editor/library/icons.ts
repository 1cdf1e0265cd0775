import { MAX_FILES_PER_UPLOAD, type Svg, svgsContract } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { uploadTo } from '../../api/upload';
import { queryClient } from '../../app/queryClient';
import { RASTER_ACCEPT } from './fileDialog';
import { isRasterUpload } from './userImages';

/**
 * The user's own icons ('My icons'; spec 000 section 7: GET /users/{id}/icons, POST /svgs,
 * DELETE /svgs/{id}): SVG files and JPEG or PNG pictures the user uploaded, kept private to them.
 * The server sanitises every SVG and checks every picture by its bytes; the check here only spares a round trip for files that cannot pass.
 */

export const userIconsQueryKey = (userId: number | null) => ['userIcons', userId] as const;

/** A user's uploaded icons, newest first; nothing is asked for a guest (userId null). */
export function useUserIcons(userId: number | null) {
  return useQuery({
    queryKey: userIconsQueryKey(userId),
    queryFn: () => request(svgsContract.iconsOfUser, { params: { id: userId! } }),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}

/** What the icon file dialog offers: SVG, and JPEG and PNG pictures (spec 001 section 5). */
export const ICON_ACCEPT = `image/svg+xml,.svg,${RASTER_ACCEPT}`;

/** True for a file the icon upload takes: an SVG by its type, or by its name when the system sent no type. */
function isSvgUpload(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type === 'image/svg+xml') return true;
  return (file.type === '' || file.type === 'application/octet-stream') && /\.svg$/i.test(file.name);
}

/** The files split into those the icon upload takes (SVG, JPEG, PNG) and the others, left out. */
export function keepIconFiles<F extends Pick<File, 'type' | 'name'>>(files: readonly F[]): { kept: F[]; dropped: F[] } {
  const kept: F[] = [];
  const dropped: F[] = [];
  for (const file of files) (isSvgUpload(file) || isRasterUpload(file) ? kept : dropped).push(file);
  return { kept, dropped };
}

/**
 * Uploads SVG, JPEG and PNG files as the user's icons, in requests of at most 10 files, reporting the share
 * sent (0 to 1) across all of them. Resolves to every created icon, in order; a refused request
 * (an invalid SVG or picture) stops the upload with the server's error, earlier requests staying stored.
 */
export async function uploadIcons(files: readonly File[], onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<Svg[]> {
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0) || 1;
  const created: Svg[] = [];
  let sentBefore = 0;
  try {
    for (let start = 0; start < files.length; start += MAX_FILES_PER_UPLOAD) {
      const batch = files.slice(start, start + MAX_FILES_PER_UPLOAD);
      const form = new FormData();
      for (const file of batch) form.append('file', file, file.name);
      const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
      created.push(
        ...(await uploadTo(svgsContract.upload, form, {
          signal,
          // The request also carries the form's boundaries: its own total is a little larger.
          onProgress: ({ loaded, total }) => onProgress?.(Math.min(1, (sentBefore + (batchBytes * loaded) / (total || 1)) / totalBytes)),
        })),
      );
      sentBefore += batchBytes;
      onProgress?.(Math.min(1, sentBefore / totalBytes));
    }
  } finally {
    if (created.length > 0) void queryClient.invalidateQueries({ queryKey: ['userIcons'] });
  }
  return created;
}

/** Deletes one of the user's icons (its file goes too); designs that use it keep a missing picture. */
export async function deleteIcon(id: number): Promise<void> {
  await request(svgsContract.remove, { params: { id } });
  await queryClient.invalidateQueries({ queryKey: ['userIcons'] });
}
