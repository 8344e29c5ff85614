// The member's subscription end date, judged against the database's date (the clock extendSubscription uses), and
// the plans as the staff manage them.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, isCatalogCourse, subscriptionPlans, users } from '../../db/schema';
import type { PlanInput } from './schemas';

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
      return db.$count(courses, and(eq(courses.includedInSubscription, true), isCatalogCourse()));
    },
    listPlans() {
      return db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.months), asc(subscriptionPlans.id));
    },

    async insertPlan(input: PlanInput) {
      const [row] = await db.insert(subscriptionPlans).values(input).returning();
      return row;
    },

    async updatePlan(planId: number, input: PlanInput) {
      const [row] = await db.update(subscriptionPlans).set(input).where(eq(subscriptionPlans.id, planId)).returning();
      return row;
    },
  };
}
