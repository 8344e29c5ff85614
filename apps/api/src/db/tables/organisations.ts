// Campuses with their teachers, and companies in the corporate cybersecurity-culture program
// (docs/product.md, "What the client keeps" and "Corporate cybersecurity-culture program").
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const campuses = pgTable('campuses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 150 }).notNull().unique(),
});

export const teachers = pgTable('teachers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  campusId: integer('campus_id')
    .notNull()
    .references(() => campuses.id),
  isAccessCourse: boolean('is_access_course').notNull().default(false),
  isAccessLab: boolean('is_access_lab').notNull().default(false),
});

export const corporates = pgTable('corporates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 150 }).notNull().unique(),
});

export const programBatches = pgTable(
  'program_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    // Without full access the manager's dashboard shows a limited view
    // (docs/product.md, "Corporate cybersecurity-culture program").
    isFullAccess: boolean('is_full_access').notNull().default(false),
    // When the batch runs (decision 0046); its learning items are due within it.
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '90 days'`),
    // An employee without activity for this many days is listed as inactive to the manager.
    inactiveAfterDays: smallint('inactive_after_days').notNull().default(14),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('program_batches_dates_check', sql`${table.endsAt} > ${table.startsAt}`),
    check('program_batches_inactive_check', sql`${table.inactiveAfterDays} between 1 and 365`),
  ],
);

/** A company taking part in a batch (decision 0046): its learning items, employees and managers are per this pair. */
export const programCompanies = pgTable(
  'program_companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => programBatches.id, { onDelete: 'cascade' }),
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('program_companies_batch_corporate_key').on(table.batchId, table.corporateId)],
);

/** A manager may manage several corporates; each pair is granted batches separately. */
export const corporateManagers = pgTable(
  'corporate_managers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
  },
  (table) => [unique('corporate_managers_user_corporate_key').on(table.userId, table.corporateId)],
);

export const corporateBatchAccess = pgTable(
  'corporate_batch_access',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => corporateManagers.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => programBatches.id, { onDelete: 'cascade' }),
  },
  (table) => [unique('corporate_batch_access_manager_batch_key').on(table.managerId, table.batchId)],
);

/** An employee taking part in the program for their company in one batch. */
export const corporateMembers = pgTable(
  'corporate_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => programBatches.id, { onDelete: 'cascade' }),
    progress: smallint('progress').notNull().default(0),
    point: integer('point').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    // Decision 0046: the employee's department or group (the manager's breakdown), when the import said one; the
    // last time they did anything in the program's items (null: never); when a new account was invited.
    department: varchar('department', { length: 100 }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
  },
  (table) => [
    unique('corporate_members_corporate_batch_user_key').on(table.corporateId, table.batchId, table.userId),
    index('corporate_members_batch_corporate_idx').on(table.batchId, table.corporateId),
    index('corporate_members_user_id_idx').on(table.userId),
    check('corporate_members_progress_check', sql`${table.progress} between 0 and 100`),
    check('corporate_members_point_check', sql`${table.point} >= 0`),
  ],
);
