import { MAX_FILES_PER_UPLOAD, type Role, type Svg, type SvgCategoryInput, type SvgType, svgsContract } from '@layout/model';
import { request } from '../../../api/client';
import { type UploadProgress, uploadTo } from '../../../api/upload';
import { queryClient } from '../../../app/queryClient';

/**
 * Publishing to the shape and icon libraries from the editor (spec 000 section 7: POST /svgs,
 * PUT and DELETE /svgs/{id}, the svg-categories calls): designers and admins upload, edit and
 * delete their items; admins keep the categories. The rules are the server's (svgs.service.ts).
 */

/** Whether the viewer may upload to the library: designers and admins. */
export const mayPublishSvgs = (role: Role) => role === 'designer' || role === 'admin';

/** Whether the viewer gets Edit and Delete on a library item: its owner (a designer or admin), or any admin (seeded ones only admins). */
export function mayManageSvg(viewer: { id: number; role: Role } | null, svg: Pick<Svg, 'userId'>): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  return viewer.role === 'designer' && svg.userId === viewer.id;
}

/** Fresh library lists everywhere after a change: the panels' categories, pages and unpublished items, the price list. */
export async function refreshSvgLibrary(): Promise<void> {
  await Promise.all(['svgCategories', 'svgPages', 'svgDrafts', 'svgPrices'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

/** The library item fields of the upload and edit dialog, as sent. */
export interface SvgFormValues {
  name: string;
  cost: string;
  svgCategoryId: number | null;
  /** Lowercased words. */
  keyWords: string[];
  isPublic: boolean;
}

/** Uploads 1 to 10 files to the library with the same fields (POST /svgs, multipart). */
export async function uploadLibrarySvgs(type: SvgType, files: readonly File[], values: SvgFormValues, onProgress?: (progress: UploadProgress) => void): Promise<Svg[]> {
  const form = new FormData();
  form.append('type', type);
  form.append('name', values.name);
  form.append('cost', values.cost);
  form.append('svgCategoryId', values.svgCategoryId === null ? '' : String(values.svgCategoryId));
  form.append('keyWords', values.keyWords.join(' '));
  form.append('isPublic', String(values.isPublic));
  for (const file of files.slice(0, MAX_FILES_PER_UPLOAD)) form.append('file', file, file.name);
  const created = await uploadTo(svgsContract.upload, form, { onProgress });
  await refreshSvgLibrary();
  return created;
}

export async function updateLibrarySvg(id: number, values: SvgFormValues): Promise<Svg> {
  const updated = await request(svgsContract.update, { params: { id }, body: values });
  await refreshSvgLibrary();
  return updated;
}

export async function deleteLibrarySvg(id: number): Promise<void> {
  await request(svgsContract.remove, { params: { id } });
  await refreshSvgLibrary();
}

export async function createSvgCategory(input: SvgCategoryInput): Promise<void> {
  await request(svgsContract.createCategory, { body: input });
  await refreshSvgLibrary();
}

export async function updateSvgCategory(id: number, input: SvgCategoryInput): Promise<void> {
  await request(svgsContract.updateCategory, { params: { id }, body: input });
  await refreshSvgLibrary();
}

export async function deleteSvgCategory(id: number): Promise<void> {
  await request(svgsContract.removeCategory, { params: { id } });
  await refreshSvgLibrary();
}
