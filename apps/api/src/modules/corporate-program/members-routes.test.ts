import type {
  ApiPage,
  CorporateEmployee,
  CorporateMemberSummary,
  ProgramItemFigures,
} from '@akademi-siber/util-contracts';
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { createProgramFixture, renamed, SEVEN_EMPLOYEES, type ProgramFixture } from './manager-testing';
import { LIMITED_VIEW_MESSAGE } from './service';

describe('GET /api/corporate/member/… (with …/summary) and /api/corporate/point/… (with …/items)', () => {
  let harness: TestApp;
  let token: string;
  let full: ProgramFixture;
  let limited: ProgramFixture;
  const get = (url: string) => harness.app.inject({ method: 'GET', url, headers: bearer(token) });
  const page = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json<ApiPage<CorporateEmployee> & { message: string }>();
  };
  const members = (fixture: ProgramFixture, query = '') =>
    page(`/api/corporate/member/${fixture.batchId}/group/1${query}`);
  const usernames = (rows: readonly CorporateEmployee[]) => rows.map((row) => row.username);

  beforeAll(async () => {
    harness = await buildTestApp();
    token = await loginAs(harness.app, 'corporate');
    full = await createProgramFixture(harness.db, {
      name: 'Batch Uji Anggota',
      fullAccess: true,
      items: 3,
      employees: SEVEN_EMPLOYEES,
    });
    limited = await createProgramFixture(harness.db, {
      name: 'Batch Uji Anggota Terbatas',
      fullAccess: false,
      items: 3,
      employees: renamed('terbatas'),
    });
  });
  afterAll(() => harness.close());

  it('lists every employee by name with progress, last activity and status, paginated', async () => {
    const first = await members(full, '?per_page=3');
    expect(first.meta).toEqual({ page: 1, per_page: 3, total: 7 });
    expect(usernames(first.data)).toEqual(['ani.uji', 'budi.uji', 'citra.uji']);
    expect(first.data[0]).toMatchObject({
      rank: 2,
      name: 'Ani Wijaya',
      email: 'ani.uji@karyawan.uji',
      department: 'Keuangan',
      status: 'active',
      progress: 67,
      completedItems: 2,
      items: 3,
      averageQuizScore: 85,
      point: 200,
      lastRemindedAt: null,
    });
    expect(first.data[0].lastActiveAt).not.toBeNull();
    const third = await members(full, '?per_page=3&page=3');
    expect(usernames(third.data)).toEqual(['gita.uji']);
    // Past the end: no rows, and still the total.
    expect((await members(full, '?per_page=3&page=9')).meta.total).toBe(7);
  });

  it('filters by status and department, and searches name, username and email', async () => {
    expect(usernames((await members(full, '?status=inactive')).data)).toEqual(['budi.uji', 'dedi.uji']);
    expect(usernames((await members(full, '?status=not_started')).data)).toEqual(['eka.uji']);
    expect(usernames((await members(full, '?status=completed')).data)).toEqual(['citra.uji']);
    expect(usernames((await members(full, '?department=TI')).data)).toEqual(['citra.uji', 'dedi.uji', 'eka.uji']);
    expect(usernames((await members(full, '?department=-')).data)).toEqual(['fajar.uji']);
    expect(usernames((await members(full, '?department=TI&status=inactive')).data)).toEqual(['dedi.uji']);
    const found = await members(full, '?q=LESTARI');
    expect(found.data).toEqual([expect.objectContaining({ username: 'citra.uji', rank: 1 })]);
    expect(usernames((await members(full, '?q=gita.uji@karyawan')).data)).toEqual(['gita.uji']);
    expect((await members(full, '?q=tidak-ada')).meta.total).toBe(0);
  });

  it('shows a change at once although the roster is kept: a new threshold, an employee learning again', async () => {
    const threshold = await members(full, '?status=inactive');
    expect(usernames(threshold.data)).toEqual(['budi.uji', 'dedi.uji']);
    // Budi has been idle 20 days, Dedi joined 30 days ago: with 25 days, only Dedi is inactive.
    await harness.db.execute(sql`update program_batches set inactive_after_days = 25 where id = ${full.batchId}`);
    expect(usernames((await members(full, '?status=inactive')).data)).toEqual(['dedi.uji']);
    await harness.db.execute(sql`update corporate_members set last_active_at = now()
      where batch_id = ${full.batchId} and user_id = (select id from users where username = 'dedi.uji')`);
    expect((await members(full, '?status=inactive')).meta.total).toBe(0);
    expect((await members(full, '?q=dedi')).data[0].status).toBe('active');
    // As it was, for the tests after this one.
    await harness.db.execute(sql`update program_batches set inactive_after_days = 14 where id = ${full.batchId}`);
    await harness.db.execute(sql`update corporate_members set last_active_at = null
      where batch_id = ${full.batchId} and user_id = (select id from users where username = 'dedi.uji')`);
    expect(usernames((await members(full, '?status=inactive')).data)).toEqual(['budi.uji', 'dedi.uji']);
  });

  it('counts the statuses of the company and of each department', async () => {
    const response = await get(`/api/corporate/member/${full.batchId}/group/1/summary`);
    const { data } = response.json<{ data: CorporateMemberSummary }>();
    expect(data.fullAccess).toBe(true);
    expect(data.inactiveAfterDays).toBe(14);
    expect(data.summary.statuses).toEqual({ active: 3, inactive: 2, not_started: 1, completed: 1 });
    expect(data.departments.map((row) => [row.department, row.employees, row.statuses?.inactive])).toEqual([
      ['Keuangan', 3, 1],
      ['TI', 3, 1],
      [null, 1, 0],
    ]);
  });

  it('ranks the employees by points for Progres Belajar, with each item completion', async () => {
    const ranking = await page(`/api/corporate/point/${full.batchId}/group/1`);
    expect(ranking.data.map((row) => [row.rank, row.username])).toEqual([
      [1, 'citra.uji'],
      [2, 'ani.uji'],
      [3, 'budi.uji'],
      [3, 'gita.uji'],
      [5, 'dedi.uji'],
      [5, 'eka.uji'],
      [5, 'fajar.uji'],
    ]);
    const items = (await get(`/api/corporate/point/${full.batchId}/group/1/items`)).json<{
      data: ProgramItemFigures[];
    }>().data;
    expect(items.map((item) => [item.title, item.completed, item.completion])).toEqual([
      ['Materi 1', 4, 57.1],
      ['Materi 2', 2, 28.6],
      ['Materi 3', 1, 14.3],
    ]);
  });

  it('without full access names nobody: empty lists that say why, aggregates only', async () => {
    for (const url of [
      `/api/corporate/member/${limited.batchId}/group/1`,
      `/api/corporate/member/${limited.batchId}/group/1?status=inactive`,
      `/api/corporate/point/${limited.batchId}/group/1?q=ani`,
    ]) {
      const answer = await page(url);
      expect(answer).toMatchObject({ message: LIMITED_VIEW_MESSAGE, data: [], meta: { total: 0 } });
    }
    for (const url of [
      `/api/corporate/member/${limited.batchId}/group/1/summary`,
      `/api/corporate/point/${limited.batchId}/group/1/items`,
    ]) {
      const { body } = await get(url);
      for (const employee of SEVEN_EMPLOYEES) expect(body).not.toContain(employee.name);
      expect(body).not.toContain('terbatas');
    }
    const summary = (await get(`/api/corporate/member/${limited.batchId}/group/1/summary`)).json<{
      data: CorporateMemberSummary;
    }>().data;
    expect(summary.fullAccess).toBe(false);
    expect(summary.summary.statuses).toEqual({ active: 3, inactive: 2, not_started: 1, completed: 1 });
    expect(summary.departments.every((row) => row.insufficient && row.statuses === null)).toBe(true);
  });

  it('refuses a corporate the manager does not manage, and answers unknown ids with 404', async () => {
    expectErrorEnvelope(await get('/api/corporate/member/1/group/2'), 403);
    expectErrorEnvelope(await get(`/api/corporate/member/${full.batchId}/group/2/summary`), 403);
    expectErrorEnvelope(await get(`/api/corporate/point/${full.batchId}/group/2/items`), 403);
    expect(expectErrorEnvelope(await get('/api/corporate/member/99/group/1'), 404)).toBe('Batch tidak ditemukan.');
  });

  it.each([
    ['?per_page=0', 'Jumlah per halaman minimal 1'],
    ['?status=libur', 'Status tidak valid'],
    ['?department=', 'Departemen tidak valid'],
    [`?department=${'x'.repeat(101)}`, 'Departemen maksimal 100 karakter'],
    [`?q=${'x'.repeat(101)}`, 'Kata kunci pencarian maksimal 100 karakter'],
  ])('rejects %s with 422', async (query, message) => {
    expect(expectErrorEnvelope(await get(`/api/corporate/member/1/group/1${query}`), 422)).toBe(message);
  });
});
