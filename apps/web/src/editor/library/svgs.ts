import { ITEMS_PER_CATEGORY_ON_MORE, SVGS_SHOWN_COLLAPSED, type Svg, type SvgSearchQuery, type SvgType, svgsContract } from '@layout/model';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';

/**
 * The public shape and icon libraries as the Shapes and Icons panels read them (spec 000 section
 * 7: GET /svg-categories?type=, GET /svgs): every category with its count and first items in one
 * request, and a category or a search a page of 12 at a time ('More >', spec 001 section 9).
 */

/** A type's categories, each with its count and first SVGS_SHOWN_COLLAPSED items. */
export function useSvgCategories(type: SvgType) {
  return useQuery({
    queryKey: ['svgCategories', type],
    queryFn: () => request(svgsContract.listCategories, { query: { type, withItems: SVGS_SHOWN_COLLAPSED } }),
    staleTime: 5 * 60_000,
  });
}

/** What a page of the library is asked for: a category's items, or a search's. */
export type SvgListing = { categoryId: number; search?: undefined } | { search: string; categoryId?: undefined };

/** The query of one page of a listing. */
export function svgPageQuery(type: SvgType, listing: SvgListing, page: number): SvgSearchQuery {
  const query = { type, page, perPage: ITEMS_PER_CATEGORY_ON_MORE };
  return listing.categoryId !== undefined ? { ...query, categoryId: listing.categoryId } : { ...query, search: listing.search };
}

/**
 * A category's or a search's items, 12 a page; `fetchNextPage` loads the next 12 while there are
 * more. Nothing is asked while `listing` is null.
 */
export function useSvgPages(type: SvgType, listing: SvgListing | null) {
  return useInfiniteQuery({
    queryKey: ['svgPages', type, listing],
    queryFn: ({ pageParam }) => request(svgsContract.search, { query: svgPageQuery(type, listing!, pageParam) }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.perPage < last.total ? last.page + 1 : undefined),
    enabled: listing !== null,
    staleTime: 5 * 60_000,
  });
}

/**
 * What each paid shape or icon of the library costs a buyer (fullCost, by id), for the page's
 * paid-item notice; free ones are absent. The list is short and changes rarely.
 */
export function useSvgPrices(): ReadonlyMap<number, number> | undefined {
  const { data } = useQuery({
    queryKey: ['svgPrices'],
    queryFn: async () => new Map((await request(svgsContract.listPublic, { query: { paid: 'true' } })).map((svg) => [svg.id, svg.fullCost])),
    staleTime: 10 * 60_000,
  });
  return data;
}

/**
 * A creator's unpublished shapes or icons (GET /users/{id}/svgs gives them to their owner with
 * the published ones), newest first: the panel lists them apart, as the library does not.
 */
export function useUnpublishedSvgs(type: SvgType, userId: number | null) {
  return useQuery({
    queryKey: ['svgDrafts', userId],
    queryFn: () => request(svgsContract.publishedBy, { params: { id: userId! } }),
    select: (items: Svg[]) => items.filter((svg) => svg.type === type && !svg.isPublic),
    enabled: userId !== null,
  });
}
