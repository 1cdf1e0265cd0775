import { type CatalogueData, type Product, catalogueContract } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { useEditor } from '../state/editorStore';

/** The products query, one cache entry for every screen that reads products. */
export const productsQuery = { queryKey: ['products'], queryFn: () => request(catalogueContract.products), staleTime: Infinity } as const;

/** The open design's product (its flags, shape, bleed); undefined while loading or for a design without one. */
export function useCurrentProduct(): Product | undefined {
  const productId = useEditor((s) => s.info.productId);
  const { data } = useQuery({ ...productsQuery, enabled: productId !== null });
  return productId === null ? undefined : data?.find((p) => p.id === productId);
}

/**
 * The print catalogue (categories, products with their sizes, template groups), loaded once per
 * session: it changes only when an admin edits it.
 */
export function useCatalogue(): CatalogueData | undefined {
  const categories = useQuery({ queryKey: ['categories'], queryFn: () => request(catalogueContract.categories), staleTime: Infinity });
  const products = useQuery(productsQuery);
  const groups = useQuery({ queryKey: ['template-groups'], queryFn: () => request(catalogueContract.templateGroups), staleTime: Infinity });
  if (!categories.data || !products.data || !groups.data) return undefined;
  return { categories: categories.data, products: products.data, groups: groups.data };
}
