// The dashboard's aggregates (counts per department, per item, per week) are sums over every progress row of a batch:
// tens of milliseconds for a company of thousands. Each API process keeps them up to AGGREGATE_SECONDS under a key
// that holds the batch's version (repository.versions: any learning, import or removal changes it), so a manager's
// pages and many managers opening the same dashboard cost one computation, and a change shows at once. The employees'
// roster is kept the same way (members-repository.ts); what a page shows of each of its rows beyond it (items done,
// quiz scores, the last reminder) is read fresh. Concurrent misses share one load.
import type { Database } from '../../db/client';

export const AGGREGATE_SECONDS = 30;
/** Entries kept per database at most; the oldest go first. */
const MAX_ENTRIES = 1000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<Database, Map<string, Entry>>();

export function aggregateCache(db: Database) {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const store = entries;
  return function cached<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = store.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    store.delete(key);
    store.set(key, { expires: now + AGGREGATE_SECONDS * 1000, value });
    // A failed load is not kept: the next call tries again.
    value.catch(() => {
      if (store.get(key)?.value === value) store.delete(key);
    });
    if (store.size > MAX_ENTRIES) store.delete(store.keys().next().value as string);
    // Every entry lives as long, so the expired ones are the oldest: they go now rather than when the map is full
    // (a company's roster is thousands of rows).
    for (const [oldKey, entry] of store) {
      if (entry.expires > now) break;
      store.delete(oldKey);
    }
    return value;
  };
}
