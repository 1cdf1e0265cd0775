/**
 * A cache of promises bounded by the bytes of what they resolve to: the least recently used
 * entries go first once the resolved values pass `maxBytes`. A pending entry counts once it
 * resolves (it has no size before, so it is never what overflows the budget); one that rejects
 * is forgotten, so a later call tries again. The one such cache of the project: the raster
 * export's decoded pictures and artwork, and the export worker's prepared pictures.
 */
export interface LruBytes<K, V> {
  /** The cached promise for `key` (now the most recently used), if any. */
  get(key: K): Promise<V> | undefined;
  /** Keeps `value` for `key`, in place of what was there. */
  set(key: K, value: Promise<V>): void;
  /** The cached promise for `key`, or the one `make` starts (kept for later calls). */
  getOrMake(key: K, make: () => Promise<V>): Promise<V>;
  /** Bytes of the resolved values held now. */
  readonly bytes: number;
  readonly size: number;
}

export function createLruBytes<K, V>(maxBytes: number, bytesOf: (value: V) => number): LruBytes<K, V> {
  // A Map keeps insertion order: re-inserting on use makes its first entry the least recent.
  const entries = new Map<K, { value: Promise<V>; bytes: number }>();
  let total = 0;
  const evict = () => {
    for (const [key, entry] of entries) {
      if (total <= maxBytes) return;
      if (entry.bytes === 0) continue;
      entries.delete(key);
      total -= entry.bytes;
    }
  };
  const cache: LruBytes<K, V> = {
    get(key) {
      const found = entries.get(key);
      if (!found) return undefined;
      entries.delete(key);
      entries.set(key, found);
      return found.value;
    },
    set(key, value) {
      const previous = entries.get(key);
      if (previous) {
        total -= previous.bytes;
        entries.delete(key);
      }
      const entry = { value, bytes: 0 };
      entries.set(key, entry);
      value.then(
        (resolved) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = Math.max(1, bytesOf(resolved));
          total += entry.bytes;
          evict();
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
    },
    getOrMake(key, make) {
      const found = cache.get(key);
      if (found) return found;
      const value = make();
      cache.set(key, value);
      return value;
    },
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}
