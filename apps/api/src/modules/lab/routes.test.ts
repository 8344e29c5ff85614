// The lab's player side through the API (decision 0035): the catalogue, a challenge, hints lowering the reward, flags
// (static, regex, per-user, another user's per-user flag), the wrong-answer limit, files, the scoreboard, exercise
// labs and VPN access. Every answer received is scanned for flags and their hashes when the file ends (labSuite).
import { createPrivateKey, createPublicKey } from 'node:crypto';
import {
  LAB_NO_ACCESS_MESSAGE,
  labDynamicValue,
  type LabCatalogue,
  type LabCategoryGroup,
  type LabChallengeCard,
  type LabChallengeDetail,
  type LabExerciseDetail,
  type LabScoreboard,
} from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import {
  labFlags,
  labSolves,
  labSubmissions,
  labVpnConfigs,
  notifications,
  pointLedger,
  teachers,
  users,
} from '../../db/schema';
import { LAB_DEMO_FLAGS, SEED_CHALLENGES, SEED_EXERCISES } from '../../db/seed-lab-data';
import { expectErrorEnvelope, loginAs } from '../../test/helpers';
import { perUserFlag } from './flags';
import { labSuite, TEST_LAB_SECRET } from './testing';

type Envelope<T> = { success: boolean; message: string; data: T };
const OPERATOR_TOKEN = 'operator-token-for-the-lab-network-tests-0123456789';

