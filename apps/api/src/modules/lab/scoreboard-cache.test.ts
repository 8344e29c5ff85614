import { cachedRanking, clearRankings, FRESH_MS, STALE_MS } from './scoreboard-cache';

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
    const [a, b] = await Promise.all([
      cachedRanking(owner, 'all|', compute, 0),
      cachedRanking(owner, 'all|', compute, 0),
    ]);
    expect(a).toEqual([1]);
    expect(b).toEqual([1]);
    const at = Date.now();
    expect(await cachedRanking(owner, 'all|', compute, at + FRESH_MS - 10)).toEqual([1]);
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

  it('forgets the boards of one database after a solve, not those of another', async () => {
    const one = {};
    const other = {};
    const { compute } = counter();
    await cachedRanking(one, 'k', compute);
    await cachedRanking(other, 'k', compute);
    clearRankings(one);
    expect(await cachedRanking(one, 'k', compute)).toEqual([3]);
    expect(await cachedRanking(other, 'k', compute)).toEqual([2]);
  });

  it('keeps boards apart by their key', async () => {
    const owner = {};
    const { compute } = counter();
    expect(await cachedRanking(owner, 'all|', compute)).toEqual([1]);
    expect(await cachedRanking(owner, 'month|', compute)).toEqual([2]);
  });
});
