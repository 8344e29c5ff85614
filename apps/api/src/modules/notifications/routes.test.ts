import type { NotificationItem, RoleName } from '@akademi-siber/util-contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { notifications, users } from '../../db/schema';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { NOTIF_TOTAL_PATHS, NOTIFICATION_AREAS } from './routes';
import { notify, notifyAdmins } from './service';

describe('notifications', () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  const call = async (method: 'GET' | 'POST', url: string, role: RoleName) =>
    harness.app.inject({ method, url, headers: bearer(await loginAs(harness.app, role)) });
  const total = async (path: string, role: RoleName) => {
    const response = await call('GET', path, role);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const userId = async (username: string) =>
    (await harness.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;

  describe('GET /api/*/notif-total', () => {
    it('counts the unread notifications of the demo member', async () => {
      expect(await total('/api/member/notif-total', 'member')).toEqual({
        success: true,
        message: 'Berhasil',
        data: { total_unread_notif: 2 },
      });
    });

    it.each(NOTIF_TOTAL_PATHS.filter(([, role]) => role !== 'member'))(
      '%s answers the %s with their own count',
      async (path, role) => {
        expect((await total(path, role)).data).toEqual({ total_unread_notif: 0 });
      },
    );
  });

  describe('the notifications page calls', () => {
    it("lists the member's own notifications newest first, with links, paged, only unread on request", async () => {
      const all = await call('GET', '/api/member/notifications?per_page=2', 'member');
      expect(all.statusCode).toBe(200);
      const page = all.json<{ data: NotificationItem[]; meta: { total: number; page: number; per_page: number } }>();
      expect(page.meta).toEqual({ page: 1, per_page: 2, total: 3 });
      expect(page.data.map((item) => item.title)).toEqual(['Langganan akan berakhir', 'Materi baru tersedia']);
      expect(page.data[0]).toMatchObject({ link: '/member/subscription', readAt: null });
      const second = (await call('GET', '/api/member/notifications?per_page=2&page=2', 'member')).json<{
        data: NotificationItem[];
      }>();
      expect(second.data.map((item) => item.title)).toEqual(['Selamat datang di Akademi Siber']);
      expect(second.data[0].readAt).not.toBeNull();

      const unread = (await call('GET', '/api/member/notifications?status=unread', 'member')).json<{
        data: NotificationItem[];
        meta: { total: number };
      }>();
      expect(unread.meta.total).toBe(2);
      expect(unread.data.every((item) => item.readAt === null)).toBe(true);
      expect(expectErrorEnvelope(await call('GET', '/api/member/notifications?status=baru', 'member'), 422)).toBe(
        'Status harus all atau unread',
      );
    });

    it("marks one read (the badge follows; again is harmless) and never another user's", async () => {
      const memberId = await userId('member.demo');
      const [unread] = await harness.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, memberId), isNull(notifications.readAt)))
        .limit(1);
      const first = await call('POST', `/api/member/notifications/${unread.id}/read`, 'member');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ message: 'Notifikasi ditandai sudah dibaca.', data: { id: unread.id } });
      const readAt = first.json<{ data: NotificationItem }>().data.readAt;
      expect(readAt).not.toBeNull();
      expect((await total('/api/member/notif-total', 'member')).data).toEqual({ total_unread_notif: 1 });
      // Marking it again keeps the first time it was read.
      expect(
        (await call('POST', `/api/member/notifications/${unread.id}/read`, 'member')).json<{ data: NotificationItem }>()
          .data.readAt,
      ).toBe(readAt);

      // The author has no notification with that id: 404, and the member's stays as it was.
      expect(
        expectErrorEnvelope(await call('POST', `/api/author/notifications/${unread.id}/read`, 'author'), 404),
      ).toBe('Notifikasi tidak ditemukan.');
      expect(expectErrorEnvelope(await call('POST', '/api/member/notifications/999999/read', 'member'), 404)).toBe(
        'Notifikasi tidak ditemukan.',
      );
      expect(expectErrorEnvelope(await call('POST', '/api/member/notifications/abc/read', 'member'), 422)).toBe(
        'ID notifikasi harus berupa bilangan bulat positif',
      );
    });

    it('marks all read for the caller only', async () => {
      const authorId = await userId('author.demo');
      await harness.db
        .insert(notifications)
        .values({ userId: authorId, title: 'Diskusi baru', body: 'Ada pertanyaan baru di kelas Anda.' });
      const marked = await call('POST', '/api/member/notifications/read-all', 'member');
      expect(marked.json()).toMatchObject({ message: 'Semua notifikasi ditandai sudah dibaca.', data: { marked: 1 } });
      expect((await total('/api/member/notif-total', 'member')).data).toEqual({ total_unread_notif: 0 });
      expect((await call('POST', '/api/member/notifications/read-all', 'member')).json()).toMatchObject({
        message: 'Tidak ada notifikasi baru.',
        data: { marked: 0 },
      });
      expect((await total('/api/author/notif-total', 'author')).data).toEqual({ total_unread_notif: 1 });
    });

    it.each(NOTIFICATION_AREAS)('%s/notifications is for the %s only', async (prefix, role) => {
      const other: RoleName = role === 'member' ? 'author' : 'member';
      expect((await call('GET', `${prefix}/notifications`, role)).statusCode).toBe(200);
      expect((await call('GET', `${prefix}/notifications`, other)).statusCode).toBe(403);
      expect((await harness.app.inject({ method: 'GET', url: `${prefix}/notifications` })).statusCode).toBe(401);
    });
  });

  describe('notify and notifyAdmins (how other modules write notifications)', () => {
    it("writes one notification inside the caller's transaction, title cut to 200 chars, no default link", async () => {
      const yoga = await userId('yoga.firmansyah');
      await harness.db.transaction((tx) => notify(tx, yoga, 'J'.repeat(250), 'Isi uji'));
      await expect(
        harness.db.transaction(async (tx) => {
          await notify(tx, yoga, 'Dibatalkan', 'Tidak pernah terkirim');
          throw new Error('batal');
        }),
      ).rejects.toThrow('batal');
      const rows = await harness.db.select().from(notifications).where(eq(notifications.userId, yoga));
      expect(rows.map((row) => [row.title, row.body, row.link, row.readAt])).toEqual([
        ['J'.repeat(200), 'Isi uji', null, null],
      ]);
    });

    it('tells every admin account that is not deleted, and nobody else', async () => {
      await harness.db.transaction((tx) => notifyAdmins(tx, 'Uji semua admin', 'Isi uji', '/admin'));
      const admins = await harness.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.idRole, 3), isNull(users.deletedAt)));
      const rows = await harness.db
        .select({ userId: notifications.userId, link: notifications.link })
        .from(notifications)
        .where(eq(notifications.title, 'Uji semua admin'));
      expect(admins.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.userId).sort()).toEqual(admins.map((admin) => admin.id).sort());
      expect(rows.every((row) => row.link === '/admin')).toBe(true);
    });
  });
});
