import type { CorporateDashboard } from '@akademi-siber/util-contracts';
import { STATUS_MESSAGES } from '@akademi-siber/util-contracts';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';

// Seed: corporate 1 = PT Nusantara Aman (managed by the demo manager in batches 1 and 2),
// corporate 2 = PT Garuda Data Sentosa (not managed), batch 3 = Batch Pilot — 2025 (not granted).
describe('GET /api/corporate/dashboard/:batchId/group/:corporateId', () => {
  let harness: TestApp;
  let managerToken: string;
  const dashboard = (path: string) =>
    harness.app.inject({ method: 'GET', url: `/api/corporate/dashboard/${path}`, headers: bearer(managerToken) });

  beforeAll(async () => {
    harness = await buildTestApp();
    managerToken = await loginAs(harness.app, 'corporate');
  });
  afterAll(() => harness.close());

  it('shows the managed corporate in a granted batch: summary and point ranking', async () => {
    const response = await dashboard('1/group/1');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: CorporateDashboard }>();
    expect(data.corporate).toEqual({ id: 1, name: 'PT Nusantara Aman' });
    expect(data.batch).toEqual({ id: 1, name: 'Batch 1 — 2026', is_full_access: true });
    // Progress and points come from the seeded learning items (seed-program.ts): 5 items of 60 points; the demo
    // member has started none.
    expect(data.summary).toEqual({ members: 6, activeMembers: 4, averageProgress: 43.33, totalPoints: 780 });
    expect(data.members.map((member) => member.username).slice(0, 4)).toEqual([
      'dimas.saputra',
      'agus.pratama',
      'siti.rahmawati',
      'putri.lestari',
    ]);
    expect(data.members[0]).toEqual({ username: 'dimas.saputra', name: 'Dimas Saputra', progress: 100, point: 300 });
  });

  it('shows only that batch: batch 2 has its own members and limited access', async () => {
    const { data } = (await dashboard('2/group/1')).json<{ data: CorporateDashboard }>();
    expect(data.batch.is_full_access).toBe(false);
    expect(data.summary).toEqual({ members: 2, activeMembers: 1, averageProgress: 16.5, totalPoints: 60 });
  });

  it('refuses a corporate the manager does not manage', async () => {
    expect(expectErrorEnvelope(await dashboard('1/group/2'), 403)).toBe(STATUS_MESSAGES[403]);
  });

  it('refuses a batch not granted to the manager', async () => {
    expectErrorEnvelope(await dashboard('3/group/1'), 403);
  });

  it('answers 404 for an unknown batch or corporate', async () => {
    expect(expectErrorEnvelope(await dashboard('999/group/1'), 404)).toBe('Batch tidak ditemukan.');
    expect(expectErrorEnvelope(await dashboard('1/group/999'), 404)).toBe('Corporate tidak ditemukan.');
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
