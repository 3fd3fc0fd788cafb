import DataLoader from "dataloader";
import type { DataSource } from "typeorm";

/** How long a live event's answer is kept for the other sockets asking about the same event. */
const EVENT_MEMORY_MS = 5000;

/**
 * A loader for live events, shared by every socket of one process: a new event reaches every open
 * subscription at once, and all of them ask the same question, so `batch` answers it once for all of
 * them (one statement however many sockets are open) and each key is forgotten a few seconds later.
 * One loader per data source (tests run several servers in one process).
 */
export function eventLoader<V>(batch: (db: DataSource, keys: readonly string[]) => Promise<V[]>) {
  const loaders = new WeakMap<DataSource, DataLoader<string, V>>();
  return {
    load(db: DataSource, key: string): Promise<V> {
      let loader = loaders.get(db);
      if (!loader) {
        loader = new DataLoader((keys) => batch(db, keys));
        loaders.set(db, loader);
      }
      const pending = loader.load(key);
      const current = loader;
      setTimeout(() => current.clear(key), EVENT_MEMORY_MS).unref();
      return pending;
    },
    /** Forgets these keys at once (what they name just changed). */
    forget(db: DataSource, ...keys: string[]) {
      const loader = loaders.get(db);
      for (const key of keys) loader?.clear(key);
    },
  };
}
