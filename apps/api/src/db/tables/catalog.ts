// What is on sale besides online courses (docs/product.md, "Learning", "Commerce"): live classes and their
// batches, corporate trainings and their groups, Cyber Insight events, plus course reviews and the home page's
// testimonials. Money is integer rupiah.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { courses } from './learning';
import { corporates } from './organisations';
import { users } from './users';

export const liveClasses = pgTable('live_classes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: varchar('slug', { length: 150 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  level: varchar('level', { length: 30 }).notNull(),
  category: varchar('category', { length: 60 }).notNull(),
  description: text('description').notNull().default(''),
  // What every batch covers, one line a topic.
  syllabus: jsonb('syllabus').$type<string[]>().notNull().default([]),
  thumbnailUrl: text('thumbnail_url'),
  instructorId: integer('instructor_id')
    .notNull()
    .references(() => users.id),
  published: boolean('published').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const liveClassBatches = pgTable(
  'live_class_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    liveClassId: integer('live_class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 150 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    price: integer('price').notNull(),
    salePrice: integer('sale_price'),
    quota: integer('quota').notNull(),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }).notNull(),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(true),
    // Attendance rules (decision 0040): a join later than this after the start is Terlambat; a session's attendance is
    // final this long after it ends; the attendance certificate needs this share of all sessions attended.
    lateAfterMinutes: smallint('late_after_minutes').notNull().default(10),
    attendanceFinalAfterMinutes: smallint('attendance_final_after_minutes').notNull().default(1440),
    attendanceThresholdPercent: smallint('attendance_threshold_percent').notNull().default(75),
    // The course record holding the batch's modules, materials, quizzes, tests and discussions (owner 'batch',
    // decision 0041); made on first use.
    contentCourseId: integer('content_course_id')
      .unique()
      .references(() => courses.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('live_class_batches_class_slug_key').on(table.liveClassId, table.slug),
    check(
      'live_class_batches_attendance_rules_check',
      sql`${table.lateAfterMinutes} between 0 and 240 and ${table.attendanceFinalAfterMinutes} between 0 and 43200
        and ${table.attendanceThresholdPercent} between 0 and 100`,
    ),
    check('live_class_batches_price_check', sql`${table.price} >= 0`),
    check(
      'live_class_batches_sale_price_check',
      sql`${table.salePrice} is null or ${table.salePrice} between 0 and ${table.price}`,
    ),
    check('live_class_batches_quota_check', sql`${table.quota} >= 0`),
  ],
);

/** A member in a live-class batch (the course counterpart is `enrollments`). */
export const batchEnrollments = pgTable(
  'batch_enrollments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => liveClassBatches.id, { onDelete: 'cascade' }),
    // Same vocabulary as enrollments.source: purchase | activation_token | corporate | classroom.
    source: varchar('source', { length: 30 }).notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('batch_enrollments_user_batch_key').on(table.userId, table.batchId)],
);

export const corporateTrainings = pgTable('corporate_trainings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: varchar('slug', { length: 150 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  summary: varchar('summary', { length: 400 }).notNull(),
  description: text('description').notNull().default(''),
  topics: jsonb('topics').$type<string[]>().notNull().default([]),
  thumbnailUrl: text('thumbnail_url'),
  durationDays: smallint('duration_days').notNull().default(1),
  published: boolean('published').notNull().default(true),
});

export const trainingGroups = pgTable(
  'training_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => corporateTrainings.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 150 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    // The company the group trains (decision 0044): the same register as the cybersecurity-culture program's.
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // The headcount recorded for a group trained before the platform kept its participants (on site); the public
    // page shows the larger of it and the participants below.
    participantCount: integer('participant_count').notNull().default(0),
    // The author who teaches the group, and the author of its content; null until an admin names one.
    instructorId: integer('instructor_id').references(() => users.id),
    // The course record holding the group's modules, materials, quizzes, tests and discussions (owner 'group',
    // decisions 0041 and 0044); made when the group has an instructor.
    contentCourseId: integer('content_course_id')
      .unique()
      .references(() => courses.id, { onDelete: 'set null' }),
    // The attendance rules of a batch's, for the group's sessions (decision 0045).
    lateAfterMinutes: smallint('late_after_minutes').notNull().default(10),
    attendanceFinalAfterMinutes: smallint('attendance_final_after_minutes').notNull().default(1440),
    attendanceThresholdPercent: smallint('attendance_threshold_percent').notNull().default(75),
  },
  (table) => [
    check(
      'training_groups_attendance_rules_check',
      sql`${table.lateAfterMinutes} between 0 and 240 and ${table.attendanceFinalAfterMinutes} between 0 and 43200
        and ${table.attendanceThresholdPercent} between 0 and 100`,
    ),
    unique('training_groups_training_slug_key').on(table.trainingId, table.slug),
    index('training_groups_corporate_id_idx').on(table.corporateId),
    index('training_groups_instructor_id_idx').on(table.instructorId),
  ],
);

/**
 * A session of a cohort (decision 0045): of a live-class batch or of a corporate-training group, exactly one.
 * Attendance, its corrections and the reminders hang off the session, whichever cohort holds it.
 */
export const batchSessions = pgTable(
  'batch_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id').references(() => liveClassBatches.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => trainingGroups.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // Shown to enrolled participants only.
    meetingUrl: text('meeting_url'),
  },
  (table) => [
    index('batch_sessions_batch_id_idx').on(table.batchId),
    index('batch_sessions_group_id_idx').on(table.groupId),
    check('batch_sessions_cohort_check', sql`(${table.batchId} is null) <> (${table.groupId} is null)`),
  ],
);

/**
 * A person learning in a corporate-training group (decision 0044), the counterpart of `batch_enrollments`: enrolled
 * by an admin (one by one or from a CSV file); `invited_at` is when a new account was made for them and its
 * set-password link sent.
 */
export const trainingGroupParticipants = pgTable(
  'training_group_participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => trainingGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Same vocabulary as enrollments.source; a group's participants come through their company.
    source: varchar('source', { length: 30 }).notNull().default('corporate'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('training_group_participants_group_user_key').on(table.groupId, table.userId),
    index('training_group_participants_user_id_idx').on(table.userId),
  ],
);

/** The public "ajukan pelatihan" form; admins read these. */
export const trainingRequests = pgTable(
  'training_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyName: varchar('company_name', { length: 150 }).notNull(),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    participants: integer('participants').notNull(),
    trainingId: integer('training_id').references(() => corporateTrainings.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('training_requests_created_at_idx').on(table.createdAt)],
);

/** Cyber Insight events. Registration is an order of kind `event` (free events are paid at once). */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 150 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 400 }).notNull(),
    description: text('description').notNull().default(''),
    coverUrl: text('cover_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: varchar('location', { length: 200 }).notNull(),
    price: integer('price').notNull().default(0),
    quota: integer('quota').notNull(),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }).notNull(),
    speakers: jsonb('speakers').$type<{ name: string; title: string }[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_starts_at_idx').on(table.startsAt),
    check('events_price_check', sql`${table.price} >= 0`),
    check('events_quota_check', sql`${table.quota} >= 0`),
  ],
);

export const courseReviews = pgTable(
  'course_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('course_reviews_course_user_key').on(table.courseId, table.userId),
    check('course_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

export const testimonials = pgTable('testimonials', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  role: varchar('role', { length: 150 }).notNull(),
  quote: text('quote').notNull(),
  avatarUrl: text('avatar_url'),
  order: integer('order').notNull().default(0),
});
