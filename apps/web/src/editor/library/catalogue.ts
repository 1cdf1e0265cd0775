import type { CatalogueData, Category, Product, TemplateGroup } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/**
 * The print catalogue (categories, products with their sizes, template groups), loaded once per
 * session: it changes only when an admin edits it.
 */
export function useCatalogue(): CatalogueData | undefined {
  const categories = useQuery({ queryKey: ['categories'], queryFn: () => api<Category[]>('GET', '/categories'), staleTime: Infinity });
  const products = useQuery({ queryKey: ['products'], queryFn: () => api<Product[]>('GET', '/products'), staleTime: Infinity });
  const groups = useQuery({ queryKey: ['template-groups'], queryFn: () => api<TemplateGroup[]>('GET', '/template-groups'), staleTime: Infinity });
  if (!categories.data || !products.data || !groups.data) return undefined;
  return { categories: categories.data, products: products.data, groups: groups.data };
}
