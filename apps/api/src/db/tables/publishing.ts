// Review and publication of catalogue courses (decision 0053): each time an author submits a draft or a change for
// review, one row; the admin's decision closes it, and an approval numbers the course's new version.
import type { SubmissionChangesSummary } from '@akademi-siber/util-contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './learning';
import { users } from './users';

export const submissionStatus = pgEnum('course_submission_status', ['pending', 'approved', 'returned']);

/** What a submission changes against the published version (or, for a first version, what it holds). */
export type SubmissionChanges = SubmissionChangesSummary;

export const courseSubmissions = pgTable(
  'course_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The catalogue course (never its working copy).
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => users.id),
    note: text('note').notNull().default(''),
    changes: jsonb('changes').$type<SubmissionChanges>().notNull(),
    status: submissionStatus('status').notNull().default('pending'),
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewComment: text('review_comment'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // Set when approved: 1 for the first publication, then 2, 3, …
    version: integer('version'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('course_submissions_course_id_idx').on(table.courseId, table.submittedAt),
    index('course_submissions_status_idx').on(table.status, table.submittedAt),
    // At most one submission waiting per course.
    uniqueIndex('course_submissions_pending_key')
      .on(table.courseId)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('course_submissions_version_key').on(table.courseId, table.version),
    check(
      'course_submissions_decision_check',
      sql`(${table.status} = 'pending') = (${table.reviewedAt} is null)
        and (${table.status} = 'approved') = (${table.version} is not null)`,
    ),
  ],
);
