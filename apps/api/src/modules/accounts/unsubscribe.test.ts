import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, demoAccount, expectErrorEnvelope, type TestApp } from '../../test/helpers';
import { mailsTo } from '../../test/mailbox';
import { userIdByEmail } from '../../test/ownership';
import { checkUnsubscribeToken, signUnsubscribeToken } from './links';
import { MESSAGES } from './service';

describe('unsubscribe (signed, expiring link)', () => {
  let harness: TestApp;
  let memberId: number;
  const unsubscribe = (token: string) =>
    harness.app.inject({ method: 'POST', url: '/api/auth/unsubscribe', payload: { token } });
  const optedOutAt = async () =>
    (await harness.db.select({ at: users.emailOptOutAt }).from(users).where(eq(users.id, memberId)))[0].at;

  beforeAll(async () => {
    harness = await buildTestApp();
    memberId = await userIdByEmail(harness.db, demoAccount('member').email);
  });
  afterAll(() => harness.close());

  it('opts the user out of notices, idempotently, and says whose email it was', async () => {
    const token = signUnsubscribeToken(memberId, harness.config);
    const first = await unsubscribe(token);
    expect(first.json()).toEqual({
      success: true,
      message: MESSAGES.unsubscribed,
      data: { email: demoAccount('member').email },
    });
    const at = await optedOutAt();
    expect(at).not.toBeNull();
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect(await optedOutAt()).toEqual(at);
  });

  it('keeps sending transactional mail (a password reset) to a user who unsubscribed', async () => {
    await harness.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: demoAccount('member').email },
    });
    expect((await mailsTo(harness.app, demoAccount('member').email)).map((mail) => mail.subject)).toContain(
      'Atur ulang password akun Akademi Siber',
    );
  });

  it('refuses a forged or altered link with 404 and an expired one with 410', async () => {
    const token = signUnsubscribeToken(memberId, harness.config);
    const [, expires, signature] = token.split('.');
    const adminId = await userIdByEmail(harness.db, demoAccount('admin').email);
    for (const forged of [
      `${adminId}.${expires}.${signature}`,
      `${memberId}.${Number(expires) + 1}.${signature}`,
      signUnsubscribeToken(memberId, { ...harness.config, appSecret: 'z'.repeat(40) }),
      'a'.repeat(43),
    ]) {
      expect(expectErrorEnvelope(await unsubscribe(forged), 404)).toBe(MESSAGES.unsubscribeInvalid);
    }
    const old = signUnsubscribeToken(
      memberId,
      harness.config,
      new Date(Date.now() - (harness.config.links.unsubscribeDays + 1) * 86_400_000),
    );
    expect(expectErrorEnvelope(await unsubscribe(old), 410)).toBe(MESSAGES.unsubscribeExpired);
    expect(checkUnsubscribeToken(old, harness.config.appSecret)).toEqual({ status: 'expired' });
  });

  it('is not reachable with GET (mail scanners follow links)', async () => {
    const response = await harness.app.inject({
      url: `/api/auth/unsubscribe?token=${signUnsubscribeToken(memberId, harness.config)}`,
    });
    expect(response.statusCode).toBe(404);
  });
});
