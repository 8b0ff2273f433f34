import { isDeepStrictEqual } from "node:util";

/**
 * A value loaded from the database and kept in memory for `ttlMs`; after that the next
 * reader reloads it (concurrent readers share one load). Used for the catalog:
 * restaurants and menus change rarely and are read on every request. A change made by
 * another process is seen within `ttlMs`.
 *
 * A reload that finds the same data keeps the object already held (only its age is
 * reset): caches keyed on the catalog's objects (prepared bodies, checked JSON) then
 * survive the periodic reload and start over only when something really changed.
 */
export type SnapshotCache<T> = {
  get(): Promise<T>;
  /** The value when it is loaded and fresh, without waiting; undefined otherwise. */
  peek(): T | undefined;
  invalidate(): void;
};

export function snapshotCache<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
): SnapshotCache<T> {
  let value: { data: T; at: number } | undefined;
  let loading: Promise<T> | undefined;
  return {
    get() {
      if (value && now() - value.at <= ttlMs) return Promise.resolve(value.data);
      loading ??= load()
        .then((loaded) => {
          const data = value && isDeepStrictEqual(loaded, value.data) ? value.data : loaded;
          value = { data, at: now() };
          return data;
        })
        .finally(() => {
          loading = undefined;
        });
      return loading;
    },
    peek() {
      return value && now() - value.at <= ttlMs ? value.data : undefined;
    },
    invalidate() {
      value = undefined;
    },
  };
}
