// The staff's lab editor (decision 0035): challenges with flags that never come back (neither text, pattern nor hash),
// hints, files (a per-user file is text with {{FLAG}}), the rules that keep solves explained (a solved challenge keeps
// its slug and is not deleted), prerequisites without cycles, exercise labs whose steps keep their answers, and the
// submission log. Every answer is scanned for the seeded secrets (labSuite) and for the ones made here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminLabChallenge, AdminLabExercise, LabChallengeDetail } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { labFlags } from '../../db/schema';
import { expectErrorEnvelope } from '../../test/helpers';
import { multipart } from '../orders/testing';
import { answerHash, flagHash, perUserFlag } from './flags';
import { labSuite, TEST_LAB_SECRET } from './testing';

type Envelope<T> = { success: boolean; message: string; data: T };

const uploadDir = mkdtempSync(path.join(tmpdir(), 'akademi-lab-uploads-'));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

const NEW_FLAG = 'AKSB{flag_baru_dari_staf}';
const NEW_PATTERN = 'AKSB\\{staf_[0-9]{4}\\}';
const STEP_ANSWER = 'jawaban-rahasia-langkah';

const challengeInput = {
  slug: 'tantangan-staf',
  title: 'Tantangan Staf',
  category: 'web',
  difficulty: 'medium',
  description: 'Dibuat lewat editor staf.',
  connectionInfo: null,
  published: true,
  visibleFrom: null,
  visibleUntil: null,
  prerequisiteSlug: null,
  valueType: 'static',
  initialValue: 120,
  minimumValue: 0,
  decay: 1,
  maxAttempts: 3,
};

