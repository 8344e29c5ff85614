import type { RoleName } from '@akademi-siber/util-contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { notifications, users } from '../../db/schema';
import { bearer, buildTestApp, loginAs, type TestApp } from '../../test/helpers';
import { NOTIF_TOTAL_PATHS } from './routes';

describe('GET /api/*/notif-total', () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  const total = async (path: string, role: RoleName) => {
    const response = await harness.app.inject({ method: 'GET', url: path, headers: bearer(await loginAs(harness.app, role)) });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('counts the unread notifications of the demo member', async () => {
    expect(await total('/api/member/notif-total', 'member')).toEqual({
      success: true,
      message: 'Berhasil',
      data: { total_unread_notif: 2 },
    });
  });

  it.each(NOTIF_TOTAL_PATHS.filter(([, role]) => role !== 'member'))('%s answers the %s with their own count', async (path, role) => {
    expect((await total(path, role)).data).toEqual({ total_unread_notif: 0 });
  });

  it('stops counting a notification once it is read', async () => {
    const [member] = await harness.db.select({ id: users.id }).from(users).where(eq(users.username, 'member.demo'));
    const [unread] = await harness.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), isNull(notifications.readAt)))
      .limit(1);
    await harness.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, unread.id));
    expect((await total('/api/member/notif-total', 'member')).data).toEqual({ total_unread_notif: 1 });
  });
});
