import type { Crop, FilterName } from '@layout/model';
import Konva from 'konva';
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { Image as KonvaImage } from 'react-konva';
import type { ImageState } from '../images/imageCache';
import { PLACEHOLDER_LOADING_FILL, PLACEHOLDER_MISSING_FILL, drawMissingPicture } from '../images/Placeholder';
import { scaleOf, useEditor } from '../state/editorStore';
import { filterKey, filterPlan } from './filters';
import { type Rect, naturalSize, sourceCrop } from './pictureCrop';
import type { NodeProps } from './types';

export interface PictureProps {
  state: ImageState;
  width: number;
  height: number;
  crop?: Crop | undefined;
  /** Used when there is no crop (a background covering its box). */
  fallbackCrop?: (natural: { width: number; height: number }) => Rect;
  filters?: Partial<Record<FilterName, number>> | undefined;
  /** The asset's node props when the picture is the asset's node itself (no group around it). */
  node?: NodeProps | undefined;
}

/** The largest cache, in pixels, of one filtered picture (about a 4K screen). */
const MAX_CACHE_PIXELS = 3840 * 2160;
const NO_FILTERS: Konva.Filter[] = [];
/** No crop: what a picture still loading has (Konva then draws a whole image; here there is none). */
const NO_CROP = { x: 0, y: 0, width: 0, height: 0 };

/**
 * A picture drawn into the asset's box: the crop (source pixels) scaled to width x height, with
 * the model's filters; a placeholder while it loads or when it cannot be loaded.
 *
 * One Konva.Image in every state, so that a photo or a logo can be the asset's node itself (one
 * node per asset instead of a group and its picture) and that node stays the same one when its
 * picture arrives or fails: the selection's transformer holds on to it.
 *
 * Konva applies filters to a node's cache. The cache is drawn at the zoom's resolution (capped),
 * so a filtered picture stays as sharp as an unfiltered one, and it is redrawn only when the
 * picture, its size, crop, filters or the zoom change. An unfiltered picture is never cached (a
 * cache per picture would cost memory and time).
 */
export const Picture = memo(function Picture({ state, width, height, crop, fallbackCrop, filters, node }: PictureProps) {
  const ref = useRef<Konva.Image>(null);
  const plan = useMemo(() => filterPlan(filters), [filters]);
  const image = state.status === 'loaded' ? state.image : undefined;
  const rect = image ? (!crop && fallbackCrop ? fallbackCrop(naturalSize(image)) : sourceCrop(crop, naturalSize(image))) : undefined;
  const filtered = image !== undefined && plan.filters.length > 0;
  // Only a filtered picture follows the zoom (its cache's resolution); the others never re-render with it.
  const scale = useEditor((s) => (filtered ? scaleOf(s) : 1));
  const wanted = scale * (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
  const pixelRatio = Math.max(0.05, Math.min(wanted, Math.sqrt(MAX_CACHE_PIXELS / Math.max(1, width * height))));
  const key = filterKey(plan);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are rebuilt when their plan changes, which `key` names; the plan object itself is new on every render
  const konvaFilters = useMemo(() => (plan.filters.length ? plan.filters.map((name) => Konva.Filters[name]) : NO_FILTERS), [key]);

  // Filters run on a cache of `pixelRatio` pixels per asset px; the stored blur radius stays in
  // asset px, as Konva multiplies it by the cache's pixel ratio itself (as the export does).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cache is redrawn whenever what it holds changes: the picture, its crop and its filters, which the effect reads through the Konva node
  useLayoutEffect(() => {
    const picture = ref.current;
    if (!picture || !filtered || !(width > 0) || !(height > 0)) return;
    picture.clearCache();
    picture.cache({ pixelRatio });
    return () => {
      picture.clearCache();
    };
  }, [filtered, image, width, height, rect?.x, rect?.y, rect?.width, rect?.height, key, pixelRatio]);

  const status = state.status === 'loading' ? 'picture-loading' : state.status === 'failed' ? 'picture-missing' : undefined;
  const name = [node?.name, status].filter(Boolean).join(' ') || undefined;
  return (
    <KonvaImage
      ref={ref}
      {...node}
      {...(name === undefined ? {} : { name })}
      image={image}
      width={width}
      height={height}
      crop={rect ?? NO_CROP}
      {...(state.status === 'loading' ? { fill: PLACEHOLDER_LOADING_FILL } : {})}
      {...(state.status === 'failed' ? { fill: PLACEHOLDER_MISSING_FILL, sceneFunc: drawMissingPicture } : {})}
      {...(filtered ? { filters: konvaFilters, ...plan.attrs } : {})}
      perfectDrawEnabled={false}
    />
  );
});