describe('lab: players', () => {
  const lab = labSuite({
    lab: {
      flagSecret: TEST_LAB_SECRET,
      operatorToken: OPERATOR_TOKEN,
      vpn: {
        endpoint: 'vpn.lab.test:51820',
        serverPublicKey: 'HIgo9xNzJMWLKASShiTqIybxZ0U3wGLiUeJ1PKf8ykw=',
        allowedIps: '10.10.0.0/16',
        dns: '10.10.0.1',
      },
    },
  });
  const json = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    token?: string,
    status = 200,
  ) => {
    const response = await lab.send(method, url, payload, token);
    expect({ url, status: response.statusCode, body: response.statusCode === status ? '' : response.body }).toEqual({
      url,
      status,
      body: '',
    });
    return response.json<Envelope<T>>();
  };
  const submit = (slug: string, flag: string, token?: string) =>
    lab.send('POST', `/api/lab/challenges/${slug}/submissions`, { flag }, token);
  const challengeId = async (slug: string) =>
    (await lab.harness.db.query.labChallenges.findFirst({ where: (table, { eq: is }) => is(table.slug, slug) }))?.id ??
    0;
  const balance = async (userId: number) =>
    (await lab.harness.db.select({ point: users.point, xp: users.xp }).from(users).where(eq(users.id, userId)))[0];

  describe('the catalogue', () => {
    it('is public: challenges by category with value, solves and first blood, and the exercise labs', async () => {
      const response = await lab.harness.app.inject({ method: 'GET', url: '/api/lab/catalogue' });
      expect(response.statusCode).toBe(200);
      const { categories, exercises } = response.json<Envelope<LabCatalogue>>().data;
      const challenges = categories.flatMap((group) => group.challenges);
      // 12 visible; the weekly one opens next week.
      expect(challenges).toHaveLength(SEED_CHALLENGES.length - 1);
      expect(challenges.map((challenge) => challenge.slug)).not.toContain('tantangan-mingguan');
      expect(categories.length).toBeGreaterThanOrEqual(5);
      expect(challenges.find((challenge) => challenge.slug === 'web-101')).toEqual({
        slug: 'web-101',
        title: 'Web 101',
        category: 'web',
        difficulty: 'easy',
        valueType: 'static',
        value: 250,
        solves: 3,
        firstBlood: { username: 'dimas.saputra', name: 'Dimas Saputra' },
        prerequisite: null,
      });
      expect(exercises.map((exercise) => exercise.slug).sort()).toEqual(SEED_EXERCISES.map((e) => e.slug).sort());
      expect(exercises.map((exercise) => [exercise.steps, exercise.completions])).toEqual(
        SEED_EXERCISES.map(() => [3, 0]),
      );
    });

    it('shows each player what they solved and what is still locked behind a prerequisite', async () => {
      const groups = (await json<LabCategoryGroup<LabChallengeCard>[]>('GET', '/api/lab/challenges')).data;
      const card = (slug: string) => groups.flatMap((group) => group.challenges).find((c) => c.slug === slug);
      expect(card('web-101')).toMatchObject({ solved: true, awardedPoints: 250, locked: false, attempts: 3 });
      expect(card('kriptografi-dasar')).toMatchObject({ solved: true, awardedPoints: 250 });
      expect(card('cookie-admin')).toMatchObject({
        locked: false,
        prerequisite: { slug: 'web-101', title: 'Web 101' },
      });

      const newcomer = await lab.player('pemain.baru');
      const theirs = (
        await json<LabCategoryGroup<LabChallengeCard>[]>('GET', '/api/lab/challenges', undefined, newcomer.token)
      ).data.flatMap((group) => group.challenges);
      expect(theirs.find((c) => c.slug === 'cookie-admin')).toMatchObject({ locked: true, solved: false });
      const locked = await lab.send('GET', '/api/lab/challenges/cookie-admin', undefined, newcomer.token);
      expect(expectErrorEnvelope(locked, 403)).toBe(
        'Selesaikan tantangan "Web 101" terlebih dahulu untuk membuka tantangan ini.',
      );
      // A submission is refused the same way (it opens the challenge with a query of its own).
      expect(expectErrorEnvelope(await submit('cookie-admin', LAB_DEMO_FLAGS.cookie, newcomer.token), 403)).toBe(
        'Selesaikan tantangan "Web 101" terlebih dahulu untuk membuka tantangan ini.',
      );
      expect((await lab.send('GET', '/api/lab/challenges/tantangan-mingguan')).statusCode).toBe(404);
      for (const slug of ['tantangan-mingguan', 'tidak-ada']) {
        expect(expectErrorEnvelope(await submit(slug, LAB_DEMO_FLAGS.weekly, newcomer.token), 404)).toBe(
          'Tantangan tidak ditemukan.',
        );
      }
    });

    it('refuses a teacher without lab access with the message of spec §8', async () => {
      const teacher = await lab.player('guru.tanpa.lab', 'teacher');
      const [campus] = await lab.harness.db.select({ id: teachers.campusId }).from(teachers).limit(1);
      await lab.harness.db.insert(teachers).values({ userId: teacher.id, campusId: campus.id, isAccessLab: false });
      for (const url of ['/api/lab/challenges', '/api/lab/exercises', '/api/lab/vpn', '/api/lab/challenges/web-101']) {
        expect(expectErrorEnvelope(await lab.send('GET', url, undefined, teacher.token), 403)).toBe(
          LAB_NO_ACCESS_MESSAGE,
        );
      }
      expect(expectErrorEnvelope(await submit('web-101', LAB_DEMO_FLAGS.web101, teacher.token), 403)).toBe(
        LAB_NO_ACCESS_MESSAGE,
      );
      // The demo teacher has it, and may try what they assign.
      const demoTeacher = await loginAs(lab.harness.app, 'teacher');
      expect((await lab.send('GET', '/api/lab/challenges/web-101', undefined, demoTeacher)).statusCode).toBe(200);
    });
  });

  describe('a challenge', () => {
    it('shows the description, files and hints with their cost, but a hint text only once unlocked', async () => {
      const player = await lab.player('pemain.petunjuk');
      const detail = (await json<LabChallengeDetail>('GET', '/api/lab/challenges/kunci-xor', undefined, player.token))
        .data;
      expect(detail).toMatchObject({
        value: 250,
        reward: 250,
        hintCosts: 0,
        solve: null,
        attempts: 0,
        attemptsLeft: null,
      });
      expect(detail.hints.map(({ cost, unlocked, body }) => ({ cost, unlocked, body }))).toEqual([
        { cost: 25, unlocked: false, body: null },
        { cost: 75, unlocked: false, body: null },
      ]);
      const member = (await json<LabChallengeDetail>('GET', '/api/lab/challenges/kriptografi-dasar')).data;
      expect(member.solve).toEqual({ points: 250, xp: 550, firstBlood: true, solvedAt: expect.any(String) });
      expect(member.hints[0]).toMatchObject({ cost: 50, unlocked: true, body: expect.stringContaining('base64') });
    });

    it('lowers the reward by each unlocked hint, and the solve is awarded the lowered value with its XP', async () => {
      const player = await lab.player('pemain.xor');
      const detail = (await json<LabChallengeDetail>('GET', '/api/lab/challenges/kunci-xor', undefined, player.token))
        .data;
      const [first, second] = detail.hints;
      const unlocked = await json<{ hint: { body: string }; reward: number }>(
        'POST',
        `/api/lab/challenges/kunci-xor/hints/${first.id}/unlock`,
        undefined,
        player.token,
      );
      expect(unlocked).toMatchObject({ message: 'Petunjuk dibuka.', data: { reward: 225 } });
      expect(unlocked.data.hint.body).toContain('satu byte');
      // Unlocking it again costs nothing more.
      expect(
        (
          await json<{ reward: number }>(
            'POST',
            `/api/lab/challenges/kunci-xor/hints/${first.id}/unlock`,
            undefined,
            player.token,
          )
        ).data.reward,
      ).toBe(225);
      expect(
        (
          await json<{ reward: number }>(
            'POST',
            `/api/lab/challenges/kunci-xor/hints/${second.id}/unlock`,
            undefined,
            player.token,
          )
        ).data.reward,
      ).toBe(150);

      const before = await balance(player.id);
      const solved = await submit('kunci-xor', LAB_DEMO_FLAGS.xor, player.token);
      expect(solved.statusCode).toBe(200);
      expect(solved.json<Envelope<unknown>>()).toMatchObject({
        message: 'Flag benar! Kamu yang pertama menyelesaikannya (first blood).',
        data: { correct: true, solve: { points: 150, xp: 350, firstBlood: true } },
      });
      expect(await balance(player.id)).toEqual({ point: before.point + 150, xp: before.xp + 350 });
      const ledger = await lab.harness.db.select().from(pointLedger).where(eq(pointLedger.userId, player.id));
      expect(ledger).toEqual([
        expect.objectContaining({ source: 'ctf', reference: 'ctf-kunci-xor', points: 150, xp: 350 }),
      ]);
      expect((await submit('kunci-xor', LAB_DEMO_FLAGS.xor, player.token)).statusCode).toBe(409);
    });

    it('never takes a reward below 0, and a free hint costs nothing', async () => {
      const id = await challengeId('pesan-berputar');
      await lab.send(
        'POST',
        `/api/lcadm/lab/challenges/${id}/hints`,
        { position: 1, cost: 150, body: 'Putar 13 huruf.' },
        lab.admin,
      );
      const player = await lab.player('pemain.mahal');
      const detail = (
        await json<LabChallengeDetail>('GET', '/api/lab/challenges/pesan-berputar', undefined, player.token)
      ).data;
      const unlocked = await json<{ reward: number }>(
        'POST',
        `/api/lab/challenges/pesan-berputar/hints/${detail.hints[0].id}/unlock`,
        undefined,
        player.token,
      );
      expect(unlocked.data.reward).toBe(0);
      const solved = (await submit('pesan-berputar', LAB_DEMO_FLAGS.rot13, player.token)).json<
        Envelope<{ solve: { points: number; xp: number } }>
      >();
      expect(solved.data.solve).toMatchObject({ points: 0, xp: 0 });

      const web = (await json<LabChallengeDetail>('GET', '/api/lab/challenges/web-101', undefined, player.token)).data;
      const free = await json<{ reward: number }>(
        'POST',
        `/api/lab/challenges/web-101/hints/${web.hints[0].id}/unlock`,
        undefined,
        player.token,
      );
      expect(free.data.reward).toBe(250);
    });

    it('accepts a regex flag in any case, and answers a wrong flag with 200 and an Indonesian message', async () => {
      const player = await lab.player('pemain.regex');
      const wrong = await submit('jejak-digital', 'AKSB{CVE-2014-0160}', player.token);
      expect(wrong.statusCode).toBe(200);
      expect(wrong.json<Envelope<unknown>>()).toMatchObject({
        message: 'Flag salah. Coba lagi.',
        data: { correct: false, solve: null, attempts: 1 },
      });
      const right = await submit('jejak-digital', 'aksb{cve-2021-44228}', player.token);
      expect(right.json<Envelope<unknown>>()).toMatchObject({
        message: 'Flag benar! Tantangan terselesaikan.',
        data: { correct: true, attempts: 2 },
      });
    });

    it('limits wrong answers to 10 a minute per player and challenge: 429 with Retry-After and a message', async () => {
      const player = await lab.player('pemain.penebak');
      for (let i = 0; i < 10; i++)
        expect((await submit('skrip-tersamar', `AKSB{tebakan_${i}}`, player.token)).statusCode).toBe(200);
      const limited = await submit('skrip-tersamar', 'AKSB{tebakan_lagi}', player.token);
      expect(expectErrorEnvelope(limited, 429)).toMatch(/^Terlalu banyak jawaban salah\. Coba lagi dalam \d+ detik\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Even the right flag waits; another challenge does not.
      expect((await submit('skrip-tersamar', LAB_DEMO_FLAGS.shell, player.token)).statusCode).toBe(429);
      expect((await submit('pemeriksa-sandi', LAB_DEMO_FLAGS.checker, player.token)).statusCode).toBe(200);
      const recorded = await lab.harness.db.$count(
        labSubmissions,
        and(eq(labSubmissions.userId, player.id), eq(labSubmissions.challengeId, await challengeId('skrip-tersamar'))),
      );
      expect(recorded).toBe(10);
      // An admin resets the player's attempts: the limit is lifted too.
      const reset = await json<{ previousAttempts: number }>(
        'POST',
        `/api/lcadm/lab/challenges/${await challengeId('skrip-tersamar')}/reset-attempts`,
        { username: 'pemain.penebak' },
        lab.admin,
      );
      expect(reset.data.previousAttempts).toBe(10);
      expect(
        (await submit('skrip-tersamar', LAB_DEMO_FLAGS.shell, player.token)).json<Envelope<{ correct: boolean }>>().data
          .correct,
      ).toBe(true);
    });

    it("hands a per-user file with the downloader's own flag; another user's flag is refused, suspicious", async () => {
      const [owner, copier] = [await lab.player('pemilik.flag'), await lab.player('penyalin.flag')];
      const detail = (await json<LabChallengeDetail>('GET', '/api/lab/challenges/log-pribadi', undefined, owner.token))
        .data;
      const file = detail.attachments[0];
      expect(file).toMatchObject({ fileName: 'auth.log', perUser: true });
      const token = (
        await json<{ token: string }>(
          'GET',
          `/api/lab/challenges/log-pribadi/attachments/${file.id}/token`,
          undefined,
          owner.token,
        )
      ).data.token;
      const download = await lab.harness.app.inject({
        method: 'GET',
        url: `/api/lab/challenges/log-pribadi/attachments/${file.id}?token=${token}`,
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toBe('attachment; filename="auth.log"');
      const encoded = /--id (\S+)\)/.exec(download.body)?.[1] ?? '';
      const ownersFlag = Buffer.from(encoded, 'base64').toString('utf8');
      expect(ownersFlag).toBe(perUserFlag(TEST_LAB_SECRET, owner.id, await challengeId('log-pribadi')));
      // The link was single-use.
      expect(
        (
          await lab.harness.app.inject({
            method: 'GET',
            url: `/api/lab/challenges/log-pribadi/attachments/${file.id}?token=${token}`,
          })
        ).statusCode,
      ).toBe(410);

      const copied = await submit('log-pribadi', ownersFlag, copier.token);
      expect(copied.json<Envelope<unknown>>()).toMatchObject({
        message: 'Flag salah. Coba lagi.',
        data: { correct: false },
      });
      const [recorded] = await lab.harness.db.select().from(labSubmissions).where(eq(labSubmissions.userId, copier.id));
      expect(recorded).toMatchObject({ correct: false, flagOwnerId: owner.id });
      const suspicious = await json<{ user: { username: string }; flagOwner: { username: string } }[]>(
        'GET',
        '/api/lcadm/lab/submissions?suspicious=true',
        undefined,
        lab.admin,
      );
      expect(suspicious.data).toEqual([
        expect.objectContaining({
          user: expect.objectContaining({ username: 'penyalin.flag' }),
          flagOwner: expect.objectContaining({ username: 'pemilik.flag' }),
        }),
      ]);
      // Both are suspects: filtering by either username finds it.
      expect(
        (
          await json<unknown[]>(
            'GET',
            '/api/lcadm/lab/submissions?suspicious=true&username=pemilik.flag',
            undefined,
            lab.admin,
          )
        ).data,
      ).toHaveLength(1);
      const told = await lab.harness.db
        .select()
        .from(notifications)
        .where(eq(notifications.title, 'Kiriman flag mencurigakan'));
      expect(told.length).toBeGreaterThan(0);
      expect(told[0].body).toContain('penyalin.flag');

      // The copier's own flag works (in capitals too); the owner's works for the owner.
      const own = perUserFlag(TEST_LAB_SECRET, copier.id, await challengeId('log-pribadi'));
      expect(
        (await submit('log-pribadi', own.toUpperCase().replace('AKSB', 'aksb'), copier.token)).json<
          Envelope<{ correct: boolean }>
        >().data.correct,
      ).toBe(true);
      expect(
        (await submit('log-pribadi', ownersFlag, owner.token)).json<Envelope<{ correct: boolean }>>().data.correct,
      ).toBe(true);
    });

    it('serves the demo files through the token helper: the capture is a pcap, the page hides its flag', async () => {
      const detail = (await json<LabChallengeDetail>('GET', '/api/lab/challenges/tangkapan-jaringan')).data;
      const token = (
        await json<{ token: string }>(
          'GET',
          `/api/lab/challenges/tangkapan-jaringan/attachments/${detail.attachments[0].id}/token`,
        )
      ).data.token;
      const pcap = await lab.harness.app.inject({
        method: 'GET',
        url: `/api/lab/challenges/tangkapan-jaringan/attachments/${detail.attachments[0].id}?token=${token}`,
      });
      expect(pcap.headers['content-type']).toBe('application/octet-stream');
      expect(pcap.rawPayload.subarray(0, 4).toString('hex')).toBe('d4c3b2a1');
      const basic = /Authorization: Basic (\S+)\r\n/.exec(pcap.rawPayload.toString('latin1'))?.[1] ?? '';
      expect(Buffer.from(basic, 'base64').toString('utf8')).toBe(`admin:${LAB_DEMO_FLAGS.pcapPassword}`);
      // Another challenge's file id is not this challenge's.
      expect(
        (await lab.send('GET', `/api/lab/challenges/web-101/attachments/${detail.attachments[0].id}/token`)).statusCode,
      ).toBe(404);
    });
  });

  describe('dynamic value', () => {
    it("follows CTFd's formula and a solve keeps the value it was awarded", async () => {
      const settings = { valueType: 'dynamic' as const, initialValue: 300, minimumValue: 100, decay: 10 };
      expect([0, 1, 2, 5, 10, 50].map((solves) => labDynamicValue(settings, solves))).toEqual([
        300, 298, 292, 250, 100, 100,
      ]);
      const [first, second] = [await lab.player('dinamis.satu'), await lab.player('dinamis.dua')];
      expect(
        (await submit('jejak-log-akses', LAB_DEMO_FLAGS.accessLog, first.token)).json<
          Envelope<{ solve: { points: number } }>
        >().data.solve.points,
      ).toBe(300);
      expect(
        (await submit('jejak-log-akses', LAB_DEMO_FLAGS.accessLog, second.token)).json<
          Envelope<{ solve: { points: number } }>
        >().data.solve.points,
      ).toBe(298);
      const card = (await json<LabChallengeDetail>('GET', '/api/lab/challenges/jejak-log-akses')).data;
      expect(card).toMatchObject({ value: 292, solves: 2, maxAttempts: 5, attemptsLeft: 5 });
      const kept = await lab.harness.db
        .select({ points: labSolves.points })
        .from(labSolves)
        .where(eq(labSolves.userId, first.id));
      expect(kept).toEqual([{ points: 300 }]);
    });
  });

  describe('scoreboard', () => {
    it("ranks members by points, ties by the earlier last solve, with the caller's own row", async () => {
      const board = (await json<LabScoreboard>('GET', '/api/lab/standings?limit=3')).data;
      expect(board.entries).toHaveLength(3);
      expect(board.entries.map((entry) => entry.rank)).toEqual([1, 2, 3]);
      for (const [above, below] of board.entries.slice(0, -1).map((entry, i) => [entry, board.entries[i + 1]])) {
        expect(
          above.points > below.points || (above.points === below.points && above.lastSolveAt <= below.lastSolveAt),
        ).toBe(true);
      }
      expect(board.me).toMatchObject({ username: 'member.demo', points: 500, solves: 2 });
      const publicBoard = await lab.harness.app.inject({
        method: 'GET',
        url: '/api/lab/scoreboard?period=month&limit=50',
      });
      expect(publicBoard.statusCode).toBe(200);
      expect(publicBoard.json<Envelope<LabScoreboard>>().data).toMatchObject({
        period: 'month',
        me: null,
        live: false,
      });
      const classroom = (
        await json<LabScoreboard>('GET', '/api/lab/standings?classroom=keamanan-jaringan-kelas-a-2026')
      ).data;
      expect(classroom.classroom).toEqual({ slug: 'keamanan-jaringan-kelas-a-2026', name: expect.any(String) });
      expect(classroom.entries.map((entry) => entry.username)).toEqual(
        expect.arrayContaining(['dimas.saputra', 'member.demo', 'siti.rahmawati', 'agus.pratama', 'putri.lestari']),
      );
      expect(classroom.entries.map((entry) => entry.username)).not.toContain('maya.anggraini');
      expect((await lab.send('GET', '/api/lab/standings?classroom=forensik-digital-kelas-b-2026')).statusCode).toBe(
        404,
      );
    });

    it('freezes for players at the set time while the staff see it live', async () => {
      await json(
        'PUT',
        '/api/lcadm/lab/settings',
        { scoreboardFrozenAt: new Date(Date.now() - 1000).toISOString() },
        lab.admin,
      );
      const late = await lab.player('pemain.terlambat');
      await submit('tangkapan-jaringan', LAB_DEMO_FLAGS.pcapPassword, late.token);
      const frozen = (await json<LabScoreboard>('GET', '/api/lab/standings?limit=100', undefined, late.token)).data;
      expect(frozen.frozenAt).not.toBeNull();
      expect(frozen.entries.map((entry) => entry.username)).not.toContain('pemain.terlambat');
      const live = (await json<LabScoreboard>('GET', '/api/lcadm/lab/scoreboard?limit=100', undefined, lab.admin)).data;
      expect(live).toMatchObject({ live: true, frozenAt: null });
      expect(live.entries.map((entry) => entry.username)).toContain('pemain.terlambat');
      await json('PUT', '/api/lcadm/lab/settings', { scoreboardFrozenAt: null }, lab.admin);
    });
  });

  describe('exercise labs', () => {
    it('opens steps in order, resumes at the current one, and awards the lab once on completion', async () => {
      const resumed = (await json<LabExerciseDetail>('GET', '/api/lab/exercises/pengenalan-linux')).data;
      expect(resumed.progress).toMatchObject({ answeredSteps: 2, completedAt: null });
      expect(resumed.currentStepId).toBe(resumed.stepList[2].id);

      const player = await lab.player('pemain.latihan');
      const detail = (
        await json<LabExerciseDetail>('GET', '/api/lab/exercises/analisis-email-phishing', undefined, player.token)
      ).data;
      expect(detail.progress).toBeNull();
      expect(detail.stepList.map((step) => [step.locked, step.body === null])).toEqual([
        [false, false],
        [true, true],
        [true, true],
      ]);
      const answer = (stepId: number, text: string) =>
        lab.send(
          'POST',
          `/api/lab/exercises/analisis-email-phishing/steps/${stepId}/answer`,
          { answer: text },
          player.token,
        );
      const [one, two, three] = detail.stepList;
      expect(expectErrorEnvelope(await answer(two.id, 'fail'), 409)).toBe(
        'Langkah ini belum terbuka: selesaikan dulu langkah sebelumnya.',
      );
      expect((await answer(one.id, '10.0.0.1')).json<Envelope<unknown>>()).toMatchObject({
        data: { correct: false, nextStepId: one.id },
      });
      expect((await answer(one.id, ' 198.51.100.45 ')).json<Envelope<unknown>>()).toMatchObject({
        data: { correct: true, nextStepId: two.id },
      });
      expect((await answer(two.id, 'FAIL')).json<Envelope<unknown>>()).toMatchObject({
        data: { correct: true, nextStepId: three.id },
      });
      const before = await balance(player.id);
      const flag = SEED_EXERCISES[1].steps[2].answer;
      const done = await answer(three.id, flag);
      expect(done.json<Envelope<unknown>>()).toMatchObject({
        message: 'Jawaban benar! Lab latihan selesai.',
        data: { correct: true, completed: true, nextStepId: null, award: { points: 150, xp: 300 } },
      });
      expect(await balance(player.id)).toEqual({ point: before.point + 150, xp: before.xp + 300 });
      expect(expectErrorEnvelope(await answer(three.id, flag), 409)).toBe('Langkah ini sudah kamu jawab.');
      const ledger = await lab.harness.db
        .select()
        .from(pointLedger)
        .where(and(eq(pointLedger.userId, player.id), eq(pointLedger.source, 'lab')));
      expect(ledger).toHaveLength(1);
      const after = (
        await json<LabExerciseDetail>('GET', '/api/lab/exercises/analisis-email-phishing', undefined, player.token)
      ).data;
      expect(after).toMatchObject({
        currentStepId: null,
        completions: 1,
        progress: { answeredSteps: 3, completedAt: expect.any(String) },
      });
    });
  });

  describe('exercise step hints', () => {
    // An open step's hints show their cost; the lab's award drops by what was unlocked, once.
    it("lowers the lab's award by the step hints a player unlocked, and no more", async () => {
      const player = await lab.player('pemain.langkah.lab');
      const path = '/api/lab/exercises/pengenalan-linux';
      const read = async () => (await json<LabExerciseDetail>('GET', path, undefined, player.token)).data;
      const unlock = (stepId: number, hintId: number) =>
        lab.send('POST', `${path}/steps/${stepId}/hints/${hintId}/unlock`, undefined, player.token);
      const answer = (stepId: number, text: string) =>
        lab.send('POST', `${path}/steps/${stepId}/answer`, { answer: text }, player.token);

      const fresh = await read();
      expect(fresh).toMatchObject({ points: 100, xp: 200, reward: 100, rewardXp: 200, hintCosts: 0 });
      const [one, two, three] = fresh.stepList;
      // A locked step lists no hints, and its hint cannot be opened by id.
      expect(three.hints).toEqual([]);
      const [stepHint] = await lab.harness.db.query.labHints.findMany({
        where: (table, { eq: is }) => is(table.stepId, three.id),
      });
      expect(stepHint.cost).toBe(20);
      expect(expectErrorEnvelope(await unlock(three.id, stepHint.id), 409)).toBe(
        'Petunjuk langkah ini terbuka setelah langkah sebelumnya selesai.',
      );
      // A hint of another step, or a challenge's, is not this step's.
      expect(expectErrorEnvelope(await unlock(one.id, stepHint.id), 404)).toBe(
        'Petunjuk tidak ditemukan di langkah ini.',
      );
      const challengeHint = await lab.harness.db.query.labHints.findFirst({
        where: (table, { isNotNull }) => isNotNull(table.challengeId),
      });
      expect(expectErrorEnvelope(await unlock(one.id, challengeHint?.id ?? 0), 404)).toBe(
        'Petunjuk tidak ditemukan di langkah ini.',
      );

      expect((await answer(one.id, '/etc/shadow')).statusCode).toBe(200);
      expect((await answer(two.id, 'chmod')).statusCode).toBe(200);
      const open = await read();
      expect(open.stepList[2].hints).toEqual([{ id: stepHint.id, position: 1, cost: 20, unlocked: false, body: null }]);
      const unlocked = await json<{ hint: { body: string }; reward: number }>(
        'POST',
        `${path}/steps/${three.id}/hints/${stepHint.id}/unlock`,
        undefined,
        player.token,
      );
      expect(unlocked).toMatchObject({ message: 'Petunjuk dibuka.', data: { reward: 80 } });
      expect(unlocked.data.hint.body).toContain('r` = 4');
      // Unlocking it again costs nothing more.
      expect((await unlock(three.id, stepHint.id)).json<Envelope<{ reward: number }>>().data.reward).toBe(80);
      expect(await read()).toMatchObject({ reward: 80, rewardXp: 160, hintCosts: 20 });

      const before = await balance(player.id);
      const done = await answer(three.id, '750');
      expect(done.json<Envelope<unknown>>()).toMatchObject({
        data: { completed: true, award: { points: 80, xp: 160 } },
      });
      expect(await balance(player.id)).toEqual({ point: before.point + 80, xp: before.xp + 160 });
      expect((await read()).progress).toMatchObject({ awardedPoints: 80, awardedXp: 160 });
      const card = (
        await json<{ slug: string; progress: unknown }[]>('GET', '/api/lab/exercises', undefined, player.token)
      ).data.find((item) => item.slug === 'pengenalan-linux');
      expect(card?.progress).toMatchObject({ answeredSteps: 3, awardedPoints: 80, awardedXp: 160 });
    });
  });

  describe("the lab network's operator", () => {
    const operator = (payload: unknown, authorization: string | null = `Bearer ${OPERATOR_TOKEN}`) =>
      lab.harness.app.inject({
        method: 'POST',
        url: '/api/lab/operator/flags',
        payload: payload as object,
        headers: authorization ? { authorization } : {},
      });

    it('gets the per-user flag of an instance it starts for one player, recorded so a copier is caught', async () => {
      const [owner, copier] = [await lab.player('pemilik.instance'), await lab.player('penyalin.instance')];
      const challenge = await challengeId('log-pribadi');
      // By username; the flag is the player's own, and it is recorded as handed out.
      const byName = await operator({ challengeSlug: 'log-pribadi', username: 'pemilik.instance' });
      expect(byName.statusCode).toBe(200);
      expect(byName.headers['cache-control']).toBe('no-store');
      const flag = perUserFlag(TEST_LAB_SECRET, owner.id, challenge);
      expect(byName.json<Envelope<unknown>>().data).toEqual({
        challengeSlug: 'log-pribadi',
        username: 'pemilik.instance',
        flag,
      });
      const issued = await lab.harness.db.query.labIssuedFlags.findMany({
        where: (table, { eq: is }) => is(table.userId, owner.id),
      });
      expect(issued.map((row) => row.challengeId)).toEqual([challenge]);
      // The copier submitting it: refused like a wrong flag, recorded with its owner.
      expect((await submit('log-pribadi', flag, copier.token)).json<Envelope<unknown>>()).toMatchObject({
        data: { correct: false },
      });
      const [recorded] = await lab.harness.db.select().from(labSubmissions).where(eq(labSubmissions.userId, copier.id));
      expect(recorded).toMatchObject({ correct: false, flagOwnerId: owner.id });

      // By the address of the player's active VPN peer (with or without /32).
      const peer = (await json<{ address: string }>('POST', '/api/lab/vpn/config', undefined, copier.token, 201)).data;
      const byAddress = await operator({ challengeSlug: 'log-pribadi', address: peer.address.replace('/32', '') });
      expect(byAddress.json<Envelope<{ username: string; flag: string }>>().data).toEqual({
        challengeSlug: 'log-pribadi',
        username: 'penyalin.instance',
        flag: perUserFlag(TEST_LAB_SECRET, copier.id, challenge),
      });
    });

    // Also refused: a static challenge, an unknown player, and a body naming both or neither handle.
    it('refuses without its token, and refuses what it cannot attribute', async () => {
      const body = { challengeSlug: 'log-pribadi', username: 'member.demo' };
      for (const authorization of [null, 'Bearer salah']) {
        expect(expectErrorEnvelope(await operator(body, authorization), 403)).toBe('Token operator lab tidak valid.');
      }
      expect(expectErrorEnvelope(await operator({ ...body, challengeSlug: 'web-101' }), 422)).toBe(
        'Tantangan ini tidak memakai flag per pengguna.',
      );
      expect((await operator({ ...body, challengeSlug: 'tidak-ada' })).statusCode).toBe(404);
      for (const handle of [{ username: 'tidak.ada' }, { username: 'admin.demo' }, { address: '10.99.99.99' }]) {
        expect(expectErrorEnvelope(await operator({ challengeSlug: 'log-pribadi', ...handle }), 404)).toMatch(
          /^Pemain tidak ditemukan/,
        );
      }
      for (const bad of [
        { challengeSlug: 'log-pribadi' },
        { challengeSlug: 'log-pribadi', username: 'member.demo', address: '10.64.0.1' },
        { challengeSlug: 'log-pribadi', address: '192.168.1.1' },
      ]) {
        expect((await operator(bad)).statusCode).toBe(422);
      }
    });
  });

  describe('VPN access', () => {
    it('issues a WireGuard file whose private key exists only in the answer, revoking the previous one', async () => {
      const status = (await json<{ active: { publicKey: string } | null }>('GET', '/api/lab/vpn')).data;
      const old = status.active?.publicKey;
      expect(old).toBeDefined();
      const created = await json<{ conf: string; publicKey: string; address: string }>(
        'POST',
        '/api/lab/vpn/config',
        undefined,
        undefined,
        201,
      );
      const { conf, publicKey, address } = created.data;
      const privateKey = /PrivateKey = (\S+)/.exec(conf)?.[1] ?? '';
      const der = Buffer.concat([
        Buffer.from('302e020100300506032b656e04220420', 'hex'),
        Buffer.from(privateKey, 'base64'),
      ]);
      const derived = createPublicKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })).export({
        format: 'jwk',
      }).x;
      expect(Buffer.from(derived ?? '', 'base64url').toString('base64')).toBe(publicKey);
      expect(conf).toContain(`Address = ${address}`);
      expect(conf).toContain('Endpoint = vpn.lab.test:51820');
      expect(conf).toContain('DNS = 10.10.0.1');
      expect(address).toMatch(/^10\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.\d+\.\d+\/32$/);
      // Nowhere in the database.
      const stored = JSON.stringify(await lab.harness.db.select().from(labVpnConfigs));
      expect(stored).not.toContain(privateKey);

      const peers = await lab.harness.app.inject({
        method: 'GET',
        url: '/api/lab/operator/peers',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
      const keys = peers.json<Envelope<{ publicKey: string }[]>>().data.map((peer) => peer.publicKey);
      expect(keys).toContain(publicKey);
      expect(keys).not.toContain(old);
      for (const authorization of [undefined, 'Bearer salah', `Basic ${OPERATOR_TOKEN}`]) {
        const refused = await lab.harness.app.inject({
          method: 'GET',
          url: '/api/lab/operator/peers',
          headers: authorization ? { authorization } : {},
        });
        expect(expectErrorEnvelope(refused, 403)).toBe('Token operator lab tidak valid.');
      }
    });

    it('downloads a new configuration through the token helper, and revokes it on request', async () => {
      const token = (await json<{ token: string }>('GET', '/api/lab/vpn/config-token')).data.token;
      const file = await lab.harness.app.inject({ method: 'GET', url: `/api/lab/vpn/wireguard.conf?token=${token}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(file.headers['content-disposition']).toBe('attachment; filename="akademi-siber-lab.conf"');
      expect(file.body).toMatch(/^\[Interface\]$/m);
      expect(file.body).toMatch(/^PrivateKey = [A-Za-z0-9+/]{43}=$/m);
      const active = (await json<{ active: { publicKey: string } }>('GET', '/api/lab/vpn')).data.active;
      expect(file.body).not.toContain(`PublicKey = ${active.publicKey}`);
      expect((await json('POST', '/api/lab/vpn/revoke')).message).toBe('Konfigurasi VPN dicabut.');
      expect((await json<{ active: null }>('GET', '/api/lab/vpn')).data.active).toBeNull();
      expect(expectErrorEnvelope(await lab.send('POST', '/api/lab/vpn/revoke'), 404)).toBe(
        'Tidak ada konfigurasi VPN aktif.',
      );
    });
  });

  it('keeps the flag kinds the seed wrote', async () => {
    const kinds = await lab.harness.db.select({ kind: labFlags.kind }).from(labFlags);
    expect(new Set(kinds.map((row) => row.kind))).toEqual(new Set(['static', 'regex', 'per_user']));
  });
});
