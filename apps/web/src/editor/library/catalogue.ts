import { type CatalogueData, type Product, catalogueContract } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { categoriesQuery, productsQuery } from '../../catalogueQueries';
import { useEditor } from '../state/editorStore';

/** The products query (catalogueQueries.ts), as the editor's screens read it. */
export { productsQuery };

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
  const categories = useQuery(categoriesQuery);
  const products = useQuery(productsQuery);
  const groups = useQuery({ queryKey: ['template-groups'], queryFn: () => request(catalogueContract.templateGroups), staleTime: Infinity });
  if (!categories.data || !products.data || !groups.data) return undefined;
  return { categories: categories.data, products: products.data, groups: groups.data };
}
