// Reset Password (spec §2, decision 0047): the manager picks an employee of a company and batch they manage; the
// employee's old password and sessions stop working, a set-password link is emailed, and the reset is audited. The
// manager never sees or chooses a password, and never reaches another company's people or a staff account.
import type { ResetCandidate } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { programPasswordResets, users } from '../../db/schema';
import {
  bearer,
  buildTestApp,
  DEMO_PASSWORD,
  expectErrorEnvelope,
  loginAs,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';
import { latestLinkToken, mailsTo } from '../../test/mailbox';
import { createSecondAccount } from '../../test/ownership';
import { createProgramFixture, FIXTURE_PASSWORD, SEVEN_EMPLOYEES, type ProgramFixture } from './manager-testing';
import { RESET_LIMIT, RESET_MESSAGES } from './manager-reset';

const NEW_PASSWORD = 'Sandi#Baru2026';

describe('GET /api/corporate/reset-password/employees and POST /api/corporate/reset-password', () => {
  let harness: TestApp;
  let token: string;
  let fixture: ProgramFixture;
  const candidates = async (q: string, session = token) =>
    harness.app.inject({
      url: `/api/corporate/reset-password/employees?q=${encodeURIComponent(q)}`,
      headers: bearer(session),
    });
  const reset = (username: string, session = token) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/corporate/reset-password',
      headers: bearer(session),
      payload: { username },
    });

  beforeAll(async () => {
    harness = await buildTestApp();
    token = await loginAs(harness.app, 'corporate');
    fixture = await createProgramFixture(harness.db, {
      name: 'Batch Uji Reset',
      // An account action: the manager resets employees of a limited batch too.
      fullAccess: false,
      items: 1,
      employees: SEVEN_EMPLOYEES,
    });
  });
  afterAll(() => harness.close());

  it("finds the manager's employees by name, username or email, and nobody else", async () => {
    const found = (await candidates('karyawan.uji')).json<{ data: ResetCandidate[] }>().data;
    expect(found.map((row) => row.username)).toEqual(SEVEN_EMPLOYEES.map((employee) => employee.username));
    expect(found[0]).toEqual({
      username: 'ani.uji',
      name: 'Ani Wijaya',
      email: 'ani.uji@karyawan.uji',
      company: 'PT Nusantara Aman',
    });
    // Seed: Agus is an employee of the seed's Batch 1; Intan works for PT Garuda Data Sentosa; the admin is staff.
    expect((await candidates('Agus')).json().data).toHaveLength(1);
    expect((await candidates('Intan')).json().data).toEqual([]);
    expect((await candidates('admin')).json().data).toEqual([]);
    // Fewer than three characters find nobody.
    expect((await candidates('an')).json().data).toEqual([]);
  });

  it('sends the employee a set-password link, ends their sessions, stops the old password, and audits it', async () => {
    const ani = fixture.employees['ani.uji'];
    const session = await loginWithPassword(harness.app, ani.email, FIXTURE_PASSWORD);
    expect((await harness.app.inject({ url: '/api/auth/user', headers: bearer(session) })).statusCode).toBe(200);

    const response = await reset('ani.uji');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(RESET_MESSAGES.sent('Ani Wijaya', ani.email));
    expect(response.body).not.toMatch(/token|password_hash/i);

    const ended = await harness.app.inject({ url: '/api/auth/user', headers: bearer(session) });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().data).toEqual({ reason: 'password_changed' });
    const oldPassword = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ani.email, password: FIXTURE_PASSWORD },
    });
    expect(oldPassword.statusCode).toBeGreaterThanOrEqual(400);

    const [mail] = await mailsTo(harness.app, ani.email);
    expect(mail.subject).toBe('Atur password baru akun Akademi Siber kamu');
    expect(mail.text).toContain('Manajer tidak dapat melihat atau memilih password kamu.');
    const setPassword = mail.links.find((link) => link.includes('/reset-password?'));
    expect(setPassword).toContain('redirect=%2Fmember%2Fcorporate-program');
    const linkToken = await latestLinkToken(harness.app, ani.email, '/reset-password?token=');
    const chosen = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: linkToken.split('&')[0], password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(chosen.statusCode).toBe(200);
    await loginWithPassword(harness.app, ani.email, NEW_PASSWORD);

    const [manager] = await harness.db.select({ id: users.id }).from(users).where(eq(users.username, 'corporate.demo'));
    const audit = await harness.db
      .select()
      .from(programPasswordResets)
      .where(eq(programPasswordResets.employeeUserId, ani.userId));
    expect(audit).toEqual([
      expect.objectContaining({ managerUserId: manager.id, employeeUserId: ani.userId, corporateId: 1 }),
    ]);
  });

  it(`allows ${RESET_LIMIT.limit} resets of one employee an hour`, async () => {
    for (let round = 0; round < RESET_LIMIT.limit; round++) expect((await reset('budi.uji')).statusCode).toBe(200);
    const refused = await reset('budi.uji');
    expectErrorEnvelope(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("never resets another company's employee, a staff account or an unknown one", async () => {
    for (const username of ['intan.permata', 'admin.demo', 'corporate.demo', 'tidak.ada']) {
      expect(expectErrorEnvelope(await reset(username), 404)).toBe(RESET_MESSAGES.notFound);
    }
    // The second manager manages PT Garuda Data Sentosa: Nusantara's employees are not theirs.
    const second = await createSecondAccount(harness.db, 'corporate');
    const secondToken = await loginWithPassword(harness.app, second.email, DEMO_PASSWORD);
    expect(expectErrorEnvelope(await reset('citra.uji', secondToken), 404)).toBe(RESET_MESSAGES.notFound);
    expect((await candidates('Citra', secondToken)).json().data).toEqual([]);
    expect((await candidates('Intan', secondToken)).json().data.map((row: ResetCandidate) => row.username)).toEqual([
      'intan.permata',
    ]);
    // Other roles may not call it at all.
    expectErrorEnvelope(await reset('citra.uji', await loginAs(harness.app, 'admin')), 403);
  });

  it.each([
    [{}, 'Karyawan wajib dipilih'],
    [{ username: 'citra.uji', password: 'Rahasia#2026' }, 'Data karyawan tidak valid'],
  ])('rejects %j with 422 (a manager never sends a password)', async (payload, message) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/corporate/reset-password',
      headers: bearer(token),
      payload,
    });
    expect(expectErrorEnvelope(response, 422)).toBe(message);
  });
});
