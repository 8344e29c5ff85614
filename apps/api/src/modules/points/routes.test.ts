// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
import { DEMO_AVATAR } from '../../db/seed-profile-data';
import type { LeaderboardEntry, PointEntry } from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import { pointLedger, users } from '../../db/schema';
import { EXTRA_MEMBERS, MEMBER_POINT_HISTORY } from '../../db/seed-data';
import { SEED_REDEMPTIONS } from '../../db/seed-rewards';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { awardPoints } from './service';

type Page<T> = { data: T[]; meta: { page: number; per_page: number; total: number } };

describe('points and leaderboards', () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  const get = async <T>(url: string, token?: string) => {
    const response = await harness.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    expect(response.statusCode).toBe(200);
    return response.json<Page<T>>();
  };
  const userId = async (username: string) =>
    (await harness.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;

  describe('GET /api/member/points', () => {
    it("lists the member's own ledger newest first, and it adds up to the totals the navbar shows", async () => {
      const token = await loginAs(harness.app, 'member');
      const all = await get<PointEntry>('/api/member/points?per_page=50', token);
      // Plus the seeded reward spent and refunded (seed-rewards.ts), which nets to 0.
      expect(all.meta.total).toBe(MEMBER_POINT_HISTORY.length + SEED_REDEMPTIONS.demoMember.ledgerEntries);
      expect(all.data[0]).toMatchObject({
        source: 'ctf',
        description: 'Menyelesaikan tantangan CTF Kriptografi Dasar',
        points: 250,
        xp: 550,
      });
      const times = all.data.map((entry) => Date.parse(entry.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(all.data.reduce((sum, entry) => sum + entry.points, 0)).toBe(1250);
      expect(all.data.reduce((sum, entry) => sum + entry.xp, 0)).toBe(3400);

      const second = await get<PointEntry>('/api/member/points?per_page=5&page=2', token);
      expect(second.data.map((entry) => entry.id)).toEqual(all.data.slice(5, 10).map((entry) => entry.id));
    });

    it('is for members only, and validates the page', async () => {
      expect(
        (
          await harness.app.inject({
            method: 'GET',
            url: '/api/member/points',
            headers: bearer(await loginAs(harness.app, 'author')),
          })
        ).statusCode,
      ).toBe(403);
      expect((await harness.app.inject({ method: 'GET', url: '/api/member/points' })).statusCode).toBe(401);
      const bad = await harness.app.inject({
        method: 'GET',
        url: '/api/member/points?page=0',
        headers: bearer(await loginAs(harness.app, 'member')),
      });
      expect(expectErrorEnvelope(bad, 422)).toBe('Halaman minimal 1');
    });
  });

  describe('GET /api/leaderboards', () => {
    it('ranks every member with XP, all time, highest first, without staff accounts', async () => {
      const board = await get<LeaderboardEntry>('/api/leaderboards?per_page=50');
      const withXp = EXTRA_MEMBERS.filter((member) => member.xp > 0).length + 1;
      expect(board.meta.total).toBe(withXp);
      expect(board.data.slice(0, 3)).toEqual([
        { rank: 1, username: 'member.demo', name: expect.any(String), avatarUrl: DEMO_AVATAR.url, xp: 3400 },
        expect.objectContaining({ rank: 2, username: 'dimas.saputra', xp: 2600 }),
        expect.objectContaining({ rank: 3, username: 'agus.pratama', xp: 1800 }),
      ]);
      expect(board.data.map((entry) => entry.username)).not.toContain('author.demo');
      // No two seeded members have the same XP, so every rank is distinct.
      expect(new Set(board.data.map((entry) => entry.rank)).size).toBe(board.data.length);
    });

    it("ranks this month's XP from the ledger, and an award moves both boards", async () => {
      const month = await get<LeaderboardEntry>('/api/leaderboards?period=month&per_page=50');
      const allTime = await get<LeaderboardEntry>('/api/leaderboards?per_page=50');
      const allTimeXp = Object.fromEntries(allTime.data.map((entry) => [entry.username, entry.xp]));
      for (const entry of month.data) expect(entry.xp).toBeLessThanOrEqual(allTimeXp[entry.username]);
      const xps = month.data.map((entry) => entry.xp);
      expect([...xps].sort((a, b) => b - a)).toEqual(xps);

      const rizky = await userId('rizky.hidayat');
      await harness.db.transaction((tx) =>
        awardPoints(tx, rizky, {
          source: 'ctf',
          reference: 'uji-peringkat',
          description: 'Uji peringkat',
          points: 0,
          xp: 5000,
        }),
      );
      // The boards are micro-cached for a few seconds: a new query string is a new answer.
      const monthAfter = await get<LeaderboardEntry>('/api/leaderboards?period=month&per_page=49');
      expect(monthAfter.data[0]).toMatchObject({ rank: 1, username: 'rizky.hidayat' });
      const allAfter = await get<LeaderboardEntry>('/api/leaderboards?per_page=49');
      expect(allAfter.data[0]).toMatchObject({ rank: 1, username: 'rizky.hidayat', xp: 5150 });
    });

    it('refuses an unknown period in Indonesian', async () => {
      const response = await harness.app.inject({ method: 'GET', url: '/api/leaderboards?period=minggu' });
      expect(expectErrorEnvelope(response, 422)).toBe('Periode harus all atau month');
    });
  });

  describe('awardPoints (the only way points and XP change)', () => {
    const totals = async (id: number) =>
      (await harness.db.select({ point: users.point, xp: users.xp }).from(users).where(eq(users.id, id)))[0];
    const entries = (id: number, reference: string) =>
      harness.db
        .select()
        .from(pointLedger)
        .where(and(eq(pointLedger.userId, id), eq(pointLedger.source, 'event'), eq(pointLedger.reference, reference)));

    it('writes one ledger row and moves both totals by its amounts, once per (user, source, reference)', async () => {
      const fajar = await userId('fajar.nugroho');
      const before = await totals(fajar);
      const award = { points: 7, xp: 11, source: 'event', reference: 'uji-sekali', description: 'x'.repeat(300) };
      expect(await harness.db.transaction((tx) => awardPoints(tx, fajar, award))).toBe(true);
      expect(await harness.db.transaction((tx) => awardPoints(tx, fajar, { ...award, points: 100, xp: 100 }))).toBe(
        false,
      );
      expect(await totals(fajar)).toEqual({ point: before.point + 7, xp: before.xp + 11 });
      const rows = await entries(fajar, 'uji-sekali');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ points: 7, xp: 11, description: 'x'.repeat(250) });
    });

    it("rolls back with the caller's transaction", async () => {
      const fajar = await userId('fajar.nugroho');
      const before = await totals(fajar);
      await expect(
        harness.db.transaction(async (tx) => {
          await awardPoints(tx, fajar, {
            points: 5,
            xp: 5,
            source: 'event',
            reference: 'uji-batal',
            description: 'Dibatalkan',
          });
          throw new Error('batal');
        }),
      ).rejects.toThrow('batal');
      expect(await totals(fajar)).toEqual(before);
      expect(await entries(fajar, 'uji-batal')).toHaveLength(0);
    });
  });
});
