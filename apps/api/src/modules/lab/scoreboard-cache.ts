// The lab scoreboard's ranking, computed at most about once a second per board and process (decision 0035). A
// board ranks every player who solved something, so it is one aggregate over all solves: cheap enough once, too dear
// for every request of a busy competition. Each board (period, classroom, freeze cut-off) keeps its last ranking
// for FRESH_MS; a request after that is answered from the previous ranking while one refresh runs (never more than
// one per board), unless that ranking is older than STALE_MS, when the request waits for the new one. A solve made
// through this process clears its boards at once, so a player sees their own solve on the next request; another API
// instance sees it within FRESH_MS. Nothing here is shared between processes: each computes from the database.

export const FRESH_MS = 1_000;
export const STALE_MS = 10_000;

interface Entry<T> {
  rows: T;
  at: number;
  refreshing: Promise<T> | null;
}

const boards = new WeakMap<object, Map<string, Entry<unknown>>>();
const firstLoads = new WeakMap<object, Map<string, Promise<unknown>>>();

function mapOf<V>(store: WeakMap<object, Map<string, V>>, owner: object): Map<string, V> {
  let map = store.get(owner);
  if (!map) {
    map = new Map();
    store.set(owner, map);
  }
  return map;
}

/** The board's ranking for `key` from the cache of `owner` (the database), computing it when needed. */
export function cachedRanking<T>(owner: object, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  const cache = mapOf(boards, owner) as Map<string, Entry<T>>;
  const entry = cache.get(key);
  if (entry && now - entry.at < FRESH_MS) return Promise.resolve(entry.rows);
  if (entry && now - entry.at < STALE_MS) {
    entry.refreshing ??= compute()
      .then((rows) => {
        if (cache.get(key) === entry) cache.set(key, { rows, at: Date.now(), refreshing: null });
        return rows;
      })
      .catch((error: unknown) => {
        entry.refreshing = null;
        throw error;
      });
    // The refresh's failure is the next request's to see; this one is answered from the previous ranking.
    entry.refreshing.catch(() => undefined);
    return Promise.resolve(entry.rows);
  }
  const loads = mapOf(firstLoads, owner) as Map<string, Promise<T>>;
  let load = loads.get(key);
  if (!load) {
    load = compute()
      .then((rows) => {
        cache.set(key, { rows, at: Date.now(), refreshing: null });
        return rows;
      })
      .finally(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** Forgets every board of `owner`: called after a solve so the next request ranks it. */
export function clearRankings(owner: object): void {
  boards.get(owner)?.clear();
}
