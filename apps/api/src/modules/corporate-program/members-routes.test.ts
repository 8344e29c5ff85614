import type { ApiPage, CorporateParticipant } from '@akademi-siber/util-contracts';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';

describe('GET /api/corporate/member/… and /api/corporate/point/…', () => {
  let harness: TestApp;
  let token: string;
  const get = (url: string) => harness.app.inject({ method: 'GET', url, headers: bearer(token) });
  const page = async (url: string) => (await get(url)).json<ApiPage<CorporateParticipant>>();

  beforeAll(async () => {
    harness = await buildTestApp();
    token = await loginAs(harness.app, 'corporate');
  });
  afterAll(() => harness.close());

  it('lists the employees of the corporate in the batch by name, paginated and searchable', async () => {
    const first = await page('/api/corporate/member/1/group/1?per_page=2');
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: 6 });
    expect(first.data.map((row) => row.name)).toEqual(['Agus Pratama', 'Dimas Saputra']);
    expect(first.data[1]).toMatchObject({ username: 'dimas.saputra', rank: 1, progress: 100, point: 300 });
    const found = await page('/api/corporate/member/1/group/1?q=putri');
    expect(found.data).toEqual([expect.objectContaining({ username: 'putri.lestari', rank: 4 })]);
  });

  it('ranks the same employees by points for Progres Belajar', async () => {
    const ranking = await page('/api/corporate/point/1/group/1');
    expect(ranking.data.map((row) => [row.rank, row.username])).toEqual([
      [1, 'dimas.saputra'],
      [2, 'agus.pratama'],
      [3, 'siti.rahmawati'],
      [4, 'putri.lestari'],
      [5, 'member.demo'],
      [5, 'rizky.hidayat'],
    ]);
  });

  it('leaves out progress and points in a batch without full access', async () => {
    const limited = await page('/api/corporate/point/2/group/1');
    expect(limited.meta.total).toBe(2);
    expect(limited.data.every((row) => row.progress === null && row.point === null)).toBe(true);
  });

  it('refuses a corporate the manager does not manage, and answers unknown ids with 404', async () => {
    expectErrorEnvelope(await get('/api/corporate/member/1/group/2'), 403);
    expect(expectErrorEnvelope(await get('/api/corporate/member/99/group/1'), 404)).toBe('Batch tidak ditemukan.');
    expectErrorEnvelope(await get('/api/corporate/point/1/group/1?per_page=0'), 422);
  });
});
