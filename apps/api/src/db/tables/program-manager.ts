// What the corporate program's managers do to employees and what is sent to managers (decision 0047): reminders to
// employees (one per employee within 24 hours), the weekly digest (one per manager and week, whichever API process
// sends it), and the audit of the password resets a manager asks for.
import { date, index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { corporateMembers, corporates } from './organisations';
import { users } from './users';

/** A reminder a manager sent to an employee of a batch (in-app notification and email). */
export const programReminders = pgTable(
  'program_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => corporateMembers.id, { onDelete: 'cascade' }),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('program_reminders_member_sent_idx').on(table.memberId, table.sentAt)],
);

/**
 * The weekly digest of one manager: the row is made (insert … on conflict do nothing) before the email goes, so
 * whichever API process makes it is the one that sends it.
 */
export const programDigests = pgTable(
  'program_digests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    managerUserId: integer('manager_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The Monday (WIB) of the week it covers.
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    // Null: not emailed (the manager unsubscribed, or the mail server failed — logged).
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [unique('program_digests_manager_week_key').on(table.managerUserId, table.weekStart)],
);

/** A password reset a manager asked for: who, whom, for which company, when. */
export const programPasswordResets = pgTable(
  'program_password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    managerUserId: integer('manager_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employeeUserId: integer('employee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('program_password_resets_employee_idx').on(table.employeeUserId),
    index('program_password_resets_manager_idx').on(table.managerUserId),
  ],
);
