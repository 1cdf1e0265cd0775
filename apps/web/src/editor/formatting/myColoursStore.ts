import { type ColorEntry, addColorsToPalette } from '@layout/model';
import { create } from 'zustand';

/**
 * My colours: the user's brand-colour palette (spec 001 section 4.13, "Added colours join My
 * colours as unique values"; My Stuff's 'My brand colours'), over a storage: the server for a
 * signed-in user, this browser's localStorage for a guest (myColours.ts chooses). Free of the
 * session and the API client, so it is tested on its own.
 */
export interface MyColoursStorage {
  /** The saved palette, oldest first. */
  load(): Promise<readonly ColorEntry[]>;
  /** Saves colours new to the palette (normalised, unique) and answers their entries. */
  add(colors: readonly string[]): Promise<readonly ColorEntry[]>;
  remove(entry: ColorEntry): Promise<void>;
}

const STORAGE_KEY = 'layout.myColours';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The palette in localStorage (a JSON list of colours, #rrggbb or `device-cmyk()`; unreadable entries are dropped). Entries
 * are numbered by position: they only need to tell the colours apart in this browser.
 */
export function localMyColoursStorage(storage: KeyValueStorage | undefined = globalThis.localStorage): MyColoursStorage {
  const read = (): string[] => {
    try {
      const saved: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
      return Array.isArray(saved)
        ? [
            ...addColorsToPalette(
              [],
              saved.filter((c): c is string => typeof c === 'string'),
            ),
          ]
        : [];
    } catch {
      return [];
    }
  };
  const entriesOf = (colors: readonly string[]) => colors.map((color, i) => ({ id: i + 1, color }));
  return {
    load: async () => entriesOf(read()),
    add: async (colors) => {
      const palette = addColorsToPalette(read(), colors);
      storage?.setItem(STORAGE_KEY, JSON.stringify(palette));
      return entriesOf(palette).filter((entry) => colors.includes(entry.color));
    },
    remove: async (entry) => storage?.setItem(STORAGE_KEY, JSON.stringify(read().filter((color) => color !== entry.color))),
  };
}

export interface MyColoursState {
  /** The palette with the ids its storage gave, oldest first. */
  entries: readonly ColorEntry[];
  /** The palette's colours (#rrggbb, or `device-cmyk()` for inks), oldest first. */
  colors: readonly string[];
  loaded: boolean;
  /** Reads the saved palette (once per user). */
  load: () => Promise<void>;
  /** Adds colours as unique values; answers the ones that were new (none if saving failed). */
  add: (colors: Iterable<string>) => Promise<string[]>;
  /** Removes a colour from the palette. */
  remove: (entry: ColorEntry) => Promise<void>;
  /** Forgets the palette read, so the next load reads the current storage (after a sign-in or out). */
  reset: () => void;
}

/**
 * A My colours store over the storage `storageOf` gives at the time (tests pass their own).
 * Changes show at once; one the storage refuses is undone and handed to `onError`.
 */
export function createMyColoursStore(storageOf: () => MyColoursStorage, onError: (error: unknown) => void = () => {}) {
  let loading: Promise<void> | null = null;
  let storage = storageOf();
  return create<MyColoursState>((set, get) => {
    const show = (entries: readonly ColorEntry[]) => set({ entries, colors: entries.map((e) => e.color) });
    return {
      entries: [],
      colors: [],
      loaded: false,
      load: () => {
        const from = storage;
        loading ??= from.load().then(
          (saved) => {
            if (storage !== from) return;
            // Colours added while the palette was loading stay, after the saved ones.
            const savedColors = new Set(saved.map((e) => e.color));
            show([...saved, ...get().entries.filter((e) => !savedColors.has(e.color))]);
            set({ loaded: true });
          },
          (error: unknown) => {
            if (storage !== from) return;
            onError(error);
            set({ loaded: true });
          },
        );
        return loading;
      },
      add: async (colors) => {
        await get().load();
        const before = get().colors;
        const palette = addColorsToPalette(before, colors);
        if (palette === before) return [];
        const added = palette.slice(before.length);
        const from = storage;
        // Shown at once with provisional ids; the storage's own ids replace them.
        show([...get().entries, ...added.map((color, i) => ({ id: -(Date.now() + i), color }))]);
        try {
          const saved = new Map((await from.add(added)).map((e) => [e.color, e]));
          if (storage === from) show(get().entries.map((e) => saved.get(e.color) ?? e));
          return added;
        } catch (error) {
          if (storage === from) show(get().entries.filter((e) => !added.includes(e.color)));
          onError(error);
          return [];
        }
      },
      remove: async (entry) => {
        const from = storage;
        const before = get().entries;
        show(before.filter((e) => e.color !== entry.color));
        try {
          await from.remove(entry);
        } catch (error) {
          if (storage === from) show(before);
          onError(error);
        }
      },
      reset: () => {
        storage = storageOf();
        loading = null;
        set({ entries: [], colors: [], loaded: false });
      },
    };
  });
}
