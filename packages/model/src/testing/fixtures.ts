import type { Asset, AssetOf, AssetType } from '../assets';
import { defaultTextConfig } from '../assets';
import { CURRENT_SCHEMA_VERSION, type DesignContent, type Page } from '../document/content';
import { type LayoutDimensions, defaultLayoutDimensions } from '../document/layout';

/**
 * Fixture builders for tests that read like the spec:
 *
 *   const content = doc({ flatWidth: 90, flatHeight: 55 },
 *     page('p1', rect({ id: 'a', x: 50 }), text({ id: 'b', text: 'Hello' })),
 *     page('p2'));
 *
 * Assets get ids, their page's id and consecutive z-orders (from 1, background 0) unless given.
 * Not exported from the package index: tests import it directly.
 */

type AssetInput = Partial<Asset> & { type: AssetType };
interface PageFixture {
  page: Page;
  assets: AssetInput[];
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}${++counter}`;

export function page(id?: string | Partial<Page>, ...assets: AssetInput[]): PageFixture {
  const base = typeof id === 'string' || id === undefined ? { id: id ?? nextId('page') } : { id: id.id ?? nextId('page'), ...id };
  return { page: { backgroundColor: '#ffffff', ...base }, assets };
}

export function doc(layout: Partial<LayoutDimensions> | PageFixture = {}, ...pages: PageFixture[]): DesignContent {
  const all = 'page' in layout ? [layout as PageFixture, ...pages] : pages;
  const dims = 'page' in layout ? {} : (layout as Partial<LayoutDimensions>);
  if (all.length === 0) all.push(page('page-1'));
  const assets: Asset[] = [];
  for (const { page: p, assets: inputs } of all) {
    let z = 0;
    for (const input of inputs) {
      const zIndex = input.zIndex ?? (input.type === 'background' ? 0 : ++z);
      if (input.zIndex !== undefined && input.type !== 'background') z = Math.max(z, input.zIndex);
      assets.push({ ...geometry(), ...input, id: input.id ?? nextId(input.type), pageId: input.pageId ?? p.id, zIndex } as Asset);
    }
  }
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    layoutDimensions: { ...defaultLayoutDimensions(), ...dims },
    pages: all.map((p) => p.page),
    assets,
  };
}

const geometry = () => ({ x: 50, y: 50, width: 100, height: 100, rotation: 0, scaleX: 1, scaleY: 1, opacity: 1 });

type Over<T extends AssetType> = Partial<AssetOf<T>>;

export function rect(over: Over<'shape'> & { fill?: string } = {}): AssetInput {
  const { fill, ...rest } = over;
  return {
    type: 'shape',
    shapeProps: { type: 'rect', fill: fill ?? '#4ac6e3', stroke: '#000000', strokeWidth: 0, strokeEnabled: false, fillEnabled: true },
    ...rest,
  } as AssetInput;
}

export function text(over: Over<'text'> & { text?: string; fill?: string; fontSize?: number } = {}): AssetInput {
  const { text: words, fill, fontSize, ...rest } = over;
  const textConfig = defaultTextConfig({
    ...(words !== undefined ? { text: words } : {}),
    ...(fill !== undefined ? { fill } : {}),
    ...(fontSize !== undefined ? { fontSize } : {}),
    ...over.textConfig,
  });
  return { type: 'text', width: 300, height: 30, ...rest, textConfig } as AssetInput;
}

export function image(over: Over<'image'> = {}): AssetInput {
  return { type: 'image', imageElementSrc: '/photo.jpg', width: 250, height: 167, ...over } as AssetInput;
}

export function background(over: Over<'background'> = {}): AssetInput {
  return { type: 'background', x: 0, y: 0, width: 1122.5, height: 793.7, fill: '#ffeecc', ...over } as AssetInput;
}

export function line(over: Over<'line'> = {}): AssetInput {
  return {
    type: 'line',
    width: 200,
    height: 20,
    lineConfig: {
      points: [0, 10, 200, 10],
      fill: '#000000',
      stroke: '#000000',
      strokeWidth: 1.328,
      dash: [],
      closed: false,
      strokeEnabled: true,
      fillEnabled: false,
      dashEnabled: false,
      lineCap: 'round',
      lineJoin: 'round',
    },
    ...over,
  } as AssetInput;
}

/** Any asset type with the given fields (for types without a builder above). */
export function asset<T extends AssetType>(type: T, over: Over<T>): AssetInput {
  return { type, ...over } as AssetInput;
}
