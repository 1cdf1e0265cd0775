import type { CreatorData } from '@layout/model';
import { create } from 'zustand';

/**
 * The creator whose page is open (/{creator-name}), or null elsewhere. The editor's left menu
 * shows a 'Creator' item and opens its drawer on the creator's templates, illustrations and
 * Hire Me while it is set.
 */
export const useCreatorPage = create<{ creator: CreatorData | null }>(() => ({ creator: null }));
