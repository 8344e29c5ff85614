import type { AdminUserRow } from '@akademi-siber/util-contracts';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';

describe('GET /api/admin/users', () => {
  let harness: TestApp;
  let adminToken: string;
  const adminUsers = (query = '') =>
    harness.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: bearer(adminToken) });

  beforeAll(async () => {
    harness = await buildTestApp();
    adminToken = await loginAs(harness.app, 'admin');
  });
  afterAll(() => harness.close());

  it('lists accounts newest first with pagination meta', async () => {
    const response = await adminUsers();
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: AdminUserRow[]; meta: unknown }>();
    expect(body.meta).toEqual({ page: 1, per_page: 10, total: 15 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      username: 'maya.anggraini',
      name: 'Maya Anggraini',
      email: 'maya.anggraini@demo.akademisiber.id',
      id_role: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: 'active',
      lastActiveAt: null,
    });
    const createdAt = body.data.map((row) => Date.parse(row.createdAt));
    expect([...createdAt].sort((a, b) => b - a)).toEqual(createdAt);
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('searches name, username and email case-insensitively', async () => {
    const byName = await adminUsers('?q=dewi');
    expect(byName.json().data.map((row: AdminUserRow) => row.username)).toEqual(['corporate.demo']);
    const byEmail = await adminUsers('?q=TEACHER@akademisiber');
    expect(byEmail.json().data.map((row: AdminUserRow) => row.username)).toEqual(['teacher.demo']);
    const byUsername = await adminUsers('?q=.demo&per_page=100');
    expect(byUsername.json().meta.total).toBe(5);
  });

  it('matches LIKE wildcards literally', async () => {
    const response = await adminUsers('?q=%25');
    expect(response.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('treats a blank search as no filter and rejects an overly long one', async () => {
    expect((await adminUsers('?q=%20%20')).json().meta.total).toBe(15);
    expect(expectErrorEnvelope(await adminUsers(`?q=${'a'.repeat(101)}`), 422)).toBe(
      'Kata kunci pencarian maksimal 100 karakter',
    );
  });
});
