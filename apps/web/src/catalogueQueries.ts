import { catalogueContract } from '@layout/model';
import { request } from './api/client';

/**
 * The catalogue's queries, one cache entry for every screen that reads them (the editor's panels
 * and the admins' Print colours page), loaded once per session: the catalogue changes only when
 * an admin edits it, and that page writes its answers into the same entry.
 */
export const productsQuery = { queryKey: ['products'], queryFn: () => request(catalogueContract.products), staleTime: Infinity } as const;
export const categoriesQuery = { queryKey: ['categories'], queryFn: () => request(catalogueContract.categories), staleTime: Infinity } as const;
