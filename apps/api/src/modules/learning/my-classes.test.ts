// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
import type { MemberClass } from '@akademi-siber/util-contracts';
import { SEED_CERTIFICATES } from '../../db/seed-certificates-data';
import { SEED_ORDERS } from '../../db/seed-orders-data';
import { bearer, buildTestApp, DEMO_PASSWORD, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';

const DAY = 24 * 60 * 60 * 1000;
// The completed course's last activity is its certificate's fixed date (its number carries it); the live-class seat
// is paid a number of days before seeding. Which of the two is older depends on today's date.
const seatPaidAt = Date.now() - SEED_ORDERS.paidLiveClass.paidDaysAgo * DAY;
const [older, oldest] =
  seatPaidAt < SEED_CERTIFICATES.memberCompletion.issuedAt.getTime()
    ? ['dasar-dasar-keamanan-siber', 'workshop-secure-coding']
    : ['workshop-secure-coding', 'dasar-dasar-keamanan-siber'];

describe('GET /api/member/kelas-saya', () => {
  let harness: TestApp;
  let memberToken: string;
  const kelasSaya = (token: string, query = '') =>
    harness.app.inject({ method: 'GET', url: `/api/member/kelas-saya${query}`, headers: bearer(token) });

  beforeAll(async () => {
    harness = await buildTestApp();
    memberToken = await loginAs(harness.app, 'member');
  });
  afterAll(() => harness.close());

  it("lists only the caller's enrollments, most recent activity first", async () => {
    const response = await kelasSaya(memberToken);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: MemberClass[]; meta: unknown }>();
    expect(body.success).toBe(true);
    expect(body.meta).toEqual({ page: 1, per_page: 10, total: 4 });
    expect(body.data.map((row) => row.slug)).toEqual([
      'ethical-hacking-untuk-pemula',
      'keamanan-aplikasi-web',
      older,
      oldest,
    ]);
    expect(body.data[0]).toEqual({
      slug: 'ethical-hacking-untuk-pemula',
      title: 'Ethical Hacking untuk Pemula',
      kind: 'course',
      level: 'Pemula',
      thumbnailUrl: null,
      progress: 44,
      totalMaterials: 9,
      completedMaterials: 4,
      enrolledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      batchSlug: null,
    });
    const bySlug = (slug: string) => body.data.find((row) => row.slug === slug);
    expect(bySlug('dasar-dasar-keamanan-siber')).toMatchObject({
      progress: 100,
      completedMaterials: 9,
      totalMaterials: 9,
    });
    // A live class counts its sessions: one of three is over.
    expect(bySlug('workshop-secure-coding')).toMatchObject({
      kind: 'liveclass',
      title: 'Workshop Secure Coding — Kelas Malam',
      progress: 33,
      completedMaterials: 1,
      totalMaterials: 3,
      // Its page: /member/liveclass/workshop-secure-coding/kelas-malam.
      batchSlug: 'kelas-malam',
    });
  });

  it("another member sees their own classes, not the demo member's", async () => {
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'dimas.saputra', password: DEMO_PASSWORD },
    });
    const response = await kelasSaya(login.json().token);
    expect(
      response
        .json()
        .data.map((row: MemberClass) => row.slug)
        .sort(),
      // The seed puts Dimas in Kelas Malam too (seed-batch-learning.ts).
    ).toEqual(['analisis-malware', 'ethical-hacking-untuk-pemula', 'workshop-secure-coding']);
  });

  it('paginates with page and per_page', async () => {
    const second = await kelasSaya(memberToken, '?page=2&per_page=2');
    expect(second.json().meta).toEqual({ page: 2, per_page: 2, total: 4 });
    expect(second.json().data.map((row: MemberClass) => row.slug)).toEqual([older, oldest]);
    const beyond = await kelasSaya(memberToken, '?page=5&per_page=2');
    expect(beyond.json()).toMatchObject({ data: [], meta: { page: 5, per_page: 2, total: 4 } });
  });

  it.each([
    ['?per_page=101', 'Jumlah per halaman maksimal 100'],
    ['?per_page=0', 'Jumlah per halaman minimal 1'],
    ['?per_page=1e1', 'Jumlah per halaman harus berupa bilangan bulat positif'],
    ['?page=0', 'Halaman minimal 1'],
    ['?page=-1', 'Halaman harus berupa bilangan bulat positif'],
    ['?page=1.5', 'Halaman harus berupa bilangan bulat positif'],
    ['?page=0x2', 'Halaman harus berupa bilangan bulat positif'],
    ['?page=', 'Halaman harus berupa bilangan bulat positif'],
    ['?page=1&page=2', 'Halaman harus berupa bilangan bulat positif'],
    ['?page=1000000', 'Halaman maksimal 100000'],
    ['?page=99999999999999999999', 'Halaman maksimal 100000'],
  ])('rejects %s with 422', async (query, message) => {
    expect(expectErrorEnvelope(await kelasSaya(memberToken, query), 422)).toBe(message);
  });
});
