/**
 * A cache of promises bounded by the bytes of what they resolve to: the least recently used
 * entries go first once the resolved values pass `maxBytes`. A pending entry counts once it
 * resolves; one that rejects is forgotten, so a later call tries again.
 */
export interface LruBytes<K, V> {
  /** The cached promise for `key`, or the one `make` starts (kept for later calls). */
  get(key: K, make: () => Promise<V>): Promise<V>;
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
  return {
    get(key, make) {
      const found = entries.get(key);
      if (found) {
        entries.delete(key);
        entries.set(key, found);
        return found.value;
      }
      const entry = { value: make(), bytes: 0 };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = Math.max(1, bytesOf(value));
          total += entry.bytes;
          evict();
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
  };
}
