/**
 * What changed in the published content, told to every process serving the site: each drops
 * the cached pages and stories it holds for these paths ("all": everything). The content module
 * publishes after its transaction commits; the web layer (page cache) and the delivery reads
 * (story cache) subscribe.
 */
export type ContentChange = {
  /** Site paths whose pages may show the change (see site-paths.ts), or "all". */
  paths: string[] | "all";
  /** The new cache version (`cv` of the delivery API). */
  cv: number;
};

export type ContentEvents = {
  /** Tells every subscriber of every process; never throws (a failure is logged). */
  publish(change: ContentChange): Promise<void>;
  /** Listens in this process; the returned function stops listening. */
  subscribe(listener: (change: ContentChange) => void): () => void;
  close(): Promise<void>;
};

/** The events of one process: what it publishes, it hears. */
export function createLocalContentEvents(): ContentEvents {
  const listeners = new Set<(change: ContentChange) => void>();
  return {
    async publish(change) {
      for (const listener of listeners) listener(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