describe('lab: the staff', () => {
  const lab = labSuite({ uploadDir });
  const staff = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, status = 200) => {
    const response = await lab.send(method, url, payload, lab.admin);
    expect({ url, status: response.statusCode, body: response.statusCode === status ? '' : response.body }).toEqual({
      url,
      status,
      body: '',
    });
    return response.json<Envelope<T>>();
  };
  let id = 0;

  afterAll(() => {
    const secrets = [
      NEW_FLAG,
      NEW_PATTERN,
      STEP_ANSWER,
      flagHash(TEST_LAB_SECRET, NEW_FLAG, false),
      answerHash(TEST_LAB_SECRET, STEP_ANSWER, true),
    ];
    expect(lab.bodies.filter((body) => secrets.some((secret) => body.includes(secret)))).toEqual([]);
  });

  it('creates a challenge, adds flags of each kind, and never shows a flag, its pattern or its hash', async () => {
    const created = await staff<AdminLabChallenge>('POST', '/api/lcadm/lab/challenges', challengeInput, 201);
    id = created.data.id;
    expect(created.data).toMatchObject({ slug: 'tantangan-staf', value: 120, solves: 0, flags: [], maxAttempts: 3 });
    await staff(
      'POST',
      `/api/lcadm/lab/challenges/${id}/flags`,
      { kind: 'static', value: NEW_FLAG, caseInsensitive: false },
      201,
    );
    await staff(
      'POST',
      `/api/lcadm/lab/challenges/${id}/flags`,
      { kind: 'regex', value: NEW_PATTERN, caseInsensitive: true },
      201,
    );
    const withFlags = await staff<AdminLabChallenge>(
      'POST',
      `/api/lcadm/lab/challenges/${id}/flags`,
      { kind: 'per_user', caseInsensitive: false },
      201,
    );
    expect(withFlags.data.flags.map(({ kind, caseInsensitive }) => ({ kind, caseInsensitive }))).toEqual([
      { kind: 'static', caseInsensitive: false },
      { kind: 'regex', caseInsensitive: true },
      { kind: 'per_user', caseInsensitive: false },
    ]);
    // Stored as an HMAC only.
    const stored = await lab.harness.db.select().from(labFlags).where(eq(labFlags.challengeId, id));
    expect(stored.find((flag) => flag.kind === 'static')?.flagHash).toBe(flagHash(TEST_LAB_SECRET, NEW_FLAG, false));
    expect(JSON.stringify(stored)).not.toContain(NEW_FLAG);

    const player = await lab.player('pemain.staf');
    const submit = (flag: string) =>
      lab.send('POST', '/api/lab/challenges/tantangan-staf/submissions', { flag }, player.token);
    expect((await submit('AKSB{staf_12}')).json<Envelope<{ correct: boolean }>>().data.correct).toBe(false);
    expect((await submit('aksb{STAF_2026}')).json<Envelope<{ correct: boolean }>>().data.correct).toBe(true);
    const other = await lab.player('pemain.staf.dua');
    const ownFlag = perUserFlag(TEST_LAB_SECRET, other.id, id);
    const byOwn = await lab.send(
      'POST',
      '/api/lab/challenges/tantangan-staf/submissions',
      { flag: ownFlag },
      other.token,
    );
    expect(byOwn.json<Envelope<{ correct: boolean }>>().data.correct).toBe(true);
  });

  it('refuses bad flags, a taken slug, a prerequisite cycle and an unknown prerequisite with 422', async () => {
    const badRegex = await lab.send(
      'POST',
      `/api/lcadm/lab/challenges/${id}/flags`,
      { kind: 'regex', value: '(', caseInsensitive: false },
      lab.admin,
    );
    expect(expectErrorEnvelope(badRegex, 422)).toBe('Pola regex tidak valid');
    const perUserWithValue = await lab.send(
      'POST',
      `/api/lcadm/lab/challenges/${id}/flags`,
      { kind: 'per_user', value: 'x', caseInsensitive: false },
      lab.admin,
    );
    expect(expectErrorEnvelope(perUserWithValue, 422)).toBe('Flag per pengguna dibuat oleh server; jangan isi flag');
    const taken = await lab.send(
      'POST',
      '/api/lcadm/lab/challenges',
      { ...challengeInput, slug: 'web-101' },
      lab.admin,
    );
    expect(expectErrorEnvelope(taken, 422)).toBe('Alamat (slug) sudah dipakai. Gunakan slug lain.');
    const unknown = await lab.send(
      'PUT',
      `/api/lcadm/lab/challenges/${id}`,
      { ...challengeInput, prerequisiteSlug: 'tidak-ada' },
      lab.admin,
    );
    expect(expectErrorEnvelope(unknown, 422)).toBe('Tantangan prasyarat tidak ditemukan.');
    // cookie-admin waits for web-101; web-101 waiting for cookie-admin would lock both forever.
    const [web101] = (await staff<{ id: number; slug: string }[]>('GET', '/api/lcadm/lab/challenges?search=web-101'))
      .data;
    const web = await staff<AdminLabChallenge>('GET', `/api/lcadm/lab/challenges/${web101.id}`);
    const cycle = await lab.send(
      'PUT',
      `/api/lcadm/lab/challenges/${web101.id}`,
      { ...challengeInput, ...pick(web.data), prerequisiteSlug: 'cookie-admin' },
      lab.admin,
    );
    expect(expectErrorEnvelope(cycle, 422)).toBe(
      'Prasyarat ini membuat tantangan saling menunggu. Pilih prasyarat lain.',
    );
    const rename = await lab.send(
      'PUT',
      `/api/lcadm/lab/challenges/${web101.id}`,
      { ...challengeInput, ...pick(web.data), slug: 'web-satu' },
      lab.admin,
    );
    expect(expectErrorEnvelope(rename, 422)).toBe('Slug tidak dapat diubah setelah ada yang menyelesaikannya.');
    const deleted = await lab.send('DELETE', `/api/lcadm/lab/challenges/${web101.id}`, undefined, lab.admin);
    expect(expectErrorEnvelope(deleted, 409)).toMatch(/tidak dapat dihapus/);
  });

  it('keeps hints with their costs, and the cost a player unlocked a hint at', async () => {
    const added = await staff<AdminLabChallenge>(
      'POST',
      `/api/lcadm/lab/challenges/${id}/hints`,
      { position: 1, cost: 30, body: 'Lihat polanya.' },
      201,
    );
    const hint = added.data.hints[0];
    expect(hint).toMatchObject({ cost: 30, body: 'Lihat polanya.', unlocks: 0 });
    const player = await lab.player('pemain.petunjuk.staf');
    await lab.send('POST', `/api/lab/challenges/tantangan-staf/hints/${hint.id}/unlock`, undefined, player.token);
    const changed = await staff<AdminLabChallenge>('PUT', `/api/lcadm/lab/hints/${hint.id}`, {
      position: 1,
      cost: 90,
      body: 'Lihat polanya lagi.',
    });
    expect(changed.data.hints[0]).toMatchObject({ cost: 90, unlocks: 1 });
    const detail = (await lab.send('GET', '/api/lab/challenges/tantangan-staf', undefined, player.token)).json<
      Envelope<LabChallengeDetail>
    >();
    expect(detail.data).toMatchObject({ reward: 90, hintCosts: 30 });
    const removed = await staff<AdminLabChallenge>('DELETE', `/api/lcadm/lab/hints/${hint.id}`);
    expect(removed.data.hints).toEqual([]);
    expect((await lab.send('DELETE', `/api/lcadm/lab/hints/${hint.id}`, undefined, lab.admin)).statusCode).toBe(404);
  });

  it("uploads files, fills a per-user file with each downloader's flag, and deletes them", async () => {
    const upload = (query: string, filename: string, text: string) => {
      const body = multipart([{ field: 'file', filename, contentType: 'text/plain', bytes: Buffer.from(text) }]);
      return lab.harness.app.inject({
        method: 'POST',
        url: `/api/lcadm/lab/challenges/${id}/attachments${query}`,
        headers: { authorization: `Bearer ${lab.admin}`, ...body.headers },
        payload: body.payload,
      });
    };
    const plain = await upload('', 'catatan penyerang.txt', 'isi biasa');
    expect(plain.statusCode).toBe(201);
    expect(plain.json<Envelope<AdminLabChallenge>>().data.attachments).toEqual([
      { id: expect.any(Number), fileName: 'catatan_penyerang.txt', contentType: 'text/plain', size: 9, perUser: false },
    ]);
    const refused = await upload('?perUser=true', 'pribadi.txt', 'tanpa placeholder');
    expect(expectErrorEnvelope(refused, 422)).toMatch(/placeholder/);
    const personal = await upload('?perUser=true', 'pribadi.txt', 'id={{FLAG_HEX}}');
    expect(personal.statusCode).toBe(201);
    const file = personal.json<Envelope<AdminLabChallenge>>().data.attachments[1];

    const player = await lab.player('pengunduh.staf');
    const token = (
      await lab.send('GET', `/api/lab/challenges/tantangan-staf/attachments/${file.id}/token`, undefined, player.token)
    ).json<Envelope<{ token: string }>>().data.token;
    const download = await lab.harness.app.inject({
      method: 'GET',
      url: `/api/lab/challenges/tantangan-staf/attachments/${file.id}?token=${token}`,
    });
    expect(download.body).toBe(`id=${Buffer.from(perUserFlag(TEST_LAB_SECRET, player.id, id)).toString('hex')}`);

    const afterDelete = await staff<AdminLabChallenge>('DELETE', `/api/lcadm/lab/attachments/${file.id}`);
    expect(afterDelete.data.attachments).toHaveLength(1);
  });

  it('lists challenges with their counts, the submission log, and resets attempts', async () => {
    const list = await lab.send('GET', '/api/lcadm/lab/challenges?per_page=50', undefined, lab.admin);
    const rows = list.json<{
      data: { slug: string; solves: number; submissions: number; suspicious: number }[];
      meta: { total: number };
    }>();
    expect(rows.meta.total).toBe(14);
    expect(rows.data.find((row) => row.slug === 'web-101')).toMatchObject({ solves: 3, submissions: 6, suspicious: 0 });
    expect(rows.data.find((row) => row.slug === 'tantangan-staf')).toMatchObject({ solves: 2, submissions: 3 });
    const log = await lab.send('GET', `/api/lcadm/lab/submissions?challengeId=${id}`, undefined, lab.admin);
    expect(
      log.json<{ data: { correct: boolean; user: { username: string } }[] }>().data.map((row) => row.user.username),
    ).toEqual(expect.arrayContaining(['pemain.staf', 'pemain.staf.dua']));
    const unknown = await lab.send(
      'POST',
      `/api/lcadm/lab/challenges/${id}/reset-attempts`,
      { username: 'tidak.ada' },
      lab.admin,
    );
    expect(expectErrorEnvelope(unknown, 422)).toBe('Pengguna tidak ditemukan.');
  });

  it('deletes an unsolved challenge', async () => {
    const spare = await staff<AdminLabChallenge>(
      'POST',
      '/api/lcadm/lab/challenges',
      { ...challengeInput, slug: 'tantangan-cadangan' },
      201,
    );
    await staff('DELETE', `/api/lcadm/lab/challenges/${spare.data.id}`);
    expect((await lab.send('GET', `/api/lcadm/lab/challenges/${spare.data.id}`, undefined, lab.admin)).statusCode).toBe(
      404,
    );
  });

  it('filters the list by what players see now: a draft and a challenge outside its window are hidden', async () => {
    const later = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
    const draft = await staff<AdminLabChallenge>(
      'POST',
      '/api/lcadm/lab/challenges',
      { ...challengeInput, slug: 'tantangan-draf', published: false },
      201,
    );
    const scheduled = await staff<AdminLabChallenge>(
      'POST',
      '/api/lcadm/lab/challenges',
      { ...challengeInput, slug: 'tantangan-terjadwal', visibleFrom: later },
      201,
    );
    expect(draft.data).toMatchObject({ published: false, visible: false, visibleFrom: null });
    expect(scheduled.data).toMatchObject({ published: true, visible: false, visibleFrom: later });
    type Row = { slug: string; visible: boolean; visibleFrom: string | null };
    const list = async (query: string) =>
      (await staff<Row[]>('GET', `/api/lcadm/lab/challenges?per_page=100${query}`)).data;
    const all = await list('');
    const hidden = await list('&visibility=hidden');
    const visible = await list('&visibility=visible');
    expect(hidden.map((row) => row.slug)).toEqual(expect.arrayContaining(['tantangan-draf', 'tantangan-terjadwal']));
    expect(hidden.some((row) => row.visible)).toBe(false);
    expect(hidden.find((row) => row.slug === 'tantangan-terjadwal')).toMatchObject({ visibleFrom: later });
    expect(visible.every((row) => row.visible)).toBe(true);
    expect(visible.map((row) => row.slug)).toEqual(expect.arrayContaining(['web-101', 'tantangan-staf']));
    expect(visible.length + hidden.length).toBe(all.length);
    expect((await list('&visibility=hidden&search=draf')).map((row) => row.slug)).toEqual(['tantangan-draf']);

    const bad = await lab.send('GET', '/api/lcadm/lab/challenges?visibility=draft', undefined, lab.admin);
    expect(expectErrorEnvelope(bad, 422)).toBe('Visibilitas harus visible atau hidden');
    await staff('DELETE', `/api/lcadm/lab/challenges/${draft.data.id}`);
    await staff('DELETE', `/api/lcadm/lab/challenges/${scheduled.data.id}`);
  });

  it('edits an exercise lab: steps reordered and kept with their answers, new ones need an answer', async () => {
    const input = {
      slug: 'lab-staf',
      title: 'Lab Staf',
      category: 'misc',
      difficulty: 'easy',
      summary: 'Dibuat lewat editor staf.',
      description: '',
      points: 40,
      xp: 80,
      published: true,
      steps: [
        {
          title: 'Satu',
          body: 'Langkah satu.',
          answerKind: 'text',
          answer: STEP_ANSWER,
          answerFormat: null,
          caseInsensitive: true,
        },
        {
          title: 'Dua',
          body: 'Langkah dua.',
          answerKind: 'text',
          answer: 'dua',
          answerFormat: 'satu kata',
          caseInsensitive: true,
        },
      ],
    };
    const created = await staff<AdminLabExercise>('POST', '/api/lcadm/lab/exercises', input, 201);
    const [one, two] = created.data.stepList;
    expect(created.data).toMatchObject({ steps: 2, points: 40, published: true });
    const missing = await lab.send(
      'PUT',
      `/api/lcadm/lab/exercises/${created.data.id}`,
      { ...input, steps: [{ ...input.steps[0], answer: undefined }] },
      lab.admin,
    );
    expect(expectErrorEnvelope(missing, 422)).toBe('Jawaban langkah 1 wajib diisi.');
    const reordered = await staff<AdminLabExercise>('PUT', `/api/lcadm/lab/exercises/${created.data.id}`, {
      ...input,
      steps: [
        { ...input.steps[1], id: two.id, answer: undefined },
        { ...input.steps[0], id: one.id, answer: undefined },
        {
          title: 'Tiga',
          body: 'Langkah tiga.',
          answerKind: 'flag',
          answer: 'AKSB{tiga}',
          answerFormat: 'AKSB{...}',
          caseInsensitive: false,
        },
      ],
    });
    expect(reordered.data.stepList.map((step) => [step.id, step.position, step.title])).toEqual([
      [two.id, 1, 'Dua'],
      [one.id, 2, 'Satu'],
      [expect.any(Number), 3, 'Tiga'],
    ]);
    const player = await lab.player('pemain.lab.staf');
    const answer = (stepId: number, text: string) =>
      lab.send('POST', `/api/lab/exercises/lab-staf/steps/${stepId}/answer`, { answer: text }, player.token);
    expect((await answer(two.id, 'DUA')).json<Envelope<{ correct: boolean }>>().data.correct).toBe(true);
    expect((await answer(one.id, STEP_ANSWER)).json<Envelope<{ correct: boolean }>>().data.correct).toBe(true);
    const last = reordered.data.stepList[2].id;
    expect((await answer(last, 'aksb{tiga}')).json<Envelope<{ correct: boolean }>>().data.correct).toBe(false);
    expect((await answer(last, 'AKSB{tiga}')).json<Envelope<{ completed: boolean }>>().data.completed).toBe(true);
  });

  it("keeps an exercise step's hints by id with who unlocked them, and refuses another step's hint", async () => {
    const step = (title: string, hints?: { id?: number; cost: number; body: string }[]) => ({
      title,
      body: `Langkah ${title}.`,
      answerKind: 'text',
      answer: title.toLowerCase(),
      answerFormat: null,
      caseInsensitive: true,
      ...(hints ? { hints } : {}),
    });
    const input = {
      slug: 'lab-petunjuk-staf',
      title: 'Lab Petunjuk Staf',
      category: 'misc',
      difficulty: 'easy',
      summary: 'Petunjuk per langkah.',
      description: '',
      points: 50,
      xp: 100,
      published: true,
      steps: [step('Satu', [{ cost: 10, body: 'Petunjuk pertama.' }]), step('Dua')],
    };
    const created = await staff<AdminLabExercise>('POST', '/api/lcadm/lab/exercises', input, 201);
    const [one, two] = created.data.stepList;
    expect(one.hints).toEqual([
      { id: expect.any(Number), position: 1, cost: 10, body: 'Petunjuk pertama.', unlocks: 0 },
    ]);
    expect(two.hints).toEqual([]);
    const player = await lab.player('pemain.petunjuk.langkah');
    const hintId = one.hints[0].id;
    const unlock = `/api/lab/exercises/lab-petunjuk-staf/steps/${one.id}/hints/${hintId}/unlock`;
    expect((await lab.send('POST', unlock, undefined, player.token)).statusCode).toBe(200);

    // Kept by id (its unlock stays), a new one added before it, and left out of the other step: nothing changes there.
    const saved = await staff<AdminLabExercise>('PUT', `/api/lcadm/lab/exercises/${created.data.id}`, {
      ...input,
      steps: [
        {
          ...step('Satu', [
            { cost: 0, body: 'Petunjuk gratis.' },
            { id: hintId, cost: 15, body: 'Petunjuk pertama, diperbarui.' },
          ]),
          id: one.id,
        },
        { ...step('Dua'), id: two.id },
      ],
    });
    expect(saved.data.stepList[0].hints).toEqual([
      { id: expect.any(Number), position: 1, cost: 0, body: 'Petunjuk gratis.', unlocks: 0 },
      { id: hintId, position: 2, cost: 15, body: 'Petunjuk pertama, diperbarui.', unlocks: 1 },
    ]);
    const stranger = await lab.send(
      'PUT',
      `/api/lcadm/lab/exercises/${created.data.id}`,
      {
        ...input,
        steps: [
          { ...step('Satu'), id: one.id },
          { ...step('Dua', [{ id: hintId, cost: 1, body: 'x' }]), id: two.id },
        ],
      },
      lab.admin,
    );
    expect(expectErrorEnvelope(stranger, 422)).toBe(`Petunjuk ${hintId} tidak ditemukan di langkah ini.`);
    // A step's hint is not a challenge's: the challenge hint routes do not reach it.
    const put = await lab.send('PUT', `/api/lcadm/lab/hints/${hintId}`, { position: 1, cost: 0, body: 'x' }, lab.admin);
    expect(put.statusCode).toBe(404);
    expect((await lab.send('DELETE', `/api/lcadm/lab/hints/${hintId}`, undefined, lab.admin)).statusCode).toBe(404);
    // An empty list deletes the step's hints.
    const cleared = await staff<AdminLabExercise>('PUT', `/api/lcadm/lab/exercises/${created.data.id}`, {
      ...input,
      steps: [
        { ...step('Satu', []), id: one.id },
        { ...step('Dua'), id: two.id },
      ],
    });
    expect(cleared.data.stepList[0].hints).toEqual([]);
  });

  it('sets and clears the scoreboard freeze', async () => {
    const at = '2026-12-01T10:00:00.000Z';
    expect((await staff('PUT', '/api/lcadm/lab/settings', { scoreboardFrozenAt: at })).data).toEqual({
      scoreboardFrozenAt: at,
    });
    expect((await staff('GET', '/api/lcadm/lab/settings')).data).toEqual({ scoreboardFrozenAt: at });
    expect((await staff('PUT', '/api/lcadm/lab/settings', { scoreboardFrozenAt: null })).data).toEqual({
      scoreboardFrozenAt: null,
    });
  });
});

/** The fields of a challenge's input, from what the staff read back. */
function pick(challenge: AdminLabChallenge) {
  return {
    slug: challenge.slug,
    title: challenge.title,
    category: challenge.category,
    difficulty: challenge.difficulty,
    description: challenge.description,
    connectionInfo: challenge.connectionInfo,
    published: challenge.published,
    visibleFrom: challenge.visibleFrom,
    visibleUntil: challenge.visibleUntil,
    prerequisiteSlug: challenge.prerequisite?.slug ?? null,
    valueType: challenge.valueType,
    initialValue: challenge.initialValue,
    minimumValue: challenge.minimumValue,
    decay: challenge.decay,
    maxAttempts: challenge.maxAttempts,
  };
}
