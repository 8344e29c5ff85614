// Notification counts per user.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

export function createNotificationRepository(db: Database) {
  return {
    countUnread(userId: number): Promise<number> {
      return db.$count(notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}
