// The dashboard's aggregates are kept AGGREGATE_SECONDS per process (decision 0047): one load for concurrent callers,
// a new one once they expire, none kept when it failed.
import type { Database } from '../../db/client';
import { AGGREGATE_SECONDS, aggregateCache } from './manager-cache';

describe('aggregateCache', () => {
  const db = {} as Database;

  it('loads once for callers at the same time and again once expired', async () => {
    const cached = aggregateCache(db);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cached('k', load, 1000), cached('k', load, 1001)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cached('k', load, 1000 + AGGREGATE_SECONDS * 1000 - 1)).toBe(1);
    expect(await cached('k', load, 1000 + AGGREGATE_SECONDS * 1000)).toBe(2);
  });

  it('keeps nothing of a failed load, and keeps each database apart', async () => {
    const cached = aggregateCache(db);
    await expect(cached('broken', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cached('broken', async () => 'up', 1)).toBe('up');
    expect(await aggregateCache({} as Database)('k', async () => 'other', 0)).toBe('other');
  });
});
