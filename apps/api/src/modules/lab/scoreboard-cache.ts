// The lab scoreboard's ranking, computed at most about once a second per board and process (decision 0035). A
// board ranks every player who solved something, so it is one aggregate over all solves: cheap enough once, too dear
// for every request of a busy competition. Each board (period, classroom, freeze cut-off) keeps its last ranking
// for FRESH_MS; a request after that is answered from the previous ranking while one refresh runs (never more than
// one per board), unless that ranking is older than STALE_MS, when the request waits for the new one.
//
// A solve made through this process makes every board of it due (markRankingsDue): the next request starts the
// refresh and is answered from the previous ranking, so a stream of solves costs one aggregate at a time per board,
// at most one per MIN_REFRESH_MS, never one per request. A request that must see every solve (the staff's and
// teachers' live boards) waits for a ranking computed after the last solve instead (`mustBeCurrent`). A player's own
// row is read live beside the cached ranking (scoreboard-repository.ts), so they see their own solve at once. Another
// API instance sees a solve within FRESH_MS. Nothing here is shared between processes: each computes from the
// database.

export const FRESH_MS = 1_000;
export const STALE_MS = 10_000;
/** A due board is refreshed at most this often: a stream of solves costs a few aggregates a second, not a stream. */
export const MIN_REFRESH_MS = 250;

interface Entry<T> {
  rows: T;
  at: number;
  /** The owner's solve generation when this ranking's computation started: older than the owner's = due. */
  generation: number;
  refreshing: Promise<T> | null;
  /** The generation the running refresh started at. */
  refreshingGeneration: number;
}

const boards = new WeakMap<object, Map<string, Entry<unknown>>>();
const firstLoads = new WeakMap<object, Map<string, Promise<unknown>>>();
const generations = new WeakMap<object, number>();

function mapOf<V>(store: WeakMap<object, Map<string, V>>, owner: object): Map<string, V> {
  let map = store.get(owner);
  if (!map) {
    map = new Map();
    store.set(owner, map);
  }
  return map;
}

const generationOf = (owner: object) => generations.get(owner) ?? 0;

/**
 * The board's ranking for `key` from the cache of `owner` (the database), computing it when needed. `mustBeCurrent`:
 * wait for a ranking that includes every solve made through this process (the live boards of the staff).
 */
export function cachedRanking<T>(
  owner: object,
  key: string,
  compute: () => Promise<T>,
  now = Date.now(),
  mustBeCurrent = false,
): Promise<T> {
  const cache = mapOf(boards, owner) as Map<string, Entry<T>>;
  const entry = cache.get(key);
  const due = entry !== undefined && entry.generation < generationOf(owner);
  if (entry && !due && now - entry.at < FRESH_MS) return Promise.resolve(entry.rows);
  // Due, but ranked a moment ago: the previous ranking answers (a live board still waits for a current one below).
  if (entry && due && !mustBeCurrent && now - entry.at < MIN_REFRESH_MS) return Promise.resolve(entry.rows);
  if (entry && now - entry.at < STALE_MS) {
    // A refresh that started before the last solve does not do for a request that must be current.
    const behind = mustBeCurrent && entry.refreshingGeneration < generationOf(owner);
    if (!entry.refreshing || behind) {
      entry.refreshingGeneration = generationOf(owner);
      entry.refreshing = refreshed(cache, key, entry, owner, compute);
    }
    const refresh = entry.refreshing;
    if (due && mustBeCurrent) return refresh;
    // The refresh's failure is the next request's to see; this one is answered from the previous ranking.
    refresh.catch(() => undefined);
    return Promise.resolve(entry.rows);
  }
  const loads = mapOf(firstLoads, owner) as Map<string, Promise<T>>;
  let load = loads.get(key);
  if (!load) {
    const generation = generationOf(owner);
    load = compute()
      .then((rows) => {
        cache.set(key, { rows, at: Date.now(), generation, refreshing: null, refreshingGeneration: generation });
        return rows;
      })
      .finally(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** One refresh of a board: the new ranking replaces `entry` unless something newer already did. */
function refreshed<T>(
  cache: Map<string, Entry<T>>,
  key: string,
  entry: Entry<T>,
  owner: object,
  compute: () => Promise<T>,
): Promise<T> {
  const generation = generationOf(owner);
  return compute()
    .then((rows) => {
      const current = cache.get(key);
      // The newest computation wins: a refresh that started earlier and ended later does not replace it.
      if (!current || current === entry || current.generation <= generation) {
        cache.set(key, { rows, at: Date.now(), generation, refreshing: null, refreshingGeneration: generation });
      }
      return rows;
    })
    .catch((error: unknown) => {
      if (entry.refreshingGeneration === generation) entry.refreshing = null;
      throw error;
    });
}

/** A solve was made: every board of `owner` is due for a refresh (the previous ranking still answers meanwhile). */
export function markRankingsDue(owner: object): void {
  generations.set(owner, generationOf(owner) + 1);
}
