import { cachedRanking, FRESH_MS, markRankingsDue, MIN_REFRESH_MS, STALE_MS } from './scoreboard-cache';
import { placeOwnRow } from './scoreboard-repository';

function counter() {
  let calls = 0;
  const compute = jest.fn(async () => {
    calls += 1;
    return [calls];
  });
  return { compute };
}

describe('cachedRanking', () => {
  it('computes once for requests that arrive together, then answers from the cache while it is fresh', async () => {
    const owner = {};
    const { compute } = counter();
    // Taken before the ranking is computed: the cache dates it later, so `before + FRESH_MS - 10` is within its
    // freshness however slow the machine (a time taken after could be past it on a busy one).
    const before = Date.now();
    const [a, b] = await Promise.all([
      cachedRanking(owner, 'all|', compute, 0),
      cachedRanking(owner, 'all|', compute, 0),
    ]);
    expect(a).toEqual([1]);
    expect(b).toEqual([1]);
    expect(await cachedRanking(owner, 'all|', compute, before + FRESH_MS - 10)).toEqual([1]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('answers a stale board from the previous ranking while one refresh runs, then from the new one', async () => {
    const owner = {};
    const { compute } = counter();
    await cachedRanking(owner, 'k', compute);
    const later = Date.now() + FRESH_MS + 5;
    const [first, second] = await Promise.all([
      cachedRanking(owner, 'k', compute, later),
      cachedRanking(owner, 'k', compute, later),
    ]);
    expect(first).toEqual([1]);
    expect(second).toEqual([1]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(compute).toHaveBeenCalledTimes(2);
    expect(await cachedRanking(owner, 'k', compute)).toEqual([2]);
  });

  it('waits for a new ranking when the previous one is too old to show', async () => {
    const owner = {};
    const { compute } = counter();
    await cachedRanking(owner, 'k', compute);
    expect(await cachedRanking(owner, 'k', compute, Date.now() + STALE_MS + 5)).toEqual([2]);
  });

  it('after a solve, answers from the previous ranking while one refresh runs (that database only)', async () => {
    const one = {};
    const other = {};
    const { compute } = counter();
    const before = Date.now();
    await cachedRanking(one, 'k', compute);
    await cachedRanking(other, 'k', compute);
    markRankingsDue(one);
    // Ranked a moment ago (a time taken before the ranking, so however slow the machine): the previous ranking
    // answers, nothing is computed yet.
    expect(await cachedRanking(one, 'k', compute, before + MIN_REFRESH_MS - 10)).toEqual([1]);
    expect(compute).toHaveBeenCalledTimes(2);
    // Then many requests: all answered at once from the ranking before the solve, one refresh for all.
    const later = Date.now() + MIN_REFRESH_MS;
    const answers = await Promise.all(Array.from({ length: 5 }, () => cachedRanking(one, 'k', compute, later)));
    expect(answers).toEqual(Array.from({ length: 5 }, () => [1]));
    await new Promise((resolve) => setImmediate(resolve));
    expect(compute).toHaveBeenCalledTimes(3);
    expect(await cachedRanking(one, 'k', compute)).toEqual([3]);
    // The other database's board was not touched.
    expect(await cachedRanking(other, 'k', compute)).toEqual([2]);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('makes a live board wait for a ranking computed after the last solve', async () => {
    const owner = {};
    let release: (() => void) | null = null;
    let calls = 0;
    const compute = jest.fn(async () => {
      calls += 1;
      const mine = calls;
      // The second computation (a refresh for a player) is slow and started before the next solve.
      if (mine === 2) await new Promise<void>((resolve) => (release = resolve));
      return [mine];
    });
    await cachedRanking(owner, 'k', compute);
    markRankingsDue(owner);
    expect(await cachedRanking(owner, 'k', compute, Date.now() + MIN_REFRESH_MS)).toEqual([1]);
    markRankingsDue(owner);
    // The staff's request does not take the refresh that began before the last solve.
    expect(await cachedRanking(owner, 'k', compute, Date.now(), true)).toEqual([3]);
    (release as (() => void) | null)?.();
    await new Promise((resolve) => setImmediate(resolve));
    // The slow, older refresh ending last does not replace the newer ranking.
    expect(await cachedRanking(owner, 'k', compute)).toEqual([3]);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('keeps boards apart by their key', async () => {
    const owner = {};
    const { compute } = counter();
    expect(await cachedRanking(owner, 'all|', compute)).toEqual([1]);
    expect(await cachedRanking(owner, 'month|', compute)).toEqual([2]);
  });
});

describe('placeOwnRow', () => {
  const row = (userId: number, points: number, lastSolveMs: number, rank = 0) => ({
    rank,
    userId,
    username: `u${userId}`,
    name: `U ${userId}`,
    avatarUrl: null,
    points,
    solves: 1,
    lastSolveMs,
  });
  const ranked = [row(1, 500, 10, 1), row(2, 300, 20, 2), row(3, 300, 30, 3), row(4, 100, 40, 4)];
  const ids = (rows: { userId: number; rank: number }[]) => rows.map((item) => [item.userId, item.rank]);

  it('puts the live row where it ranks now, dropping its older cached row, and renumbers the top list', () => {
    // Player 4 just solved for 250 more (350, latest): above 2 and 3 now.
    const { entries, me } = placeOwnRow(ranked, row(4, 350, 50), 3);
    expect(ids(entries)).toEqual([
      [1, 1],
      [4, 2],
      [2, 3],
    ]);
    expect(me).toMatchObject({ userId: 4, rank: 2, points: 350 });
  });

  it('breaks a tie by the earlier last solve, and shows a row below the top list only as "me"', () => {
    const tie = placeOwnRow(ranked, row(9, 300, 25), 10);
    expect(ids(tie.entries)).toEqual([
      [1, 1],
      [2, 2],
      [9, 3],
      [3, 4],
      [4, 5],
    ]);
    const below = placeOwnRow(ranked, row(9, 50, 60), 2);
    expect(ids(below.entries)).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(below.me).toMatchObject({ userId: 9, rank: 5 });
  });

  it('keeps the ranking as it is without a live row', () => {
    expect(placeOwnRow(ranked, null, 2)).toEqual({ entries: ranked.slice(0, 2), me: null });
  });
});
