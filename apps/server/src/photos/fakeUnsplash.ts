import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Unsplash API, answering as it does (JSON shapes of unsplash-js'
 * types, `{ errors: [...] }` bodies, X-Total headers, the plain-text 403 of the rate limit), so
 * the adapter is tested without the network. `mode` makes it misbehave; `requests` records
 * what it was asked.
 */
export interface FakeUnsplash {
  url: string;
  requests: { path: string; query: URLSearchParams; authorization: string | undefined }[];
  /** 'ok', or how to fail every call. */
  mode: 'ok' | 'rateLimited' | 'serverError' | 'notJson' | 'wrongShape';
  close: () => Promise<void>;
}

export const FAKE_UNSPLASH_KEY = 'fake-access-key';

interface FakePhoto {
  id: string;
  width: number;
  height: number;
  description: string | null;
  alt_description: string | null;
  tags: string[];
}

/** 70 photos: every third square, the others alternating landscape and portrait. */
const PHOTOS: FakePhoto[] = Array.from({ length: 70 }, (_, i) => {
  const kind = i % 3 === 0 ? 'square' : i % 2 === 0 ? 'landscape' : 'portrait';
  const [width, height] = kind === 'square' ? [3000, 3000] : kind === 'landscape' ? [6000, 4000] : [4000, 6000];
  const subject = ['mountain lake', 'city street', 'coffee cup', 'autumn forest', 'beach sunset'][i % 5]!;
  return {
    id: `ph${String(i).padStart(3, '0')}-x_Y`,
    width,
    height,
    description: i % 4 === 0 ? null : `A ${subject} (${kind})`,
    alt_description: `${subject} photo`,
    tags: subject.split(' '),
  };
});

const COLLECTIONS = [
  { id: 1001, title: 'Mountains', photos: PHOTOS.filter((p) => p.tags.includes('mountain')) },
  { id: 1002, title: 'A very long collection title that goes on and on', photos: PHOTOS.slice(0, 45) },
  { id: 1003, title: 'Empty previews', photos: PHOTOS.slice(45, 47) },
];

const CDN = 'https://images.unsplash.test';

function photoJson(p: FakePhoto) {
  const raw = `${CDN}/photo-${p.id}?ixid=abc123`;
  return {
    id: p.id,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    width: p.width,
    height: p.height,
    color: '#aabbcc',
    blur_hash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
    likes: 12,
    description: p.description,
    alt_description: p.alt_description,
    urls: { raw, full: `${raw}&q=85&fm=jpg`, regular: `${raw}&w=1080`, small: `${raw}&w=400`, thumb: `${raw}&w=200` },
    links: {
      self: `https://api.unsplash.test/photos/${p.id}`,
      html: `https://unsplash.test/photos/${p.id}`,
      download: `https://unsplash.test/photos/${p.id}/download`,
      download_location: `https://api.unsplash.test/photos/${p.id}/download?ixid=abc123`,
    },
    user: { id: `u-${p.id}`, username: `grapher${p.id}`, name: `Photographer ${p.id}`, links: { html: `https://unsplash.test/@grapher${p.id}` } },
  };
}

function veryBasic(p: FakePhoto) {
  const { id, urls, created_at, updated_at } = photoJson(p);
  return { id, urls, created_at, updated_at };
}

function orientationOf(p: FakePhoto): string {
  if (p.width === p.height) return 'squarish';
  return p.width > p.height ? 'landscape' : 'portrait';
}

export async function startFakeUnsplash(): Promise<FakeUnsplash> {
  const fake: FakeUnsplash = { url: '', requests: [], mode: 'ok', close: async () => {} };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '49', ...headers });
    res.end(JSON.stringify(body));
  };
  const pageOf = <T>(list: T[], query: URLSearchParams) => {
    const perPage = Math.min(30, Number(query.get('per_page') ?? 10));
    const page = Math.max(1, Number(query.get('page') ?? 1));
    return list.slice((page - 1) * perPage, page * perPage);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = url.searchParams;
    fake.requests.push({ path: url.pathname, query, authorization: req.headers.authorization });
    if (req.headers.authorization !== `Client-ID ${FAKE_UNSPLASH_KEY}`) return send(res, 401, { errors: ['OAuth error: The access token is invalid'] });
    if (fake.mode === 'rateLimited') {
      res.writeHead(403, { 'content-type': 'text/plain', 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '0' });
      return res.end('Rate Limit Exceeded');
    }
    if (fake.mode === 'serverError') return send(res, 500, { errors: ['Something went wrong'] });
    if (fake.mode === 'notJson') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>maintenance</html>');
    }
    if (fake.mode === 'wrongShape') return send(res, 200, { hello: 'world' });

    let match: RegExpMatchArray | null;
    if (url.pathname === '/search/photos') {
      const text = (query.get('query') ?? '').toLowerCase();
      if (!text) return send(res, 400, { errors: ['query is missing'] });
      const orientation = query.get('orientation');
      if (orientation && !['landscape', 'portrait', 'squarish'].includes(orientation)) return send(res, 400, { errors: ['orientation is invalid'] });
      const found = PHOTOS.filter((p) => text.split(/\s+/).every((w) => p.tags.includes(w)) && (!orientation || orientationOf(p) === orientation));
      const perPage = Math.min(30, Number(query.get('per_page') ?? 10));
      return send(res, 200, { total: found.length, total_pages: Math.ceil(found.length / perPage), results: pageOf(found, query).map(photoJson) });
    }
    if (url.pathname === '/collections') {
      const list = pageOf(COLLECTIONS, query).map((c) => ({
        id: String(c.id),
        title: c.title,
        description: null,
        total_photos: c.photos.length,
        featured: false,
        cover_photo: photoJson(c.photos[0]!),
        // Unsplash leaves preview_photos out for some collections: the cover photo stands in.
        preview_photos: c.id === 1003 ? null : c.photos.slice(0, 4).map(veryBasic),
        user: { name: 'Curator' },
      }));
      return send(res, 200, list, { 'x-total': String(COLLECTIONS.length), 'x-per-page': query.get('per_page') ?? '10' });
    }
    match = url.pathname.match(/^\/collections\/([^/]+)\/photos$/);
    if (match) {
      const collection = COLLECTIONS.find((c) => String(c.id) === match![1]);
      if (!collection) return send(res, 404, { errors: ["Couldn't find Collection"] });
      return send(res, 200, pageOf(collection.photos, query).map(photoJson), { 'x-total': String(collection.photos.length) });
    }
    if (url.pathname === '/photos/random') {
      const count = Number(query.get('count') ?? 1);
      if (count > 30) return send(res, 400, { errors: ['count must be less than or equal to 30'] });
      const text = (query.get('query') ?? '').toLowerCase();
      const found = PHOTOS.filter((p) => !text || text.split(/\s+/).every((w) => p.tags.includes(w)));
      if (found.length === 0) return send(res, 404, { errors: ['No photos found.'] });
      return send(res, 200, found.slice(0, count).map(photoJson));
    }
    match = url.pathname.match(/^\/photos\/([^/]+)\/download$/);
    if (match) {
      const photo = PHOTOS.find((p) => p.id === match![1]);
      if (!photo) return send(res, 404, { errors: ["Couldn't find Photo"] });
      return send(res, 200, { url: photoJson(photo).urls.full });
    }
    return send(res, 404, { errors: ['Not found'] });
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
