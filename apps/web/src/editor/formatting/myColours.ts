import { addColorsToPalette, normalizeColor } from '@layout/model';
import { create } from 'zustand';

/**
 * My colours: the user's brand-colour palette (spec 001 section 4.13, "Added colours join My
 * colours as unique values"). The server's colour calls (GET /users/{id}/colors, POST /colors)
 * are not built yet, so the palette lives in this browser's localStorage behind
 * `MyColoursStorage`; a server adapter with the same two calls replaces it without touching the
 * popups.
 */
export interface MyColoursStorage {
  /** The saved palette, oldest first. */
  load(): Promise<readonly string[]>;
  /** Saves colours new to the palette (already normalised and unique); the server POSTs just these. */
  add(colors: readonly string[], palette: readonly string[]): Promise<void>;
}

const STORAGE_KEY = 'layout.myColours';

/** The palette in localStorage (a JSON list of #rrggbb); unreadable entries are dropped. */
export function localMyColoursStorage(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): MyColoursStorage {
  return {
    load: async () => {
      try {
        const saved: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
        return Array.isArray(saved) ? saved.flatMap((c) => normalizeColor(typeof c === 'string' ? c : undefined) ?? []) : [];
      } catch {
        return [];
      }
    },
    add: async (_colors, palette) => storage?.setItem(STORAGE_KEY, JSON.stringify(palette)),
  };
}

interface MyColoursState {
  colors: readonly string[];
  loaded: boolean;
  /** Reads the saved palette once. */
  load: () => Promise<void>;
  /** Adds colours as unique values; returns the ones that were new. */
  add: (colors: Iterable<string>) => Promise<string[]>;
}

/** A My colours store over a storage (tests pass their own). */
export function createMyColoursStore(storage: MyColoursStorage) {
  let loading: Promise<void> | null = null;
  return create<MyColoursState>((set, get) => ({
    colors: [],
    loaded: false,
    load: () => {
      loading ??= storage.load().then(
        (saved) => set({ colors: addColorsToPalette(saved, get().colors), loaded: true }),
        () => set({ loaded: true }),
      );
      return loading;
    },
    add: async (colors) => {
      await get().load();
      const before = get().colors;
      const palette = addColorsToPalette(before, colors);
      if (palette === before) return [];
      set({ colors: palette });
      const added = palette.slice(before.length);
      await storage.add(added, palette);
      return added;
    },
  }));
}

/** The signed-in browser's My colours. */
export const useMyColours = createMyColoursStore(localMyColoursStorage());
