import { z } from 'zod';
import { type UserImageKind, userImageSchema } from '../library/index';
import { idParams } from '../validation/ids';
import { defineRoute } from './route';

const deleted = z.object({ id: z.number().int() });

/**
 * The four routes of one kind of picture a user keeps, under its folder ('images' for 'My images',
 * 'logos' for 'My logos'; spec 000 section 7): a user sees and deletes their own, an admin anyone's.
 * An upload is multipart: 1 to 10 JPEG or PNG files in the field 'file'.
 */
function userImageRoutes<const Folder extends 'images' | 'logos'>(folder: Folder, plural: string) {
  return {
    listOfUser: defineRoute({
      method: 'GET',
      path: `/users/:id/${folder}` as const,
      summary: `A user’s ${plural}, newest first`,
      params: idParams,
      response: { 200: z.array(userImageSchema) },
    }),
    list: defineRoute({ method: 'GET', path: `/${folder}` as const, summary: `The caller’s ${plural}, newest first`, response: { 200: z.array(userImageSchema) } }),
    upload: defineRoute({
      method: 'POST',
      path: `/${folder}/upload` as const,
      summary: `Uploads 1 to 10 JPEG or PNG ${plural} (multipart, field file), checked by their content`,
      response: { 201: z.array(userImageSchema) },
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `/${folder}/:id` as const,
      summary: `Deletes one of the caller’s ${plural} and its files`,
      params: idParams,
      response: { 200: deleted },
    }),
  };
}

export const imagesContract = userImageRoutes('images', 'pictures');
export const logosContract = userImageRoutes('logos', 'logos');

/** The routes of each kind of picture a user keeps. */
export const userImageContracts = { image: imagesContract, logo: logosContract } as const satisfies Record<UserImageKind, unknown>;
