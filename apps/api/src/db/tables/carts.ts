// What a member has put in the cart (docs/product.md, "Commerce"): courses and live-class batches; the navbar badge
// counts these rows. Exactly one of course_id / batch_id is set.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { liveClassBatches } from './catalog';
import { courses } from './learning';
import { users } from './users';

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => liveClassBatches.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('cart_items_user_course_key').on(table.userId, table.courseId),
    unique('cart_items_user_batch_key').on(table.userId, table.batchId),
    index('cart_items_user_id_idx').on(table.userId),
    check('cart_items_one_target_check', sql`num_nonnulls(${table.courseId}, ${table.batchId}) = 1`),
  ],
);
