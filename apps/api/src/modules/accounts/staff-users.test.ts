// The admin's users (decision 0050): search, role and status filters, one account's detail; a role change and a
// deactivation end the account's sessions at once; a deactivated account cannot log in; the guard rails; the history.
import type { AdminUserDetail, AdminUserRow } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import {
  bearer,
  buildTestApp,
  DEMO_PASSWORD,
  demoAccount,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';
import { createAccount, userIdByEmail } from '../../test/ownership';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../auth';

describe('admin users', () => {
  let harness: TestApp;
  let admin: string;
  let adminId: number;
  const send = (method: 'GET' | 'PUT', url: string, payload?: object, token = admin) =>
    harness.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const list = async (query: string) =>
    (await send('GET', `/api/admin/users${query}`)).json<{ data: AdminUserRow[]; meta: { total: number } }>();
  const detail = async (id: number) =>
    (await send('GET', `/api/admin/users/${id}`)).json<{ data: AdminUserDetail }>().data;
  const status = (id: number, active: boolean, token = admin) =>
    send('PUT', `/api/admin/users/${id}/status`, { active }, token);
  const role = (id: number, idRole: number, token = admin) =>
    send('PUT', `/api/admin/users/${id}/role`, { id_role: idRole }, token);

  beforeAll(async () => {
    harness = await buildTestApp();
    admin = await loginAs(harness.app, 'admin');
    adminId = await userIdByEmail(harness.db, demoAccount('admin').email);
  });
  afterAll(() => harness.close());

  it('filters by role and status and says when each account was last active', async () => {
    const authors = await list('?role=2&per_page=100');
    expect(authors.data.map((row) => row.username)).toEqual(['author.demo']);
    expect(authors.data[0]).toMatchObject({ status: 'active', id_role: 2 });
    const admins = await list('?role=3&q=admin');
    expect(admins.data[0].lastActiveAt).toMatch(/^\d{4}-/);
    expect((await list('?status=deactivated')).meta.total).toBe(0);
    expectErrorEnvelope(await send('GET', '/api/admin/users?role=9'), 422);
    expectErrorEnvelope(await send('GET', '/api/admin/users?status=hapus'), 422);
  });

  it("shows one account's roles, dates, counts and no secrets", async () => {
    const member = await detail(await userIdByEmail(harness.db, demoAccount('member').email));
    expect(member).toMatchObject({ username: 'member.demo', id_role: 1, status: 'active', history: [] });
    expect(member.enrollments).toBeGreaterThan(0);
    const author = await detail(await userIdByEmail(harness.db, demoAccount('author').email));
    expect(author.authoredCourses).toBeGreaterThan(0);
    expect(JSON.stringify(member)).not.toMatch(/password|token_hash/i);
    expectErrorEnvelope(await send('GET', '/api/admin/users/999999'), 404);
  });

  it('deactivates: every session ends at once, login is refused with the reason; reactivated, logs in', async () => {
    const person = await createAccount(harness.db, 'member', 'rudi.nonaktif');
    const first = await loginWithPassword(harness.app, person.email);
    const second = await loginWithPassword(harness.app, person.email);
    const off = await status(person.id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json<{ data: AdminUserDetail }>().data).toMatchObject({ status: 'deactivated', activeSessions: 0 });
    for (const token of [first, second]) {
      const refused = await harness.app.inject({ url: '/api/auth/user', headers: bearer(token) });
      expectErrorEnvelope(refused, 401);
    }
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: DEMO_PASSWORD },
    });
    expect(expectErrorEnvelope(login, 403)).toBe(ACCOUNT_DEACTIVATED_MESSAGE);
    // A wrong password still gets the usual answer: the deactivation is told only to the account's owner.
    const wrong = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: 'Salah#123' },
    });
    expect(expectErrorEnvelope(wrong, 422)).toBe('Email/username atau password salah');
    expect((await list('?status=deactivated')).data.map((row) => row.username)).toEqual(['rudi.nonaktif']);
    expectErrorEnvelope(await status(person.id, false), 409);

    expect((await status(person.id, true)).statusCode).toBe(200);
    await loginWithPassword(harness.app, person.email);
    const history = (await detail(person.id)).history;
    expect(history.map((entry) => entry.action)).toEqual(['reactivated', 'deactivated']);
    expect(history[0].actor).toEqual({ name: demoAccount('admin').name, username: 'admin.demo' });
  });

  it('changes a role, ends the sessions and records from and to', async () => {
    const person = await createAccount(harness.db, 'member', 'sari.pengajar');
    const token = await loginWithPassword(harness.app, person.email);
    const changed = await role(person.id, 2);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: AdminUserDetail }>().data).toMatchObject({ id_role: 2 });
    expectErrorEnvelope(await harness.app.inject({ url: '/api/auth/user', headers: bearer(token) }), 401);
    const again = await loginWithPassword(harness.app, person.email);
    const me = await harness.app.inject({ url: '/api/auth/user', headers: bearer(again) });
    expect(me.json<{ user: { id_role: number } }>().user.id_role).toBe(2);
    expect((await detail(person.id)).history[0]).toMatchObject({ action: 'role_changed', from: '1', to: '2' });
    expectErrorEnvelope(await role(person.id, 2), 409);
    expectErrorEnvelope(await role(person.id, 5), 422);
  });

  it('keeps an active admin: no self-deactivation, the last admin keeps the role', async () => {
    expect(expectErrorEnvelope(await status(adminId, false), 409)).toBe(
      'Kamu tidak dapat menonaktifkan akunmu sendiri.',
    );
    expect(expectErrorEnvelope(await role(adminId, 1), 409)).toBe(
      'Peran admin terakhir tidak dapat dicabut: angkat admin lain lebih dulu.',
    );
    // With a second admin, the first may step down; the second, now the last, may not be demoted or deactivated.
    const other = await createAccount(harness.db, 'admin', 'admin.kedua');
    const otherToken = await loginWithPassword(harness.app, other.email);
    expect((await role(adminId, 2, otherToken)).statusCode).toBe(200);
    expectErrorEnvelope(await harness.app.inject({ url: '/api/auth/user', headers: bearer(admin) }), 401);
    expectErrorEnvelope(await role(other.id, 1, otherToken), 409);
    await harness.db.update(users).set({ idRole: 3 }).where(eq(users.id, adminId));
    admin = await loginAs(harness.app, 'admin');
    expectErrorEnvelope(await status(other.id, false, otherToken), 409);
  });

  it('refuses a missing or malformed body', async () => {
    const id = await userIdByEmail(harness.db, demoAccount('member').email);
    expectErrorEnvelope(await send('PUT', `/api/admin/users/${id}/status`), 422);
    expectErrorEnvelope(await send('PUT', `/api/admin/users/${id}/status`, { active: 'tidak' }), 422);
    expectErrorEnvelope(await send('PUT', `/api/admin/users/${id}/role`, { id_role: '3' }), 422);
  });
});
