import { type DesignContent, documentResources, storedFontIds, viewerDataDrivenValues } from '@layout/model';
import { pictureLinksOf } from '@layout/render/node';
import type { FastifyInstance } from 'fastify';
import { readableKeys } from '../storage/fileAccess';
import { isValidKey } from '../storage/storage';
import type { FileStorage } from '../storage/storage';
import type { UserRow } from '../users/users.table';
import { toUserData } from '../users/users.queries';
import type { ExportJob, Loaded } from './exportJob';
import { fontFileKeys } from './exports.queries';
import { checkedArtwork } from './checkedArtwork';
import { fetchExternal } from './externalFetch';

/** How long an outside picture or SVG may take to arrive. */
const EXTERNAL_TIMEOUT_MS = 15_000;

/** Reads bytes a design links to: a file in Layout's storage, or an outside http(s) link. */
export type LinkReader = (link: string) => Promise<Buffer>;

/** What a stored file or font the viewer may not use reads as: the same as a missing one, so nothing is told about it. */
const NOT_AVAILABLE = 'the file is not available';

/**
 * Everything a worker needs besides the content, read on the main thread (I/O, not CPU): the
 * stored fonts the texts use, every picture and SVG the assets link to, and the field values the
 * editor fills %field% with for `viewer` (whoever exports sees what they saw in the editor).
 * Only what the viewer may use is read (storage/fileAccess.ts): another user's private font,
 * picture or icon is treated as missing. An input that cannot be read is passed on as its
 * reason; the render reports that asset (a text in the default font).
 */
export async function gatherExportInputs(
  app: FastifyInstance,
  content: DesignContent,
  viewer: UserRow,
  options: { allowPrivateAddresses?: boolean } = {},
): Promise<Pick<ExportJob, 'fonts' | 'unavailableFonts' | 'pictures' | 'svgs' | 'dataDrivenValues'>> {
  // What the assets need from storage, as their traits say (assets/traits.ts in the model).
  const resources = documentResources(content);
  const svgLinks = new Set(resources.svgs.map((variant) => variant.link));
  const fontIds = storedFontIds(resources);
  // Photos, logos, picture backgrounds and pattern pictures, as the render will ask for them.
  const pictureLinks = new Set(pictureLinksOf(content.assets));
  const links = [...new Set([...pictureLinks, ...svgLinks])];
  const keys = links.map((link) => storageKeyOf(app.storage, link, app.config.publicUrl)).filter((key): key is string => key !== undefined);
  const readable = await readableKeys(app.db, viewer, keys);
  const readLink = createLinkReader(app, { ...options, mayRead: (key) => readable.has(key) });
  const read = new Map<string, Promise<Loaded<Buffer>>>();
  // Every picture and SVG passes checkedArtwork before a renderer sees it, whatever its source.
  const readOnce = (link: string) => read.get(link) ?? read.set(link, settle(readLink(link).then(checkedArtwork))).get(link)!;
  const [{ fonts, unavailableFonts }, pictures, svgs] = await Promise.all([
    readFonts(app, viewer, fontIds),
    // Artwork links are offered as pictures too: one may turn out to be a PNG/JPEG by its bytes
    // (drawn as a picture). Each link is read once.
    Promise.all(links.map(async (link) => [link, await readOnce(link)] as [string, Loaded<Uint8Array>])),
    Promise.all([...svgLinks].map(async (link) => [link, asText(await readOnce(link))] as [string, Loaded<string>])),
  ]);
  return { fonts, unavailableFonts, pictures, svgs, dataDrivenValues: viewerDataDrivenValues(toUserData(viewer)) };
}

function asText(loaded: Loaded<Buffer>): Loaded<string> {
  return 'ok' in loaded ? { ok: loaded.ok.toString('utf8') } : loaded;
}

async function settle<T>(value: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: await value };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The fonts the viewer may use, read from storage; the others (missing, or someone else's private font) as unavailable. */
async function readFonts(app: FastifyInstance, viewer: UserRow, ids: number[]): Promise<Pick<ExportJob, 'fonts' | 'unavailableFonts'>> {
  const keys = await fontFileKeys(app.db, viewer, ids);
  const files = await Promise.all([...keys].map(async ([id, key]) => [id, (await app.storage.get(key))?.body] as const));
  const fonts = files.filter((entry): entry is [number, Buffer] => entry[1] !== undefined);
  const read = new Set(fonts.map(([id]) => id));
  return { fonts, unavailableFonts: ids.filter((id) => !read.has(id)).map((fontId) => ({ fontId, reason: NOT_AVAILABLE })) };
}

/**
 * Reads a link the way the export may: a file of Layout's own storage by its key (the address
 * `storage.url` gave, relative or under PUBLIC_URL) when `mayRead` allows it, else an outside
 * http(s) link fetched within limits (externalFetch.ts); anything else (data:, file:, other
 * paths) is refused.
 */
export function createLinkReader(app: FastifyInstance, options: { allowPrivateAddresses?: boolean; mayRead: (key: string) => boolean }): LinkReader {
  return async (link) => {
    const key = storageKeyOf(app.storage, link, app.config.publicUrl);
    if (key !== undefined) {
      const file = options.mayRead(key) ? await app.storage.get(key) : null;
      if (!file) throw new Error(NOT_AVAILABLE);
      return file.body;
    }
    if (/^https?:\/\//i.test(link)) {
      return fetchExternal(link, { timeoutMs: EXTERNAL_TIMEOUT_MS, maxBytes: app.config.uploadLimitBytes, allowPrivateAddresses: options.allowPrivateAddresses });
    }
    throw new Error('only files in Layout or http(s) links can be exported');
  };
}

/** The storage key a link names, when it is an address `storage.url(key)` gives. */
export function storageKeyOf(storage: FileStorage, link: string, publicUrl: string): string | undefined {
  const probe = 'probe.key';
  const prefix = storage.url(probe).slice(0, -probe.length);
  const candidates = [prefix, prefix.startsWith('/') ? `${publicUrl}${prefix}` : undefined];
  for (const start of candidates) {
    if (!start || !link.startsWith(start)) continue;
    let key: string;
    try {
      key = decodeURIComponent(link.slice(start.length).replace(/[?#].*$/, ''));
    } catch {
      return undefined;
    }
    if (isValidKey(key)) return key;
  }
  return undefined;
}
