// Notifications per user: the unread count, the newest-first list, and marking read (only ever the caller's own);
// and writing new ones inside another module's transaction (service.ts).
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { ROLE_IDS, type NotificationItem } from '@akademi-siber/util-contracts';
import type { Database, Transaction } from '../../db/client';
import { notifications, users } from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';

type Row = typeof notifications.$inferSelect;
export type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'title' | 'body' | 'link'>;

export async function insertNotifications(tx: Transaction, rows: NewNotification[]): Promise<void> {
  await tx.insert(notifications).values(rows);
}

/** Every admin account that is not deleted. */
export async function activeAdminIds(tx: Transaction): Promise<number[]> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.idRole, ROLE_IDS.admin), isNull(users.deletedAt)));
  return admins.map((admin) => admin.id);
}

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

    async list(
      userId: number,
      onlyUnread: boolean,
      page: PageRequest,
    ): Promise<{ items: NotificationItem[]; total: number }> {
      const where: SQL | undefined = onlyUnread
        ? and(eq(notifications.userId, userId), isNull(notifications.readAt))
        : eq(notifications.userId, userId);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(notifications).where(where),
      ]);
      return { items: rows.map(toItem), total };
    },

    /** Marks one of the user's notifications read (a read one keeps its first read time); null if it is not theirs. */
    async markRead(userId: number, notificationId: number): Promise<NotificationItem | null> {
      const own = and(eq(notifications.id, notificationId), eq(notifications.userId, userId));
      const [updated] = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(own, isNull(notifications.readAt)))
        .returning();
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
