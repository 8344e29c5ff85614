import type { CorporateDashboard } from '@akademi-siber/util-contracts';
import { STATUS_MESSAGES } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { corporateMembers } from '../../db/schema';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { createProgramFixture, renamed, SEVEN_EMPLOYEES, type ProgramFixture } from './manager-testing';
import { weekLabel, weekStartOf } from './weeks';

const DAY = 24 * 60 * 60 * 1000;

const NAMES = SEVEN_EMPLOYEES.map((employee) => employee.name as string);

describe('GET /api/corporate/dashboard/:batchId/group/:corporateId', () => {
  let harness: TestApp;
  let managerToken: string;
  let full: ProgramFixture;
  let limited: ProgramFixture;
  const now = new Date();
  const dashboard = (path: string) =>
    harness.app.inject({ method: 'GET', url: `/api/corporate/dashboard/${path}`, headers: bearer(managerToken) });
  const read = async (fixture: ProgramFixture) => {
    const response = await dashboard(`${fixture.batchId}/group/${fixture.corporateId}`);
    expect(response.statusCode).toBe(200);
    return { body: response.body, data: response.json<{ data: CorporateDashboard }>().data };
  };

  beforeAll(async () => {
    harness = await buildTestApp();
    managerToken = await loginAs(harness.app, 'corporate');
    full = await createProgramFixture(harness.db, {
      name: 'Batch Uji Penuh',
      fullAccess: true,
      items: 3,
      employees: SEVEN_EMPLOYEES,
      now,
    });
    limited = await createProgramFixture(harness.db, {
      name: 'Batch Uji Terbatas',
      fullAccess: false,
      items: 3,
      employees: renamed('terbatas'),
      now,
    });
  });
  afterAll(() => harness.close());

  it('sums up the company in the batch: participation, completion, quiz mean, points and statuses', async () => {
    const { data } = await read(full);
    expect(data.corporate).toEqual({ id: 1, name: 'PT Nusantara Aman' });
    expect(data.batch).toMatchObject({ id: full.batchId, name: 'Batch Uji Penuh', is_full_access: true });
    expect(data.batch.inactiveAfterDays).toBe(14);
    expect(data.summary).toEqual({
      employees: 7,
      insufficient: false,
      started: 5,
      participation: 71.4,
      completed: 1,
      // Progress 67, 33, 100, 0, 0, 0, 33.
      completion: 33.3,
      // (80 + 90 + 70 + 100 + 95 + 90 + 60) / 7 quizzes.
      averageQuizScore: 83.6,
      quizInsufficient: false,
      totalPoints: 700,
      averagePoints: 100,
      statuses: { active: 3, inactive: 2, not_started: 1, completed: 1 },
    });
  });

  it('breaks the figures down by learning item and by department', async () => {
    const { data } = await read(full);
    expect(
      data.items.map(({ title, started, completed, completion, averageQuizScore }) => ({
        title,
        started,
        completed,
        completion,
        averageQuizScore,
      })),
    ).toEqual([
      { title: 'Materi 1', started: 5, completed: 4, completion: 57.1, averageQuizScore: 77.5 },
      { title: 'Materi 2', started: 2, completed: 2, completion: 28.6, averageQuizScore: 92.5 },
      { title: 'Materi 3', started: 2, completed: 1, completion: 14.3, averageQuizScore: 90 },
    ]);
    expect(
      data.departments.map(({ department, employees, started, completed, statuses }) => ({
        department,
        employees,
        started,
        completed,
        statuses,
      })),
    ).toEqual([
      {
        department: 'Keuangan',
        employees: 3,
        started: 3,
        completed: 0,
        statuses: { active: 2, inactive: 1, not_started: 0, completed: 0 },
      },
      {
        department: 'TI',
        employees: 3,
        started: 1,
        completed: 1,
        statuses: { active: 0, inactive: 1, not_started: 1, completed: 1 },
      },
      {
        department: null,
        employees: 1,
        started: 1,
        completed: 0,
        statuses: { active: 1, inactive: 0, not_started: 0, completed: 0 },
      },
    ]);
  });

  it('draws the weeks since the batch started: items completed and employees active each week', async () => {
    const { data } = await read(full);
    const trend = data.trend ?? [];
    expect(trend.length).toBeGreaterThanOrEqual(9);
    expect(trend.at(-1)?.weekStart).toBe(weekLabel(weekStartOf(now)));
    const weekOf = (daysAgo: number) => weekLabel(weekStartOf(new Date(now.getTime() - daysAgo * DAY)));
    const completions = [10, 3, 20, 15, 8, 1, 6].map(weekOf);
    for (const week of trend) {
      expect(week.itemsCompleted).toBe(completions.filter((label) => label === week.weekStart).length);
    }
    // Every activity date of each employee (completions, an item's last activity, the last activity).
    const activity: Record<string, number[]> = {
      ani: [10, 3, 2, 2],
      budi: [20, 20],
      citra: [15, 8, 1, 1],
      fajar: [5, 5],
      gita: [6, 6],
    };
    for (const week of trend) {
      const active = Object.values(activity).filter((days) => days.some((day) => weekOf(day) === week.weekStart));
      expect([week.weekStart, week.activeEmployees]).toEqual([week.weekStart, active.length]);
    }
  });

  it('compares the batches of the company the manager may open, the selected one marked', async () => {
    const { data } = await read(full);
    const ids = data.batches.map((row) => row.batch.id);
    expect(ids).toEqual(expect.arrayContaining([1, 2, full.batchId, limited.batchId]));
    const current = data.batches.find((row) => row.current);
    expect(current?.batch.id).toBe(full.batchId);
    const { batch: _batch, current: _current, ...figures } = current as (typeof data.batches)[number];
    expect(figures).toEqual(data.summary);
    // The seed's Batch 2 is limited with two employees: no figures.
    expect(data.batches.find((row) => row.batch.id === 2)).toMatchObject({
      employees: 2,
      insufficient: true,
      started: null,
    });
  });

  it('with full access lists the point ranking top and the longest inactive', async () => {
    const { data } = await read(full);
    expect(data.topMembers.map((member) => [member.rank, member.username, member.point])).toEqual([
      [1, 'citra.uji', 300],
      [2, 'ani.uji', 200],
      [3, 'budi.uji', 100],
      [3, 'gita.uji', 100],
      [5, 'dedi.uji', 0],
      [5, 'eka.uji', 0],
      [5, 'fajar.uji', 0],
    ]);
    expect(data.inactiveMembers.map((member) => member.username)).toEqual(['dedi.uji', 'budi.uji']);
    expect(data.inactiveMembers[1]).toMatchObject({
      status: 'inactive',
      department: 'Keuangan',
      completedItems: 1,
      items: 3,
      progress: 33,
      averageQuizScore: 70,
    });
  });

  it('without full access: aggregates only, no names, and "not enough data" below five people', async () => {
    const { data, body } = await read(limited);
    for (const name of NAMES) expect(body).not.toContain(name);
    expect(body).not.toContain('terbatas@');
    expect(body).not.toContain('.terbatas');
    expect(data.topMembers).toEqual([]);
    expect(data.inactiveMembers).toEqual([]);
    // Seven people: the company's figures show, but only four took a quiz.
    expect(data.summary).toMatchObject({ employees: 7, insufficient: false, started: 5, completed: 1 });
    expect(data.summary).toMatchObject({ averageQuizScore: null, quizInsufficient: true });
    // Every department has fewer than five people.
    for (const department of data.departments) {
      expect(department).toMatchObject({ insufficient: true, started: null, completion: null, statuses: null });
    }
    expect(data.departments.map((row) => row.employees)).toEqual([3, 3, 1]);
    expect(data.items[0]).toMatchObject({
      completed: 4,
      completion: 57.1,
      averageQuizScore: null,
      quizInsufficient: true,
    });
    expect(data.trend).not.toBeNull();
  });

  it('gives no figure at all for a limited batch of fewer than five employees', async () => {
    const { data } = (await dashboard('2/group/1')).json<{ data: CorporateDashboard }>();
    expect(data.batch.is_full_access).toBe(false);
    expect(data.summary).toMatchObject({ employees: 2, insufficient: true, started: null, participation: null });
    expect(data.trend).toBeNull();
    for (const item of data.items) expect(item).toMatchObject({ insufficient: true, completed: null });
  });

  it('refuses a corporate the manager does not manage', async () => {
    expect(expectErrorEnvelope(await dashboard('1/group/2'), 403)).toBe(STATUS_MESSAGES[403]);
    expect(expectErrorEnvelope(await dashboard(`${full.batchId}/group/2`), 403)).toBe(STATUS_MESSAGES[403]);
  });

  it('refuses a batch not granted to the manager', async () => {
    expectErrorEnvelope(await dashboard('3/group/1'), 403);
  });

  it('answers 404 for an unknown batch or corporate', async () => {
    expect(expectErrorEnvelope(await dashboard('999/group/1'), 404)).toBe('Batch tidak ditemukan.');
    expect(expectErrorEnvelope(await dashboard('1/group/999'), 404)).toBe('Corporate tidak ditemukan.');
  });

  it('shows a change of learning at once, though its figures are kept between requests', async () => {
    expect((await read(full)).data.summary.totalPoints).toBe(700);
    // Eka completes an item: progress, points and last activity move together (decision 0046).
    await harness.db
      .update(corporateMembers)
      .set({ progress: 33, point: 100, lastActiveAt: new Date() })
      .where(eq(corporateMembers.id, full.employees['eka.uji'].memberId));
    const { summary } = (await read(full)).data;
    expect(summary).toMatchObject({ totalPoints: 800, started: 6 });
    expect(summary.statuses).toMatchObject({ active: 4, not_started: 0 });
  });

  it.each([
    ['abc/group/1', 'ID batch harus berupa bilangan bulat positif'],
    ['0/group/1', 'ID batch harus lebih dari 0'],
    ['-1/group/1', 'ID batch harus berupa bilangan bulat positif'],
    ['1.5/group/1', 'ID batch harus berupa bilangan bulat positif'],
    ['0x1/group/1', 'ID batch harus berupa bilangan bulat positif'],
    ['1e3/group/1', 'ID batch harus berupa bilangan bulat positif'],
    ['99999999999/group/1', 'ID batch tidak valid'],
    ['1/group/x', 'ID corporate harus berupa bilangan bulat positif'],
  ])('rejects %s with 422', async (path, message) => {
    expect(expectErrorEnvelope(await dashboard(path), 422)).toBe(message);
  });
});
