// Course discussions (docs/product.md, "Learning"; docs/decisions/0021-discussions.md): a member asks in a course they
// are enrolled in, the course's author and the admins answer and moderate (pin, close, delete). Deletion is soft:
// the row stays so the thread's history can be explained, but nobody sees it any more.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { courses } from './learning';
import { users } from './users';

export const discussions = pgTable(
  'discussions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The id the client sees in URLs (`diskusi/{idHashDiscussion}`), so sequential ids are not exposed.
    hashId: varchar('hash_id', { length: 32 }).notNull().unique(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 150 }).notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    closed: boolean('closed').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('discussions_course_id_idx').on(table.courseId),
    index('discussions_user_id_idx').on(table.userId),
    check('discussions_title_check', sql`char_length(${table.title}) > 0`),
  ],
);

export const discussionReplies = pgTable(
  'discussion_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('discussion_replies_discussion_id_idx').on(table.discussionId),
    index('discussion_replies_user_id_idx').on(table.userId),
  ],
);
