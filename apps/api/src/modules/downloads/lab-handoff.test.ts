import { createHash } from 'node:crypto';
import { LAB_NO_ACCESS_MESSAGE, LAB_PATHS } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { downloadTokens, teachers, users } from '../../db/schema';
import {
  bearer,
  buildTestApp,
  demoAccount,
  expectErrorEnvelope,
  loginAs,
  secondInstance,
  type TestApp,
} from '../../test/helpers';
import { LAB_HANDOFF_MESSAGES, LAB_HANDOFF_SECONDS } from './lab-handoff';

// The lab hand-off (decision 0036): a code for 60 seconds, one use, bound to the session that asked for it, stored
// hashed in the database so that any API instance can exchange what another issued.
describe('lab hand-off: GET /api/lab-handoff/code and POST /api/lab-handoff/session', () => {
  let harness: TestApp;
  let member: string;

  const issue = (token: string) =>
    harness.app.inject({ method: 'GET', url: LAB_PATHS.handoffCode, headers: bearer(token) });
  const exchange = (code: unknown, app = harness.app) =>
    app.inject({ method: 'POST', url: LAB_PATHS.handoffSession, payload: { code } as object });
  const codeFor = async (token: string) => {
    const response = await issue(token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { token: string } }>().data.token;
  };

  beforeAll(async () => {
    harness = await buildTestApp();
    member = await loginAs(harness.app, 'member');
  });
  afterAll(() => harness.close());

  it("answers the token helper's shape: a code for 60 seconds, stored only as its hash", async () => {
    const response = await issue(member);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Berhasil',
      data: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_in: LAB_HANDOFF_SECONDS },
    });
    const code: string = body.data.token;
    const [row] = await harness.db
      .select()
      .from(downloadTokens)
      .where(eq(downloadTokens.tokenHash, createHash('sha256').update(code).digest('hex')));
    expect(row.resource).toMatch(/^lab-handoff:\d+$/);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(55_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(61_000);
    expect(await harness.db.$count(downloadTokens, eq(downloadTokens.tokenHash, code))).toBe(0);
  });

  it('exchanges a code for a new session of the same user, once', async () => {
    const code = await codeFor(member);
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      success: true,
      message: LAB_HANDOFF_MESSAGES.signedIn,
      data: { username: demoAccount('member').username, id_role: 1, token_type: 'Bearer' },
    });
    const session: string = body.data.token;
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session).not.toBe(member);
    expect(JSON.stringify(body)).not.toContain(member);
    const me = await harness.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(session) });
    expect(me.json().user.username).toBe(demoAccount('member').username);

    expect(expectErrorEnvelope(await exchange(code), 410)).toBe(LAB_HANDOFF_MESSAGES.used);
  });

  it('refuses an expired code with 410', async () => {
    const code = await codeFor(member);
    await harness.db
      .update(downloadTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(downloadTokens.tokenHash, createHash('sha256').update(code).digest('hex')));
    expect(expectErrorEnvelope(await exchange(code), 410)).toBe(LAB_HANDOFF_MESSAGES.used);
  });

  it('refuses a code nobody issued (404), a malformed one (422) and a session token (404)', async () => {
    expect(expectErrorEnvelope(await exchange('A'.repeat(43)), 404)).toBe(LAB_HANDOFF_MESSAGES.invalid);
    expect(expectErrorEnvelope(await exchange('bukan kode'), 422)).toBe(LAB_HANDOFF_MESSAGES.invalid);
    expect(expectErrorEnvelope(await exchange(member), 404)).toBe(LAB_HANDOFF_MESSAGES.invalid);
  });

  it('never opens a session with a download token of another kind (a VPN configuration link)', async () => {
    const download = await harness.app.inject({
      method: 'GET',
      url: LAB_PATHS.vpnConfigToken,
      headers: bearer(member),
    });
    expect(download.statusCode).toBe(200);
    const token: string = download.json().data.token;
    expect(expectErrorEnvelope(await exchange(token), 404)).toBe(LAB_HANDOFF_MESSAGES.invalid);
  });

  it('dies with the session that asked for it', async () => {
    const session = await loginAs(harness.app, 'member');
    const code = await codeFor(session);
    const logout = await harness.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(session) });
    expect(logout.statusCode).toBe(200);
    expect(expectErrorEnvelope(await exchange(code), 410)).toBe(LAB_HANDOFF_MESSAGES.used);
  });

  it('gives one session for ten parallel exchanges of one code', async () => {
    const code = await codeFor(member);
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(410)]);
  });

  it('is exchanged by another API instance than the one that issued it', async () => {
    const code = await codeFor(member);
    const other = await secondInstance(harness);
    try {
      expect((await exchange(code, other.app)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
    expect((await exchange(code)).statusCode).toBe(410);
  });

  it('is for members and for teachers with lab access (spec §8 403 without it); other roles get 403', async () => {
    const teacher = await loginAs(harness.app, 'teacher');
    expect((await issue(teacher)).statusCode).toBe(200);
    const [teacherUser] = await harness.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, demoAccount('teacher').username));
    await harness.db.update(teachers).set({ isAccessLab: false }).where(eq(teachers.userId, teacherUser.id));
    try {
      expect(expectErrorEnvelope(await issue(teacher), 403)).toBe(LAB_NO_ACCESS_MESSAGE);
    } finally {
      await harness.db.update(teachers).set({ isAccessLab: true }).where(eq(teachers.userId, teacherUser.id));
    }
    expectErrorEnvelope(await issue(await loginAs(harness.app, 'admin')), 403);
    expectErrorEnvelope(await harness.app.inject({ method: 'GET', url: LAB_PATHS.handoffCode }), 401);
  });
});
