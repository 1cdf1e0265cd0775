import type { ColorEntry } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { type MyColoursStorage, createMyColoursStore, localMyColoursStorage } from './myColoursStore';

function memoryStorage(initial: string | null = null) {
  const items = new Map<string, string>(initial === null ? [] : [['layout.myColours', initial]]);
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

/** A storage that behaves like the server: ids of its own, and a record of what it was sent. */
function serverLike(saved: ColorEntry[] = []) {
  const rows = [...saved];
  const sent: string[][] = [];
  const removed: number[] = [];
  let fail = false;
  const storage: MyColoursStorage = {
    load: async () => [...rows],
    add: async (colors) => {
      if (fail) throw new Error('You can keep at most 200 brand colours');
      sent.push([...colors]);
      const created = colors.map((color) => ({ id: 100 + rows.length, color }));
      rows.push(...created);
      return created;
    },
    remove: async (entry) => {
      if (fail) throw new Error('Colour not found');
      removed.push(entry.id);
    },
  };
  return { storage, sent, removed, failNext: () => (fail = true) };
}

describe('My colours take added colours as unique values (spec 001 section 4.13)', () => {
  it('adds only colours not there yet, in any spelling, and saves the palette', async () => {
    const memory = memoryStorage('["#FF0000"]');
    const store = createMyColoursStore(() => localMyColoursStorage(memory));
    expect(await store.getState().add(['red', '#00ff00', 'rgb(0, 255, 0)', 'none'])).toEqual(['#00ff00']);
    expect(store.getState().colors).toEqual(['#ff0000', '#00ff00']);
    expect(JSON.parse(memory.items.get('layout.myColours')!)).toEqual(['#ff0000', '#00ff00']);
    expect(await store.getState().add(['#f00'])).toEqual([]);
  });

  it('keeps a colour added as inks as inks, for a guest too (issue 26)', async () => {
    const memory = memoryStorage('["#ff0000"]');
    const store = createMyColoursStore(() => localMyColoursStorage(memory));
    expect(await store.getState().add(['device-cmyk(0 1 1 0)', 'red'])).toEqual(['device-cmyk(0% 100% 100% 0%)']);
    expect(JSON.parse(memory.items.get('layout.myColours')!)).toEqual(['#ff0000', 'device-cmyk(0% 100% 100% 0%)']);
    const reread = createMyColoursStore(() => localMyColoursStorage(memory));
    await reread.getState().load();
    expect(reread.getState().colors).toEqual(['#ff0000', 'device-cmyk(0% 100% 100% 0%)']);
  });

  it('sends the server only the new colours and keeps the ids it gives', async () => {
    const server = serverLike([{ id: 7, color: '#111111' }]);
    const store = createMyColoursStore(() => server.storage);
    await store.getState().add(['#111111', '#222222']);
    expect(server.sent).toEqual([['#222222']]);
    expect(store.getState().entries).toEqual([
      { id: 7, color: '#111111' },
      { id: 101, color: '#222222' },
    ]);
  });

  it('undoes an add the storage refuses and reports it', async () => {
    const server = serverLike([{ id: 7, color: '#111111' }]);
    const errors: unknown[] = [];
    const store = createMyColoursStore(
      () => server.storage,
      (e) => errors.push(e),
    );
    server.failNext();
    expect(await store.getState().add(['#333333'])).toEqual([]);
    expect(store.getState().colors).toEqual(['#111111']);
    expect(errors).toHaveLength(1);
  });

  it('removes a colour, and puts it back when the storage refuses', async () => {
    const server = serverLike([
      { id: 7, color: '#111111' },
      { id: 8, color: '#222222' },
    ]);
    const store = createMyColoursStore(() => server.storage);
    await store.getState().load();
    await store.getState().remove({ id: 7, color: '#111111' });
    expect(server.removed).toEqual([7]);
    expect(store.getState().colors).toEqual(['#222222']);
    server.failNext();
    await store.getState().remove({ id: 8, color: '#222222' });
    expect(store.getState().colors).toEqual(['#222222']);
  });

  it('reads the other storage after a reset (a sign-in)', async () => {
    const local = localMyColoursStorage(memoryStorage('["#abcdef"]'));
    const server = serverLike([{ id: 1, color: '#123456' }]);
    let signedIn = false;
    const store = createMyColoursStore(() => (signedIn ? server.storage : local));
    await store.getState().load();
    expect(store.getState().colors).toEqual(['#abcdef']);
    signedIn = true;
    store.getState().reset();
    await store.getState().load();
    expect(store.getState().colors).toEqual(['#123456']);
  });

  it('reads a broken saved palette as empty, and removes from the local palette', async () => {
    const store = createMyColoursStore(() => localMyColoursStorage(memoryStorage('{oops')));
    await store.getState().load();
    expect(store.getState()).toMatchObject({ colors: [], loaded: true });
    const memory = memoryStorage('["#010101","#020202"]');
    const local = createMyColoursStore(() => localMyColoursStorage(memory));
    await local.getState().load();
    await local.getState().remove(local.getState().entries[0]!);
    expect(JSON.parse(memory.items.get('layout.myColours')!)).toEqual(['#020202']);
  });
});
