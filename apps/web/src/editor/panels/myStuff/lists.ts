import { type MyStuffSection, type Role, type Template, canSaveTemplates, colourMatchesSearch, matchesMyStuffSearch, templatesContract } from '@layout/model';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../../api/client';
import { useUserIcons } from '../../library/icons';
import { usePurchasedIllustrations } from '../../library/illustrations';
import { useUserImages } from '../../library/userImages';
import { useUserFonts } from '../../library/fonts';
import { useMyColours } from '../../formatting/myColours';
import { useUserDesigns } from './designActions';

/** One section's list: undefined while it loads (the section shows a spinner). */
export interface SectionList<T> {
  items: readonly T[] | undefined;
  loading: boolean;
  /** The items a search keeps (all of them without a search); undefined while loading. */
  filter: (query: string) => readonly T[] | undefined;
}

const byName = (item: { name: string }, query: string) => matchesMyStuffSearch(item.name, query);

function list<T>(query: { data: T[] | undefined; isPending: boolean; isError: boolean }, matches: (item: T, q: string) => boolean): SectionList<T> {
  // A failed list shows as empty (its error was toasted by the query's error handling).
  const items = query.data ?? (query.isError ? [] : undefined);
  return {
    items,
    loading: query.isPending && !query.isError,
    filter: (q) => (!items || q.trim() === '' ? items : items.filter((item) => matches(item, q))),
  };
}

const none = <T>(): SectionList<T> => ({ items: [], loading: false, filter: () => [] });

/** The brand colours: the same palette the colour popups offer as My colours (formatting/myColours). */
function useBrandColours() {
  const entries = useMyColours((s) => s.entries);
  const loaded = useMyColours((s) => s.loaded);
  useEffect(() => void useMyColours.getState().load(), []);
  return { data: loaded ? [...entries] : undefined, isPending: !loaded, isError: false };
}

/**
 * Everything My Stuff lists for a signed-in user (spec 000 section 4 'Login': designs, images,
 * logos, icons, colours, fonts, assigned templates; paid illustrations for non-guests). Lists a
 * role does not have are not asked for.
 */
export function useMyStuffLists(user: { id: number; role: Role }) {
  const creator = canSaveTemplates(user.role);
  const designs = useUserDesigns(user.id);
  const images = useUserImages('image', user.id);
  const logos = useUserImages('logo', user.id);
  const icons = useUserIcons(user.id);
  const fonts = useUserFonts(user.id);
  const colours = useBrandColours();
  const illustrations = usePurchasedIllustrations(user.id);
  const assignedToMe = useQuery({
    queryKey: ['assignedTemplates', user.id],
    queryFn: () => request(templatesContract.listAssignedToUser, { params: { id: user.id } }),
    staleTime: 60_000,
  });
  const assignedByMe = useQuery({
    queryKey: ['assignedByMe', user.id],
    queryFn: () => request(templatesContract.listAssignedByMe),
    enabled: creator,
    staleTime: 60_000,
  });
  const lists = {
    designs: list(designs, byName),
    images: list(images, byName),
    logos: list(logos, byName),
    icons: list(icons, byName),
    colours: list(colours, (c, q) => colourMatchesSearch(c.color, q)),
    fonts: list(fonts, byName),
    purchasedIllustrations: list(illustrations, byName),
    assignedToMe: list(assignedToMe, byName),
    assignedByMe: creator ? list(assignedByMe, byName) : none<Template>(),
  };
  return lists satisfies Record<MyStuffSection, unknown>;
}

export type MyStuffLists = ReturnType<typeof useMyStuffLists>;
