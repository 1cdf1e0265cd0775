import type { Product } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useEditor } from '../state/editorStore';

/**
 * Whether the open design's product is round (round stickers), so its guide is a circle (spec 001
 * section 2.5: "a circular guide for certain named products"; the catalogue marks them with
 * shape 'round', docs/decisions.md). Designs without a product are rectangular.
 */
export function useRoundProduct(): boolean {
  const productId = useEditor((s) => s.info.productId);
  const { data } = useQuery({
    queryKey: ['products'],
    queryFn: () => api<Product[]>('GET', '/products'),
    enabled: productId !== null,
    staleTime: Infinity,
  });
  return productId !== null && data?.find((p) => p.id === productId)?.shape === 'round';
}
