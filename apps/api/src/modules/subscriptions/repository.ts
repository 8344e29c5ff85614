// The member's subscription end date, judged against the database's date (the clock extendSubscription uses).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, users } from '../../db/schema';

export function createSubscriptionRepository(db: Database) {
  return {
    async subscriptionOf(userId: number) {
      const [row] = await db
        .select({
          endDate: users.subscribtionCourseEndDate,
          active: sql<boolean>`coalesce(${users.subscribtionCourseEndDate} >= current_date, false)`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    includedCourseCount(): Promise<number> {
      return db.$count(courses, and(eq(courses.includedInSubscription, true), eq(courses.published, true)));
    },
  };
}
