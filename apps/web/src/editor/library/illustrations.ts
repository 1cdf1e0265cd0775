import { type Illustration, MAX_FILES_PER_UPLOAD, addIllustrationAsset, illustrationsContract } from '@layout/model';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { type UploadProgress, uploadTo } from '../../api/upload';
import { queryClient } from '../../app/queryClient';
import { type DropTarget, onPanelDrop } from '../canvas/panelDrop';
import { addToPage } from '../panels/addToPage';
import { naturalSizeOf } from './naturalSize';

/**
 * The stock illustrations as the editor reads them (spec 000 section 7): categories, collections,
 * the published list by pages, the user's own and bought ones, what buying would cost; upload,
 * edit and delete for creators; adding one to a page.
 */

export const illustrationKeys = {
  all: ['illustrations'] as const,
  categories: ['illustrations', 'categories'] as const,
  subcategories: ['illustrations', 'subcategories'] as const,
  public: (filter: PublicFilter) => ['illustrations', 'public', filter] as const,
  creator: (userId: number | null) => ['illustrations', 'creator', userId] as const,
  paidInfo: (collectionId: number | null) => ['illustrations', 'paidInfo', collectionId] as const,
  /** Shared with My Stuff's 'Purchased Illustrations'. */
  purchased: (userId: number | null) => ['paidIllustrations', userId] as const,
};

export function useIllustrationCategories() {
  return useQuery({ queryKey: illustrationKeys.categories, queryFn: () => request(illustrationsContract.categories), staleTime: 5 * 60_000 });
}

export function useIllustrationSubcategories() {
  return useQuery({
    queryKey: illustrationKeys.subcategories,
    queryFn: () => request(illustrationsContract.subcategories),
    staleTime: 5 * 60_000,
  });
}

/** What the public list is asked for: a search, a category, a collection ('none': no collection). */
export interface PublicFilter {
  search: string;
  categoryId: number | null;
  subcategoryId: number | 'none' | null;
}

/** The published illustrations of a filter, a page (60) at a time. */
export function usePublicIllustrations(filter: PublicFilter) {
  return useInfiniteQuery({
    queryKey: illustrationKeys.public(filter),
    queryFn: ({ pageParam }) =>
      request(illustrationsContract.listPublic, {
        query: {
          page: pageParam,
          search: filter.search || undefined,
          categoryId: filter.categoryId ?? undefined,
          subcategoryId: filter.subcategoryId ?? undefined,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 60_000,
  });
}

/** A creator's own illustrations, unpublished ones included (asked only for designers and admins). */
export function useCreatorIllustrations(userId: number | null) {
  return useQuery({
    queryKey: illustrationKeys.creator(userId),
    queryFn: () => request(illustrationsContract.listOfUser, { params: { id: userId! } }),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}

/** The illustrations the user bought (nothing is asked for a guest). */
export function usePurchasedIllustrations(userId: number | null) {
  return useQuery({
    queryKey: illustrationKeys.purchased(userId),
    queryFn: () => request(illustrationsContract.purchasedOfUser, { params: { id: userId! } }),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}

/** What buying a whole collection would cost the viewer (their purchases left out). */
export function useCollectionPaidInfo(collectionId: number | null, enabled = true) {
  return useQuery({
    queryKey: illustrationKeys.paidInfo(collectionId),
    queryFn: () => request(illustrationsContract.paidInfo, { body: { illustrationsId: [], collectionId } }),
    enabled: enabled && collectionId !== null,
    staleTime: 60_000,
  });
}

/** Fresh lists everywhere after an upload, edit or delete. */
export function refreshIllustrations(): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: illustrationKeys.all }), queryClient.invalidateQueries({ queryKey: ['paidIllustrations'] })]).then(() => undefined);
}

/** The fields of the stock upload and update dialog, as sent. */
export interface IllustrationFormValues {
  name: string;
  cost: string;
  order: string;
  /** Lowercased words. */
  keyWords: string[];
  illustrationCategoryId: number;
  illustrationSubcategoryId: number | null;
  isPublished: boolean;
}

/** Uploads 1 to 10 files as illustrations with the same fields (POST /illustrations/upload). */
export async function uploadIllustrations(files: readonly File[], values: IllustrationFormValues, onProgress?: (progress: UploadProgress) => void): Promise<Illustration[]> {
  const form = new FormData();
  form.append('name', values.name);
  form.append('cost', values.cost);
  form.append('order', values.order);
  form.append('keyWords', values.keyWords.join(' '));
  form.append('illustrationCategoryId', String(values.illustrationCategoryId));
  form.append('illustrationSubcategoryId', values.illustrationSubcategoryId === null ? '' : String(values.illustrationSubcategoryId));
  form.append('isPublished', String(values.isPublished));
  for (const file of files.slice(0, MAX_FILES_PER_UPLOAD)) form.append('file', file, file.name);
  const created = await uploadTo(illustrationsContract.upload, form, { onProgress });
  await refreshIllustrations();
  return created;
}

/** Saves an illustration's fields (PUT /illustrations/{id}; keyWords as a JSON string, spec 001 section 7). */
export async function updateIllustration(id: number, values: IllustrationFormValues): Promise<Illustration> {
  const updated = await request(illustrationsContract.update, {
    params: { id },
    body: {
      name: values.name,
      cost: values.cost,
      order: values.order,
      keyWords: JSON.stringify(values.keyWords),
      illustrationCategoryId: values.illustrationCategoryId,
      illustrationSubcategoryId: values.illustrationSubcategoryId,
      isPublished: values.isPublished,
    },
  });
  await refreshIllustrations();
  return updated;
}

export async function deleteIllustration(id: number): Promise<void> {
  await request(illustrationsContract.remove, { params: { id } });
  await refreshIllustrations();
}

/** What a dragged illustration carries. */
export type IllustrationDragItem = {
  kind: 'illustration';
  id: number;
  link: string;
};

/**
 * Adds an illustration 250 px wide at its own proportions (spec 001 section 4.7; model
 * addIllustrationAsset), on the active page for a click or centred where it was dropped.
 */
export async function addIllustration(item: { id: number; link: string }, target?: DropTarget): Promise<void> {
  const naturalSize = await naturalSizeOf(item.link);
  addToPage((content, pageId) => addIllustrationAsset(content, { pageId, link: item.link, naturalSize, illustrationId: item.id }), target);
}

onPanelDrop<IllustrationDragItem>('illustration', (item, target) => void addIllustration(item, target));
