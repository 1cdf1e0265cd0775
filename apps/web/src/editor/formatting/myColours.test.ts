import { describe, expect, it } from 'vitest';
import { type MyColoursStorage, createMyColoursStore, localMyColoursStorage } from './myColours';

function memoryStorage(initial: string | null = null) {
  const items = new Map<string, string>(initial === null ? [] : [['layout.myColours', initial]]);
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

describe('My colours take added colours as unique values (spec 001 section 4.13)', () => {
  it('adds only colours not there yet, in any spelling, and saves the palette', async () => {
    const memory = memoryStorage('["#FF0000"]');
    const store = createMyColoursStore(localMyColoursStorage(memory));
    expect(await store.getState().add(['red', '#00ff00', 'rgb(0, 255, 0)', 'none'])).toEqual(['#00ff00']);
    expect(store.getState().colors).toEqual(['#ff0000', '#00ff00']);
    expect(JSON.parse(memory.items.get('layout.myColours')!)).toEqual(['#ff0000', '#00ff00']);
    expect(await store.getState().add(['#f00'])).toEqual([]);
  });

  it('sends a server-like storage only the new colours', async () => {
    const sent: string[][] = [];
    const storage: MyColoursStorage = { load: async () => ['#111111'], add: async (colors) => void sent.push([...colors]) };
    const store = createMyColoursStore(storage);
    await store.getState().add(['#111111', '#222222']);
    expect(sent).toEqual([['#222222']]);
  });

  it('reads a broken saved palette as empty', async () => {
    const store = createMyColoursStore(localMyColoursStorage(memoryStorage('{oops')));
    await store.getState().load();
    expect(store.getState()).toMatchObject({ colors: [], loaded: true });
  });
});
