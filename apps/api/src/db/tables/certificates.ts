// Certificates (docs/product.md, "Learning"): one row per certificate a member holds. The number is what the public
// verification page looks up (course code + DDMMYY + serial); `title` is what it certifies, frozen at issue time so
// a renamed course does not change an issued certificate. Revoking keeps the row (verification says "dicabut").
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { courses } from './learning';
import { users } from './users';

export const certificateKind = pgEnum('certificate_kind', ['completion', 'attendance']);

export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: varchar('number', { length: 40 }).notNull().unique(),
    kind: certificateKind('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    /** The holder's name frozen when the account is deleted (decision 0023); null = read it from the user. */
    holderName: varchar('holder_name', { length: 100 }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('certificates_user_id_issued_at_idx').on(table.userId, table.issuedAt),
    // One completion certificate per member and course (migration 0012, decision 0019).
    uniqueIndex('certificates_completion_user_course_key')
      .on(table.userId, table.courseId)
      .where(sql`${table.kind} = 'completion' AND ${table.courseId} IS NOT NULL`),
    // One attendance certificate per member and batch content (decision 0041).
    uniqueIndex('certificates_attendance_user_course_key')
      .on(table.userId, table.courseId)
      .where(sql`${table.kind} = 'attendance' AND ${table.courseId} IS NOT NULL`),
  ],
);
