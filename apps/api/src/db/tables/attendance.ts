// Attendance of batch sessions (issue 18, decision 0040): one record per member and session — made by the member's
// join through the platform (Hadir, or Terlambat after the batch's grace) or set by staff (Izin, Tidak hadir, or any
// correction) — the audit of every change staff make: who, when, from what to what, and why — and the reminders
// sent before each session, one row per member, session and kind (decision 0040, "Reminders").
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { batchSessions } from './catalog';
import { users } from './users';

export const attendanceStatus = pgEnum('attendance_status', ['hadir', 'terlambat', 'izin', 'tidak_hadir']);

export const sessionAttendance = pgTable(
  'session_attendance',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => batchSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: attendanceStatus('status').notNull(),
    // When the member joined through the platform's link; null when staff set the record.
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    // The staff member who last set or corrected it (null: the member's own join).
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('session_attendance_session_user_key').on(table.sessionId, table.userId),
    index('session_attendance_user_id_idx').on(table.userId),
  ],
);

export const sessionReminderKind = pgEnum('session_reminder_kind', ['24h', '1h']);

/**
 * A reminder that went out: the row is made (insert … on conflict do nothing) in the transaction that writes the
 * in-app notification, so whichever API process makes it is the one that notifies and emails.
 */
export const sessionReminders = pgTable(
  'session_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => batchSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: sessionReminderKind('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    // When the email went out; null: not sent (the member unsubscribed, or the mail server failed — logged).
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    unique('session_reminders_session_user_kind_key').on(table.sessionId, table.userId, table.kind),
    index('session_reminders_user_id_idx').on(table.userId),
  ],
);

export const attendanceCorrections = pgTable(
  'attendance_corrections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => batchSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Null: there was no record before.
    fromStatus: attendanceStatus('from_status'),
    toStatus: attendanceStatus('to_status').notNull(),
    reason: text('reason').notNull(),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('attendance_corrections_session_id_idx').on(table.sessionId),
    check('attendance_corrections_reason_check', sql`length(${table.reason}) between 1 and 300`),
  ],
);
