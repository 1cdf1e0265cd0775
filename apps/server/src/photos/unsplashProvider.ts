import { type Photo, type PhotoOrientation, type PhotoPreview, STOCK_PHOTOS_PER_REQUEST } from '@layout/model';
import { z } from 'zod';
import { type StockPhotoProvider, emptyPhotoPage } from './provider';

/** How long one call to the stock service may take before it counts as failed. */
const REQUEST_TIMEOUT_MS = 8000;
/** Longest side of the picture a page gets: enough for print, far lighter than the original. */
const PAGE_PICTURE_WIDTH = 2400;
/** Ids the service uses for photos and collections; anything else never reaches its URLs. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** What the adapter reads of a photo (unsplash-js `Photo.Basic`); everything else is ignored. */
const unsplashPhotoSchema = z.object({
  id: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  description: z.string().nullish(),
  alt_description: z.string().nullish(),
  urls: z.object({ raw: z.string().url(), full: z.string().url(), regular: z.string().url(), small: z.string().url(), thumb: z.string().url() }),
  user: z.object({ name: z.string(), links: z.object({ html: z.string().url() }).partial().nullish() }),
});
type UnsplashPhoto = z.infer<typeof unsplashPhotoSchema>;

const previewSchema = z.object({ id: z.string(), urls: z.object({ small: z.string().url(), thumb: z.string().url() }) });
const collectionSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  total_photos: z.number().int().min(0),
  preview_photos: z.array(previewSchema).nullish(),
  cover_photo: previewSchema.nullish(),
});
const searchSchema = z.object({ total: z.number().int().min(0), results: z.array(unsplashPhotoSchema) });

/** A refusal or broken answer of the stock service; the provider wrapper logs it. */
export class StockServiceError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'StockServiceError';
  }
}

export interface UnsplashOptions {
  accessKey: string;
  /** https://api.unsplash.com, or a local fake in tests. */
  apiUrl: string;
  /** Names the app in attribution links (utm_source), as the service's guidelines ask. */
  appName: string;
}

/**
 * The Unsplash API behind the stock photo provider interface (enabled by UNSPLASH_ACCESS_KEY).
 * Following its guidelines: the returned picture URLs are hotlinked (never copied), every photo
 * credits its photographer with a link back, and a photo put on a page triggers its download
 * endpoint (photoUsed).
 */
export function createUnsplashProvider(options: UnsplashOptions): StockPhotoProvider {
  const base = options.apiUrl.replace(/\/+$/, '');
  const utm = `utm_source=${encodeURIComponent(options.appName)}&utm_medium=referral`;

  async function call(path: string, params: Record<string, string | number | undefined>): Promise<{ body: unknown; headers: Headers }> {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, String(value));
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Authorization: `Client-ID ${options.accessKey}`, 'Accept-Version': 'v1' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new StockServiceError(null, `Unsplash could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new StockServiceError(response.status, `Unsplash answered ${response.status}: ${errorText(text)}`);
    try {
      return { body: JSON.parse(text) as unknown, headers: response.headers };
    } catch {
      throw new StockServiceError(response.status, 'Unsplash answered something that is not JSON');
    }
  }

  function read<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new StockServiceError(null, `Unsplash's ${what} did not have the expected shape: ${parsed.error.issues[0]?.message ?? ''}`);
    return parsed.data;
  }

  const toPhoto = (p: UnsplashPhoto): Photo => ({
    id: p.id,
    description: (p.description ?? p.alt_description ?? '').trim(),
    width: p.width,
    height: p.height,
    // 'small' (400 wide) is sharp in a 151 px tile on a 2x screen; 'thumb' (200) is not.
    urls: { thumb: p.urls.small, regular: p.urls.regular, full: resized(p.urls.raw, PAGE_PICTURE_WIDTH) },
    author: { name: p.user.name, link: p.user.links?.html ? `${p.user.links.html}?${utm}` : null },
    source: 'unsplash',
  });

  const total = (headers: Headers, fallback: number) => {
    const value = Number(headers.get('x-total'));
    return Number.isFinite(value) && value >= 0 && headers.has('x-total') ? value : fallback;
  };

  return {
    source: 'unsplash',

    async search(query, orientation: PhotoOrientation | null, page) {
      const { body } = await call('/search/photos', { query, per_page: STOCK_PHOTOS_PER_REQUEST, page, orientation: orientation ?? undefined });
      const found = read(searchSchema, body, 'search answer');
      return { photos: found.results.map(toPhoto), total: found.total, page };
    },

    async collections(page) {
      const { body, headers } = await call('/collections', { per_page: STOCK_PHOTOS_PER_REQUEST, page });
      const list = read(z.array(collectionSchema), body, 'collections');
      return {
        collections: list.map((c) => ({
          id: c.id,
          title: c.title,
          totalPhotos: c.total_photos,
          previewPhotos: (c.preview_photos?.length ? c.preview_photos : c.cover_photo ? [c.cover_photo] : []).map(
            (p): PhotoPreview => ({ id: p.id, description: '', urls: { thumb: p.urls.small } }),
          ),
        })),
        total: total(headers, list.length),
        page,
      };
    },

    async collectionPhotos(id, page) {
      if (!ID_PATTERN.test(id)) return emptyPhotoPage(page);
      const { body, headers } = await call(`/collections/${id}/photos`, { per_page: STOCK_PHOTOS_PER_REQUEST, page });
      const photos = read(z.array(unsplashPhotoSchema), body, 'collection photos').map(toPhoto);
      return { photos, total: total(headers, photos.length), page };
    },

    async random(query, count) {
      try {
        const { body } = await call('/photos/random', { query: query || undefined, count });
        return read(z.array(unsplashPhotoSchema), body, 'random photos').map(toPhoto);
      } catch (error) {
        // "No photos found." for a query nothing matches is an answer, not a failure.
        if (error instanceof StockServiceError && error.status === 404) return [];
        throw error;
      }
    },

    async photoUsed(id) {
      if (!ID_PATTERN.test(id)) throw new StockServiceError(null, `Not an Unsplash photo id: ${id.slice(0, 80)}`);
      await call(`/photos/${id}/download`, {});
    },
  };
}

/** The service's message: its JSON `errors` list, or the plain text it sent (the rate limit's). */
function errorText(text: string): string {
  try {
    const body = JSON.parse(text) as { errors?: unknown };
    if (Array.isArray(body.errors)) return body.errors.map(String).join('; ');
  } catch {
    // Not JSON: the rate limit answers 'Rate Limit Exceeded' as plain text.
  }
  return text.trim().slice(0, 200) || '(no message)';
}

/** A raw picture URL resized by the service's image CDN (its dynamic resizing parameters). */
function resized(raw: string, width: number): string {
  const url = new URL(raw);
  url.searchParams.set('w', String(width));
  url.searchParams.set('fit', 'max');
  url.searchParams.set('q', '85');
  url.searchParams.set('fm', 'jpg');
  return url.toString();
}
