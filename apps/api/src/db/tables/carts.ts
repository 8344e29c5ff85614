// What a member has put in the cart (DOMAIN.md "Commerce"): the navbar badge counts these rows. Courses today;
// live-class batches join when they exist.
import { index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { courses } from './learning';
import { users } from './users';

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('cart_items_user_course_key').on(table.userId, table.courseId), index('cart_items_user_id_idx').on(table.userId)],
);
