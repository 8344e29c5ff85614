// Quizzes (one per module) and exams (one per course) with their question bank, and each member's attempts
// (docs/product.md, "Learning"; docs/decisions/0018-quizzes-and-exams.md).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { courseModules, courses } from './learning';
import { users } from './users';

export const assessmentKind = pgEnum('assessment_kind', ['quiz', 'exam', 'pre_test', 'post_test']);
export const questionType = pgEnum('question_type', ['single', 'multiple', 'short']);

export const assessments = pgTable(
  'assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: assessmentKind('kind').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    // Set for a quiz (its module), null for an exam (the whole course).
    moduleId: integer('module_id').references(() => courseModules.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    timeLimitMinutes: smallint('time_limit_minutes').notNull(),
    attemptLimit: smallint('attempt_limit').notNull(),
    passingScore: smallint('passing_score').notNull(),
    shuffle: boolean('shuffle').notNull().default(true),
    // In a working copy (decision 0053): the published assessment this one is the copy of; null when added there.
    sourceId: integer('source_id').references((): AnyPgColumn => assessments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('assessments_quiz_module_key')
      .on(table.moduleId)
      .where(sql`${table.kind} = 'quiz'`),
    uniqueIndex('assessments_exam_course_key')
      .on(table.courseId)
      .where(sql`${table.kind} = 'exam'`),
    // A batch's content has at most one pre-test and one post-test (decision 0041).
    uniqueIndex('assessments_pre_test_course_key')
      .on(table.courseId)
      .where(sql`${table.kind} = 'pre_test'`),
    uniqueIndex('assessments_post_test_course_key')
      .on(table.courseId)
      .where(sql`${table.kind} = 'post_test'`),
    check('assessments_module_check', sql`(${table.kind} = 'quiz') = (${table.moduleId} is not null)`),
    check('assessments_time_limit_check', sql`${table.timeLimitMinutes} between 1 and 600`),
    check('assessments_attempt_limit_check', sql`${table.attemptLimit} between 1 and 100`),
    check('assessments_passing_score_check', sql`${table.passingScore} between 0 and 100`),
  ],
);

export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    type: questionType('type').notNull(),
    prompt: text('prompt').notNull(),
    // Shown in the review after submit, never before.
    explanation: text('explanation').notNull().default(''),
    order: integer('order').notNull(),
    points: smallint('points').notNull().default(1),
    // In a working copy (decision 0053): the published question this one is the copy of; null when added there.
    sourceId: integer('source_id').references((): AnyPgColumn => assessmentQuestions.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('assessment_questions_assessment_id_idx').on(table.assessmentId),
    check('assessment_questions_points_check', sql`${table.points} between 1 and 100`),
  ],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => assessmentQuestions.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 500 }).notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    order: integer('order').notNull(),
    // In a working copy (decision 0053): the published option this one is the copy of, so members' saved answers
    // keep pointing at the option they chose when the new version is published.
    sourceId: integer('source_id').references((): AnyPgColumn => questionOptions.id, { onDelete: 'set null' }),
  },
  (table) => [index('question_options_question_id_idx').on(table.questionId)],
);

// A short-answer question is right when the member's text, normalised (trimmed, lower-case, inner spaces
// collapsed), equals one of these, normalised the same way.
export const questionAcceptedAnswers = pgTable(
  'question_accepted_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => assessmentQuestions.id, { onDelete: 'cascade' }),
    answer: varchar('answer', { length: 200 }).notNull(),
  },
  (table) => [index('question_accepted_answers_question_id_idx').on(table.questionId)],
);

/** The order the member sees: question ids, and for choice questions the option ids, as shuffled at start. */
export type AttemptLayout = { questionId: number; optionIds: number[] }[];

/** Saved answers by question id: chosen option ids (single/multiple) or the typed text (short). */
export type SavedAnswers = Record<string, { optionIds?: number[]; text?: string }>;

export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    // Set by the server at start (started_at + time limit); the only clock that counts.
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: smallint('score'),
    passed: boolean('passed'),
    layout: jsonb('layout').$type<AttemptLayout>().notNull(),
    answers: jsonb('answers').$type<SavedAnswers>().notNull().default({}),
    answersSavedAt: timestamp('answers_saved_at', { withTimezone: true }),
  },
  (table) => [
    index('assessment_attempts_user_assessment_idx').on(table.userId, table.assessmentId),
    // At most one attempt in progress per member and assessment, even when two starts race.
    uniqueIndex('assessment_attempts_open_key')
      .on(table.userId, table.assessmentId)
      .where(sql`${table.submittedAt} is null`),
    check('assessment_attempts_score_check', sql`${table.score} is null or ${table.score} between 0 and 100`),
  ],
);
