import { z } from 'zod';
import { assetBaseShape } from './common';

/** A saved group: its members carry its id in groupId. */
export const groupAssetSchema = z.object({
  ...assetBaseShape,
  type: z.literal('group'),
  memberIds: z.array(z.string().max(64)).max(1000),
});
export type GroupAsset = z.infer<typeof groupAssetSchema>;
