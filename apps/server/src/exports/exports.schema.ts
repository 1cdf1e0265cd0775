import { EXPORT_TYPES, exportIdSchema, idTextSchema } from '@layout/model';
import { z } from 'zod';

/** GET /designs/:id/export/:type: the design and the file type. */
export const exportParams = z.object({
  id: idTextSchema,
  type: z.enum(EXPORT_TYPES, { message: `type must be one of ${EXPORT_TYPES.join(', ')}` }),
});

const booleanFlag = z.enum(['true', 'false'], { message: 'must be true or false' }).transform((value) => value === 'true');

/** ?isPrintResolution=true|false[&exportId=<uuid>] */
export const exportQuery = z.object({
  isPrintResolution: booleanFlag,
  exportId: exportIdSchema.optional(),
});

/** ?exportId=<uuid> of POST /designs/export. */
export const exportDesignsQuery = z.object({ exportId: exportIdSchema.optional() });

export const progressParams = z.object({ exportId: exportIdSchema });

/** The query of a signed download link (storage/downloadLinks.ts). */
export const downloadQuery = z.object({
  expires: z.coerce.number().int(),
  name: z.string().min(1).max(300),
  signature: z.string().min(1).max(100),
});
