import { type DesignContent, viewerDataDrivenValues } from '@layout/model';
import { pictureLinksOf } from '@layout/render/node';
import type { FastifyInstance } from 'fastify';
import { isValidKey } from '../storage/storage';
import type { FileStorage } from '../storage/storage';
import type { UserRow } from '../users/users.table';
import { toUserData } from '../users/users.queries';
import type { ExportJob, Loaded } from './exportJob';
import { fontFileKeys } from './exports.queries';
import { fetchExternal } from './externalFetch';

/** How long an outside picture or SVG may take to arrive. */
const EXTERNAL_TIMEOUT_MS = 15_000;

/** Reads bytes a design links to: a file in Layout's storage, or an outside http(s) link. */
export type LinkReader = (link: string) => Promise<Buffer>;

/**
 * Everything a worker needs besides the content, read on the main thread (I/O, not CPU): the
 * stored fonts the texts use, every picture and SVG the assets link to, and the field values the
 * editor fills %field% with for `viewer` (whoever exports sees what they saw in the editor).
 * An input that cannot be read is passed on as its reason; the render reports that asset.
 */
export async function gatherExportInputs(
  app: FastifyInstance,
  content: DesignContent,
  viewer: UserRow,
  readLink: LinkReader = createLinkReader(app),
): Promise<Pick<ExportJob, 'fonts' | 'pictures' | 'svgs' | 'dataDrivenValues'>> {
  const svgLinks = new Set<string>();
  const fontIds = new Set<number>();
  for (const asset of content.assets) {
    if (asset.type === 'text' && asset.textConfig.fontId > 0) fontIds.add(asset.textConfig.fontId);
    if (asset.type === 'svg_image' || asset.type === 'icon') svgLinks.add(asset.link);
    if (asset.type === 'illustration') svgLinks.add(asset.illustrationConfig.link);
  }
  // Photos, logos, picture backgrounds and pattern pictures, as the render will ask for them.
  const pictureLinks = new Set(pictureLinksOf(content.assets));
  const read = new Map<string, Promise<Loaded<Buffer>>>();
  const readOnce = (link: string) => read.get(link) ?? read.set(link, settle(readLink(link))).get(link)!;
  const [fonts, pictures, svgs] = await Promise.all([
    readFonts(app, [...fontIds]),
    // Artwork links are offered as pictures too: one may turn out to be a PNG/JPEG by its bytes
    // (drawn as a picture). Each link is read once.
    Promise.all([...new Set([...pictureLinks, ...svgLinks])].map(async (link) => [link, await readOnce(link)] as [string, Loaded<Uint8Array>])),
    Promise.all([...svgLinks].map(async (link) => [link, asText(await readOnce(link))] as [string, Loaded<string>])),
  ]);
  return { fonts, pictures, svgs, dataDrivenValues: viewerDataDrivenValues(toUserData(viewer)) };
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

async function readFonts(app: FastifyInstance, ids: number[]): Promise<ExportJob['fonts']> {
  const keys = await fontFileKeys(app.db, ids);
  const files = await Promise.all([...keys].map(async ([id, key]) => [id, (await app.storage.get(key))?.body] as const));
  return files.filter((entry): entry is [number, Buffer] => entry[1] !== undefined);
}

/**
 * Reads a link the way the export may: a file of Layout's own storage by its key (the address
 * `storage.url` gave, relative or under PUBLIC_URL), else an outside http(s) link fetched within
 * limits (externalFetch.ts); anything else (data:, file:, other paths) is refused.
 */
export function createLinkReader(app: FastifyInstance, options: { allowPrivateAddresses?: boolean } = {}): LinkReader {
  return async (link) => {
    const key = storageKeyOf(app.storage, link, app.config.publicUrl);
    if (key !== undefined) {
      const file = await app.storage.get(key);
      if (!file) throw new Error('the file is no longer in storage');
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
