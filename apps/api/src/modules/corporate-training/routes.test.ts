// A participant's corporate-training groups and the instructor's list (decision 0044): the member's groups and one
// group's home, another member's group answering like a missing one, the group's content opening in the course player
// to its participants only (their progress then showing in the group and in the admin's completion), and the groups
// an instructor teaches.
import type {
  AdminGroupDetail,
  AdminGroupParticipant,
  AuthorGroupSummary,
  CoursePlayer,
  MemberGroupHome,
  MemberGroupSummary,
} from '@akademi-siber/util-contracts';
import { SEED_CORPORATE_TRAINING } from '../../db/seed-corporate-training';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { createAccount, issueToken } from '../../test/ownership';

type Envelope<T> = { success: boolean; message: string; data: T; meta?: { total: number } };
const { trainingSlug, groupSlug } = SEED_CORPORATE_TRAINING;
const HOME = `/api/member/corporate-training/${trainingSlug}/${groupSlug}`;

describe('corporate-training groups of members and instructors', () => {
  let harness: TestApp;
  let member: string;
  const get = (url: string, token = member) => harness.app.inject({ url, headers: bearer(token) });
  const home = async (token = member) => (await get(HOME, token)).json<Envelope<MemberGroupHome>>().data;

  beforeAll(async () => {
    harness = await buildTestApp();
    member = await loginAs(harness.app, 'member');
  });
  afterAll(() => harness.close());

  it("lists the member's groups and shows one with its training, company, dates, instructor and content", async () => {
    const list = (await get('/api/member/corporate-training')).json<Envelope<MemberGroupSummary[]>>();
    expect(list.meta?.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      training: { slug: trainingSlug, title: 'Security Awareness untuk Karyawan' },
      group: { slug: groupSlug, name: 'Divisi Keuangan 2026' },
      companyName: 'PT Nusantara Aman',
      progress: { completedMaterials: 0, totalMaterials: 4, percent: 0 },
    });
    const group = await home();
    expect(group).toMatchObject({
      training: { summary: expect.stringContaining('phishing'), durationDays: 1 },
      instructor: { name: 'Budi Instruktur', username: 'author.demo' },
      participants: 3,
      contentSlug: expect.stringMatching(/^group-\d+-materi$/),
    });
    expect(group.training.topics.length).toBeGreaterThan(2);
    expect(Date.parse(group.group.startsAt)).toBeLessThan(Date.now());
    expect(Date.parse(group.group.endsAt)).toBeGreaterThan(Date.now());
  });

  it('answers another group, or one that does not exist, as not found', async () => {
    const other = '/api/member/corporate-training/security-awareness-karyawan/bank-sejahtera-2026';
    expect(expectErrorEnvelope(await get(other), 404)).toBe('Grup pelatihan tidak ditemukan.');
    expect(expectErrorEnvelope(await get(`/api/member/corporate-training/${trainingSlug}/tidak-ada`), 404)).toBe(
      'Grup pelatihan tidak ditemukan.',
    );
  });

  it('opens the content to participants only; their progress shows in the group and the completion', async () => {
    const { contentSlug } = await home();
    const player = await get(`/api/member/kelas/${contentSlug}`);
    expect(player.statusCode).toBe(200);
    const material = player.json<Envelope<CoursePlayer>>().data.modules[0].materials[0];
    const done = await harness.app.inject({
      method: 'PUT',
      url: `/api/member/kelas/${contentSlug}/materi/${material.hashId}/progress`,
      headers: bearer(member),
      payload: { position_seconds: 0, completed: true },
    });
    expect(done.statusCode).toBe(200);
    expect((await home()).progress).toEqual({ completedMaterials: 1, totalMaterials: 4, percent: 25 });

    const stranger = await createAccount(harness.db, 'member', 'bukan.peserta');
    const refused = await get(`/api/member/kelas/${contentSlug}`, await issueToken(harness.db, stranger.id));
    expect(expectErrorEnvelope(refused, 403)).toBe('Materi ini hanya untuk peserta grup pelatihan korporat ini.');

    const admin = await loginAs(harness.app, 'admin');
    const [summary] = (
      await get(`/api/lcadm/corporate-training/groups?q=${encodeURIComponent('Divisi Keuangan')}`, admin)
    ).json<Envelope<{ id: number }[]>>().data;
    const groupPath = `/api/lcadm/corporate-training/${trainingSlug}/groups/${summary.id}`;
    const detail = (await get(groupPath, admin)).json<Envelope<AdminGroupDetail>>().data;
    expect(detail.completion).toEqual({
      participants: 3,
      started: 1,
      completed: 0,
      averagePercent: 8,
      totalMaterials: 4,
      awaitingActivation: 0,
    });
    const byProgress = (await get(`${groupPath}/participants?sort=progress`, admin)).json<
      Envelope<AdminGroupParticipant[]>
    >().data;
    expect(byProgress[0]).toMatchObject({
      username: 'member.demo',
      status: 'active',
      progress: { completedMaterials: 1, percent: 25 },
    });
  });

  it('lists the groups an instructor teaches, and none to another', async () => {
    const author = await loginAs(harness.app, 'author');
    const groups = (await get('/api/author/corporate-training', author)).json<Envelope<AuthorGroupSummary[]>>().data;
    expect(groups).toEqual([
      expect.objectContaining({
        training: { slug: trainingSlug, title: 'Security Awareness untuk Karyawan' },
        group: expect.objectContaining({ slug: groupSlug }),
        companyName: 'PT Nusantara Aman',
        participants: 3,
        contentSlug: expect.stringMatching(/^group-\d+-materi$/),
      }),
    ]);
    // The instructor is the content's author: its discussions are theirs to read and answer.
    const discussions = await get(`/api/author/kelas/${groups[0].contentSlug}/diskusi`, author);
    expect(discussions.statusCode).toBe(200);
    const other = await createAccount(harness.db, 'author', 'pengajar.lain');
    const otherToken = await issueToken(harness.db, other.id);
    expect((await get('/api/author/corporate-training', otherToken)).json<Envelope<unknown[]>>().data).toEqual([]);
    expect((await get(`/api/author/kelas/${groups[0].contentSlug}/diskusi`, otherToken)).statusCode).toBe(404);
  });
});
