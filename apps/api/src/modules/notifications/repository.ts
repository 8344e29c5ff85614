// Notifications per user: the unread count, the newest-first list, and marking read (only ever the caller's own).
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { NotificationItem } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';

type Row = typeof notifications.$inferSelect;

function toItem(row: Row): NotificationItem {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export function createNotificationRepository(db: Database) {
  return {
    countUnread(userId: number): Promise<number> {
      return db.$count(notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    async list(userId: number, onlyUnread: boolean, page: PageRequest): Promise<{ items: NotificationItem[]; total: number }> {
      const where: SQL | undefined = onlyUnread ? and(eq(notifications.userId, userId), isNull(notifications.readAt)) : eq(notifications.userId, userId);
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(notifications).where(where),
      ]);
      return { items: rows.map(toItem), total };
    },

    /** Marks one of the user's notifications read (a read one keeps its first read time); null if it is not theirs. */
    async markRead(userId: number, notificationId: number): Promise<NotificationItem | null> {
      const own = and(eq(notifications.id, notificationId), eq(notifications.userId, userId));
      const [updated] = await db.update(notifications).set({ readAt: new Date() }).where(and(own, isNull(notifications.readAt))).returning();
      if (updated) return toItem(updated);
      const [existing] = await db.select().from(notifications).where(own);
      return existing ? toItem(existing) : null;
    },

    async markAllRead(userId: number): Promise<number> {
      const updated = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return updated.length;
    },
  };
}
