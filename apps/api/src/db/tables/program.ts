// The corporate cybersecurity-culture program's learning (decision 0046): a learning item of a company in a batch —
// a course record it owns (`courses.owner = 'program'`), served by the course player, assessments and discussions —
// and each employee's progress in it, kept here so the manager's pages read one small table instead of the player's.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { courses } from './learning';
import { corporateMembers, corporates, programBatches } from './organisations';

export const programLearningItems = pgTable(
  'program_learning_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => programBatches.id, { onDelete: 'cascade' }),
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    contentCourseId: integer('content_course_id')
      .notNull()
      .unique()
      .references(() => courses.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 200 }).notNull(),
    order: smallint('order').notNull().default(1),
    // Null: no due date.
    dueAt: timestamp('due_at', { withTimezone: true }),
    // Program points for completing it (ledger source `corporate_program`).
    points: integer('points').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('program_learning_items_batch_corporate_idx').on(table.batchId, table.corporateId),
    check('program_learning_items_points_check', sql`${table.points} between 0 and 10000`),
  ],
);

/** One employee's progress in one learning item, written in the transaction of whatever moved it. */
export const programItemProgress = pgTable(
  'program_item_progress',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => corporateMembers.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => programLearningItems.id, { onDelete: 'cascade' }),
    progress: smallint('progress').notNull().default(0),
    // The best quiz score in the item (null: no quiz submitted).
    quizScore: smallint('quiz_score'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('program_item_progress_member_item_key').on(table.memberId, table.itemId),
    index('program_item_progress_item_idx').on(table.itemId),
    index('program_item_progress_completed_idx').on(table.completedAt),
    check('program_item_progress_progress_check', sql`${table.progress} between 0 and 100`),
  ],
);
