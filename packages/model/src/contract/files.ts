import { z } from 'zod';
import { defineRoute, fileAnswer } from './route';

/** Stored files (pictures, fonts, SVGs) served from local storage by their key; the key is the capability. */
export const filesContract = {
  file: defineRoute({
    method: 'GET',
    path: '/files/*',
    summary: 'A stored file by its key (pictures, fonts, SVGs; not exports)',
    params: z.object({ '*': z.string() }),
    response: { 200: fileAnswer },
  }),
};
