// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
// Flag submissions at the same moment (decision 0035): max attempts stay exact, a player's parallel correct flags make
// one solve and one ledger entry, and players solving one challenge together each get their own dynamic value with one
// first blood. Every answer is scanned for flags and hashes when the file ends (labSuite).
import { labDynamicValue } from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import { labAttempts, labSolves, labSubmissions, pointLedger, users } from '../../db/schema';
import { LAB_DEMO_FLAGS } from '../../db/seed-lab-data';
import { labSuite } from './testing';

type Envelope<T> = { success: boolean; message: string; data: T };
type Outcome = { correct: boolean; solve: { points: number; xp: number; firstBlood: boolean } | null };

describe('lab submissions at the same moment', () => {
  const lab = labSuite();
  const submit = (slug: string, flag: string, token: string) =>
    lab.send('POST', `/api/lab/challenges/${slug}/submissions`, { flag }, token);
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );

  it('records exactly 5 of 50 parallel wrong submissions to a challenge with 5 attempts', async () => {
    const player = await lab.player('paralel.salah');
    const challengeId = (await lab.harness.db.query.labChallenges.findFirst({
      where: (table, { eq: is }) => is(table.slug, 'jejak-log-akses'),
    }))!.id;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => submit('jejak-log-akses', `AKSB{198.51.100.${index}}`, player.token)),
    );
    const counts = tally(responses.map((response) => response.statusCode));
    // Five were checked (and wrong); the rest were refused: no attempt left (409) or too many wrong answers (429).
    expect(counts[200]).toBe(5);
    expect((counts[409] ?? 0) + (counts[429] ?? 0)).toBe(45);
    for (const response of responses.filter((candidate) => candidate.statusCode === 200))
      expect(response.json<Envelope<Outcome>>().data.correct).toBe(false);
    const where = and(eq(labSubmissions.userId, player.id), eq(labSubmissions.challengeId, challengeId));
    expect(await lab.harness.db.$count(labSubmissions, where)).toBe(5);
    const [attempts] = await lab.harness.db
      .select({ attempts: labAttempts.attempts })
      .from(labAttempts)
      .where(and(eq(labAttempts.userId, player.id), eq(labAttempts.challengeId, challengeId)));
    expect(attempts.attempts).toBe(5);
    // The right flag now is refused too: no attempt is left.
    const late = await submit('jejak-log-akses', LAB_DEMO_FLAGS.accessLog, player.token);
    expect([409, 429]).toContain(late.statusCode);
    expect(await lab.harness.db.$count(labSolves, eq(labSolves.userId, player.id))).toBe(0);
  });

  it('makes one solve and one ledger entry of 10 parallel correct submissions by one player', async () => {
    const player = await lab.player('paralel.benar');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submit('pemeriksa-sandi', LAB_DEMO_FLAGS.checker, player.token)),
    );
    const solved = responses.filter((response) => response.statusCode === 200);
    expect(solved).toHaveLength(1);
    expect(solved[0].json<Envelope<Outcome>>().data).toMatchObject({ correct: true, solve: { points: 300 } });
    expect(tally(responses.map((response) => response.statusCode))).toEqual({ 200: 1, 409: 9 });
    expect(await lab.harness.db.$count(labSolves, eq(labSolves.userId, player.id))).toBe(1);
    const ledger = await lab.harness.db
      .select({ points: pointLedger.points, xp: pointLedger.xp })
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, player.id), eq(pointLedger.source, 'ctf')));
    expect(ledger).toEqual([{ points: 300, xp: 650 }]);
    const [balance] = await lab.harness.db
      .select({ point: users.point, xp: users.xp })
      .from(users)
      .where(eq(users.id, player.id));
    expect(balance).toEqual({ point: 300, xp: 650 });
  });

  it('gives 10 players solving one dynamic challenge together their own values and one first blood', async () => {
    const created = await lab.send(
      'POST',
      '/api/lcadm/lab/challenges',
      {
        slug: 'balapan-paralel',
        title: 'Balapan Paralel',
        category: 'misc',
        difficulty: 'hard',
        description: 'Siapa cepat dia dapat.',
        connectionInfo: null,
        published: true,
        visibleFrom: null,
        visibleUntil: null,
        prerequisiteSlug: null,
        valueType: 'dynamic',
        initialValue: 500,
        minimumValue: 100,
        decay: 5,
        maxAttempts: null,
      },
      lab.admin,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json<Envelope<{ id: number }>>().data.id;
    const flag = 'AKSB{siapa_cepat_dia_dapat}';
    const withFlag = await lab.send(
      'POST',
      `/api/lcadm/lab/challenges/${id}/flags`,
      { kind: 'static', value: flag, caseInsensitive: false },
      lab.admin,
    );
    expect(withFlag.statusCode).toBe(201);

    const players = await Promise.all(Array.from({ length: 10 }, (_, index) => lab.player(`balap.${index}`)));
    const responses = await Promise.all(players.map((player) => submit('balapan-paralel', flag, player.token)));
    const outcomes = responses.map((response) => response.json<Envelope<Outcome>>().data);
    expect(outcomes.every((outcome) => outcome.correct)).toBe(true);
    const points = outcomes.map((outcome) => outcome.solve?.points ?? -1).sort((a, b) => b - a);
    const settings = { valueType: 'dynamic' as const, initialValue: 500, minimumValue: 100, decay: 5 };
    expect(points).toEqual(Array.from({ length: 10 }, (_, solves) => labDynamicValue(settings, solves)));
    expect(outcomes.filter((outcome) => outcome.solve?.firstBlood)).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.solve?.firstBlood)?.solve?.points).toBe(500);
    expect(await lab.harness.db.$count(labSolves, eq(labSolves.challengeId, id))).toBe(10);

    // The scoreboard's raw SQL reads the same on both drivers: numbers, and the time of the last solve.
    const first = players[outcomes.findIndex((outcome) => outcome.solve?.firstBlood)];
    const board = await lab.send('GET', '/api/lab/standings?limit=1', undefined, first.token);
    const { entries, me } = board.json<
      Envelope<{
        entries: { rank: number }[];
        me: { rank: number; points: number; solves: number; lastSolveAt: string };
      }>
    >().data;
    expect(entries).toHaveLength(1);
    expect(me).toMatchObject({ points: 500, solves: 1 });
    expect(typeof me.rank).toBe('number');
    expect(Math.abs(Date.parse(me.lastSolveAt) - Date.now())).toBeLessThan(60_000);
  });
});
