import { FONT_MAX_BYTES, FONT_MIME_TYPES, FONT_TOO_LARGE_MESSAGE, type Font, fontsContract, prepareFontUpload } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { ApiError, request } from '../../api/client';
import { uploadTo } from '../../api/upload';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../session';

/**
 * Fonts, font categories and premade combinations (spec 000 section 7: GET /font-categories,
 * GET /users/{id}/fonts, GET /fonts/public, POST /fonts, DELETE /fonts/{id}, GET
 * /font-combinations). Public fonts, categories and combinations change only when an admin edits
 * them, so they load once per session; the user's own fonts reload after an upload or a delete.
 */

export const fontCategoriesQueryKey = ['fontCategories'] as const;
export const publicFontsQueryKey = ['publicFonts'] as const;
export const userFontsQueryKey = (userId: number | null) => ['userFonts', userId] as const;
export const fontCombinationsQueryKey = ['fontCombinations'] as const;

const publicFontsQuery = {
  queryKey: publicFontsQueryKey,
  queryFn: () => request(fontsContract.listPublic),
  staleTime: Infinity,
};

const userFontsQuery = (userId: number | null) => ({
  queryKey: userFontsQueryKey(userId),
  queryFn: () => request(fontsContract.listOfUser, { params: { id: userId! } }),
  enabled: userId !== null,
  staleTime: 60_000,
});

/** The stored font categories, in their order (the picker adds the pseudo-categories). */
export function useFontCategories() {
  return useQuery({ queryKey: fontCategoriesQueryKey, queryFn: () => request(fontsContract.listCategories), staleTime: Infinity });
}

/** The public fonts, by name. */
export function usePublicFonts() {
  return useQuery(publicFontsQuery);
}

/** A user's uploaded fonts, by name; nothing is asked for a guest (userId null). */
export function useUserFonts(userId: number | null) {
  return useQuery(userFontsQuery(userId));
}

/** The premade font combinations, in their order. */
export function useFontCombinations() {
  return useQuery({ queryKey: fontCombinationsQueryKey, queryFn: () => request(fontsContract.listCombinations), staleTime: Infinity });
}

const NO_FONTS: readonly Font[] = [];

// Another user's fonts are other fonts: texts whose font no list had are looked up again.
useSession.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) void import('../text/fonts').then(({ retryUnknownFonts }) => retryUnknownFonts());
});

/**
 * Every stored font the signed-in user may use: the public ones and their own uploads (a guest's
 * are the public ones). Empty while loading or when a list failed (spec 000 section 8: font
 * loading failures are swallowed; texts then use the default font).
 */
export function useStoredFonts(): readonly Font[] {
  const userId = useSession((s) => s.user?.id ?? null);
  const publicFonts = usePublicFonts().data ?? NO_FONTS;
  const userFonts = useUserFonts(userId).data ?? NO_FONTS;
  return userFonts.length === 0 ? publicFonts : [...publicFonts, ...userFonts];
}

/**
 * The stored fonts outside React (opening a design, restoring a template's texts): the same
 * cached lists `useStoredFonts` reads, fetched if they are not in yet. A list that fails counts as
 * empty, so its fonts fall back to the default font instead of blocking the design.
 */
export async function fetchStoredFonts(): Promise<Font[]> {
  const userId = useSession.getState().user?.id ?? null;
  const orNothing = (request: Promise<Font[]>) => request.catch(() => [] as Font[]);
  const [publicFonts, userFonts] = await Promise.all([
    orNothing(queryClient.fetchQuery(publicFontsQuery)),
    userId === null ? [] : orNothing(queryClient.fetchQuery(userFontsQuery(userId))),
  ]);
  return [...publicFonts, ...userFonts];
}

/** What the font file dialog offers (spec 000 section 5: .otf or .ttf). */
export const FONT_ACCEPT = ['.otf', '.ttf', ...FONT_MIME_TYPES].join(',');

/**
 * Uploads a font file as the user's font (spec 000 section 5): only the first file is used; it
 * must be an .otf or .ttf ('Invalid font file' otherwise, also when the server finds its bytes are
 * no font); it is named after the file name before its first dot, in category 1. Reports the share
 * sent (0 to 1). Resolves to the stored font; undefined when no file was given (a cancelled dialog).
 */
export async function uploadFont(files: File | readonly File[], onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<Font | undefined> {
  const prepared = prepareFontUpload(Array.isArray(files) ? files : [files as File]);
  if (!prepared) return undefined;
  if ('error' in prepared) throw new ApiError(422, prepared.error, undefined, 'plain');
  if (prepared.file.size > FONT_MAX_BYTES) throw new ApiError(413, FONT_TOO_LARGE_MESSAGE, undefined, 'plain');
  const form = new FormData();
  form.append('name', prepared.name);
  form.append('fontCategoryId', String(prepared.fontCategoryId));
  form.append('font', prepared.file, prepared.file.name);
  try {
    const font = await uploadTo(fontsContract.upload, form, {
      signal,
      onProgress: ({ loaded, total }) => onProgress?.(Math.min(1, loaded / (total || 1))),
    });
    onProgress?.(1);
    return font;
  } catch (error) {
    // The server says why in a field error; the user reads one line ('Invalid font file').
    if (error instanceof ApiError && error.kind === 'validation') {
      const first = Object.values(error.fields)[0]?.[0];
      throw new ApiError(error.status, first ?? error.message, undefined, 'plain');
    }
    throw error;
  } finally {
    await queryClient.invalidateQueries({ queryKey: ['userFonts'] });
    void import('../text/fonts').then(({ retryUnknownFonts }) => retryUnknownFonts());
  }
}

/**
 * Deletes one of the user's fonts (its file goes too). Designs that use it draw their texts in the
 * default font from then on (spec 001 section 4.11); the caller warns first (spec 001 section 8).
 */
export async function deleteFont(id: number): Promise<void> {
  await request(fontsContract.remove, { params: { id } });
  await queryClient.invalidateQueries({ queryKey: ['userFonts'] });
  await queryClient.invalidateQueries({ queryKey: publicFontsQueryKey });
}
