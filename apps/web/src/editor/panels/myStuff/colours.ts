import type { ColorEntry } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryClient } from '../../../app/queryClient';
import { useSession } from '../../../session/store';

// Interim: brand colours straight from the API until formatting/myColours.ts (the uploads
// engineer's) keeps them on the server; then these three delegate to it.

export const brandColoursQueryKey = (userId: number | null) => ['brandColours', userId] as const;

export function useBrandColours(userId: number) {
  return useQuery({ queryKey: brandColoursQueryKey(userId), queryFn: () => api<ColorEntry[]>('GET', `/users/${userId}/colors`) });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: brandColoursQueryKey(useSession.getState().user?.id ?? null) });

export async function addBrandColour(color: string): Promise<void> {
  await api('POST', '/colors', [{ color }]);
  await refresh();
}

export async function deleteBrandColour(entry: ColorEntry): Promise<void> {
  await api('DELETE', `/colors/${entry.id}`);
  await refresh();
}
