import type { Crop, FilterName } from '@layout/model';
import Konva from 'konva';
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { Image as KonvaImage } from 'react-konva';
import type { ImageState } from '../images/imageCache';
import { PicturePlaceholder } from '../images/Placeholder';
import { useScale } from '../state/editorStore';
import { type FilterPlan, blurRadiusAt, filterKey, filterPlan } from './filters';
import { type Rect, naturalSize, sourceCrop } from './pictureCrop';

export interface PictureProps {
  state: ImageState;
  width: number;
  height: number;
  crop?: Crop | undefined;
  /** Used when there is no crop (a background covering its box). */
  fallbackCrop?: (natural: { width: number; height: number }) => Rect;
  filters?: Partial<Record<FilterName, number>> | undefined;
}

/**
 * A picture drawn into the asset's box: the crop (source pixels) scaled to width x height, with
 * the model's filters. A placeholder while it loads or when it cannot be loaded.
 */
export const Picture = memo(function Picture({ state, width, height, crop, fallbackCrop, filters }: PictureProps) {
  const plan = useMemo(() => filterPlan(filters), [filters]);
  if (state.status !== 'loaded') return <PicturePlaceholder width={width} height={height} missing={state.status === 'failed'} />;
  const natural = naturalSize(state.image);
  const rect = !crop && fallbackCrop ? fallbackCrop(natural) : sourceCrop(crop, natural);
  if (plan.filters.length === 0) {
    // No filters: a plain image, never cached (a cache per picture would cost memory and time).
    return <KonvaImage image={state.image} width={width} height={height} crop={rect} perfectDrawEnabled={false} />;
  }
  return <FilteredImage image={state.image} width={width} height={height} crop={rect} plan={plan} />;
});

/** The largest cache, in pixels, of one filtered picture (about a 4K screen). */
const MAX_CACHE_PIXELS = 3840 * 2160;

/**
 * Konva applies filters to a node's cache. The cache is drawn at the zoom's resolution (capped),
 * so a filtered picture stays as sharp as an unfiltered one, and it is redrawn only when the
 * picture, its size, crop, filters or the zoom change.
 */
function FilteredImage({ image, width, height, crop, plan }: { image: HTMLImageElement; width: number; height: number; crop: Rect; plan: FilterPlan }) {
  const ref = useRef<Konva.Image>(null);
  const scale = useScale();
  const wanted = scale * (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
  const area = Math.max(1, width * height);
  const pixelRatio = Math.max(0.05, Math.min(wanted, Math.sqrt(MAX_CACHE_PIXELS / area)));
  const key = filterKey(plan);
  const filters = useMemo(() => plan.filters.map((name) => Konva.Filters[name]), [key]); // eslint-disable-line react-hooks/exhaustive-deps

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || !(width > 0) || !(height > 0)) return;
    node.clearCache();
    node.cache({ pixelRatio });
    return () => {
      node.clearCache();
    };
  }, [image, width, height, crop.x, crop.y, crop.width, crop.height, key, pixelRatio]);

  const { blurRadius: _stored, ...attrs } = plan.attrs;
  const blurRadius = blurRadiusAt(plan, pixelRatio);
  return (
    <KonvaImage
      ref={ref}
      image={image}
      width={width}
      height={height}
      crop={crop}
      filters={filters}
      {...attrs}
      {...(blurRadius === undefined ? {} : { blurRadius })}
      perfectDrawEnabled={false}
    />
  );
}
