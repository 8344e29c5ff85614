// The cybersecurity lab (issue 17, decision 0035): CTF challenges with their flags, hints, files, every submission and
// the solves; guided exercise labs with ordered steps and each member's progress; per-user WireGuard configurations;
// and the challenges and labs a teacher assigns to a classroom. No flag is stored in the clear: a static flag or a step
// answer is kept as an HMAC-SHA256 under the server's lab secret, a per-user flag is derived from that secret and
// never stored at all (only the hash of one that was handed out, to recognise it when someone else submits it).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { classrooms } from './classrooms';
import { users } from './users';

export const labCategory = pgEnum('lab_category', [
  'web',
  'crypto',
  'forensics',
  'reverse',
  'osint',
  'network',
  'misc',
]);
export const labDifficulty = pgEnum('lab_difficulty', ['easy', 'medium', 'hard']);
export const labValueType = pgEnum('lab_value_type', ['static', 'dynamic']);
export const labFlagKind = pgEnum('lab_flag_kind', ['static', 'regex', 'per_user']);
export const labAnswerKind = pgEnum('lab_answer_kind', ['flag', 'text']);
export const labAssignmentKind = pgEnum('lab_assignment_kind', ['challenge', 'exercise']);

export const labChallenges = pgTable(
  'lab_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 150 }).notNull().unique(),
    title: varchar('title', { length: 150 }).notNull(),
    category: labCategory('category').notNull(),
    difficulty: labDifficulty('difficulty').notNull(),
    // Markdown; the client renders it safely (no raw HTML).
    description: text('description').notNull(),
    // Where an instance runs (`nc lab.akademisiber.id 31337`, a URL); null when the files are the whole challenge.
    connectionInfo: varchar('connection_info', { length: 500 }),
    // Drafts are seen by the staff only; published ones by players within the window.
    published: boolean('published').notNull().default(false),
    visibleFrom: timestamp('visible_from', { withTimezone: true }),
    visibleUntil: timestamp('visible_until', { withTimezone: true }),
    // Locked for a player until they solved this one.
    prerequisiteId: integer('prerequisite_id').references((): AnyPgColumn => labChallenges.id, {
      onDelete: 'set null',
    }),
    valueType: labValueType('value_type').notNull().default('static'),
    // Static: the value. Dynamic (CTFd's formula, decision 0035): the first solver's value, falling towards
    // `minimum_value`, which it reaches at `decay` solves.
    initialValue: integer('initial_value').notNull(),
    minimumValue: integer('minimum_value').notNull().default(0),
    decay: integer('decay').notNull().default(1),
    // Submissions a player may make (null: unlimited); exact under concurrency (lab_attempts).
    maxAttempts: integer('max_attempts'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lab_challenges_category_idx').on(table.category),
    check('lab_challenges_values_check', sql`${table.initialValue} >= 0 and ${table.minimumValue} >= 0`),
    check('lab_challenges_minimum_check', sql`${table.minimumValue} <= ${table.initialValue}`),
    check('lab_challenges_decay_check', sql`${table.decay} >= 1`),
    check('lab_challenges_max_attempts_check', sql`${table.maxAttempts} is null or ${table.maxAttempts} >= 1`),
    check(
      'lab_challenges_window_check',
      sql`${table.visibleFrom} is null or ${table.visibleUntil} is null or ${table.visibleFrom} <
        ${table.visibleUntil}`,
    ),
  ],
);

export const labFlags = pgTable(
  'lab_flags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => labChallenges.id, { onDelete: 'cascade' }),
    kind: labFlagKind('kind').notNull(),
    // static: hex HMAC-SHA256 of the flag (lower-cased first when case-insensitive); null for the other kinds.
    flagHash: varchar('flag_hash', { length: 64 }),
    // regex: the pattern, matched against the whole submission; never sent to anyone.
    pattern: varchar('pattern', { length: 500 }),
    caseInsensitive: boolean('case_insensitive').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lab_flags_challenge_id_idx').on(table.challengeId),
    check(
      'lab_flags_kind_check',
      sql`(${table.kind} = 'static' and ${table.flagHash} is not null and ${table.pattern} is null)
        or (${table.kind} = 'regex' and ${table.pattern} is not null and ${table.flagHash} is null)
        or (${table.kind} = 'per_user' and ${table.flagHash} is null and ${table.pattern} is null)`,
    ),
  ],
);

/** A per-user flag that was handed out (in a per-user file): its hash, so another user submitting it is caught. */
export const labIssuedFlags = pgTable(
  'lab_issued_flags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => labChallenges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flagHash: varchar('flag_hash', { length: 64 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('lab_issued_flags_challenge_user_key').on(table.challengeId, table.userId),
    index('lab_issued_flags_challenge_hash_idx').on(table.challengeId, table.flagHash),
  ],
);

/** A hint on a challenge or on one step of an exercise lab (exactly one of the two). */
export const labHints = pgTable(
  'lab_hints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    challengeId: integer('challenge_id').references(() => labChallenges.id, { onDelete: 'cascade' }),
    stepId: integer('step_id').references((): AnyPgColumn => labExerciseSteps.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(1),
    // Taken off this challenge's reward for whoever unlocks it (never below 0); 0 = free.
    cost: integer('cost').notNull().default(0),
    body: text('body').notNull(),
  },
  (table) => [
    index('lab_hints_challenge_id_idx').on(table.challengeId),
    index('lab_hints_step_id_idx').on(table.stepId),
    check('lab_hints_cost_check', sql`${table.cost} >= 0`),
    check('lab_hints_owner_check', sql`(${table.challengeId} is null) <> (${table.stepId} is null)`),
  ],
);

export const labHintUnlocks = pgTable(
  'lab_hint_unlocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hintId: integer('hint_id')
      .notNull()
      .references(() => labHints.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The cost when it was unlocked: a later change of the hint's cost does not change what this player pays.
    cost: integer('cost').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('lab_hint_unlocks_hint_user_key').on(table.hintId, table.userId),
    index('lab_hint_unlocks_user_id_idx').on(table.userId),
  ],
);

export const labAttachments = pgTable(
  'lab_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => labChallenges.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 150 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    // A key of the storage interface (modules/storage).
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    // A text file whose {{FLAG}} placeholders are filled with the downloader's own per-user flag.
    perUser: boolean('per_user').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lab_attachments_challenge_id_idx').on(table.challengeId)],
);

/**
 * One row per player and challenge, counting the submissions that were checked. A submission takes its slot with one
 * conditional upsert (`attempts < max`), which also row-locks the pair until its transaction ends, so parallel
 * submissions of one player to one challenge are checked one at a time and never pass the limit.
 */
export const labAttempts = pgTable(
  'lab_attempts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => labChallenges.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('lab_attempts_user_challenge_key').on(table.userId, table.challengeId)],
);

/** Every checked submission: who, when, whether it was right, and whose per-user flag it was when not the sender's. */
export const labSubmissions = pgTable(
  'lab_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => labChallenges.id, { onDelete: 'cascade' }),
    correct: boolean('correct').notNull(),
    // Set when the sender submitted another user's per-user flag: both are suspects.
    flagOwnerId: integer('flag_owner_id').references(() => users.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lab_submissions_challenge_user_idx').on(table.challengeId, table.userId),
    index('lab_submissions_submitted_at_idx').on(table.submittedAt),
    index('lab_submissions_suspicious_idx')
      .on(table.submittedAt)
      .where(sql`${table.flagOwnerId} is not null`),
  ],
);

export const labSolves = pgTable(
  'lab_solves',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      // A challenge someone solved is hidden, not deleted: the points it gave stay explained.
      .references(() => labChallenges.id, { onDelete: 'restrict' }),
    // What this solve was awarded and keeps (the value then, minus the hints this player unlocked).
    points: integer('points').notNull(),
    xp: integer('xp').notNull(),
    firstBlood: boolean('first_blood').notNull().default(false),
    solvedAt: timestamp('solved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('lab_solves_user_challenge_key').on(table.userId, table.challengeId),
    uniqueIndex('lab_solves_first_blood_key')
      .on(table.challengeId)
      .where(sql`${table.firstBlood}`),
    index('lab_solves_challenge_id_idx').on(table.challengeId),
    index('lab_solves_solved_at_idx').on(table.solvedAt),
    check('lab_solves_points_check', sql`${table.points} >= 0 and ${table.xp} >= 0`),
  ],
);

/** The lab's own settings, one row (id 1): the scoreboard freeze. */
export const labSettings = pgTable(
  'lab_settings',
  {
    id: smallint('id').primaryKey().default(1),
    // After this moment players see the scoreboard as it was then; the staff still see it live.
    scoreboardFrozenAt: timestamp('scoreboard_frozen_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('lab_settings_single_row_check', sql`${table.id} = 1`)],
);

export const labExercises = pgTable('lab_exercises', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: varchar('slug', { length: 150 }).notNull().unique(),
  title: varchar('title', { length: 150 }).notNull(),
  category: labCategory('category').notNull(),
  difficulty: labDifficulty('difficulty').notNull(),
  summary: varchar('summary', { length: 500 }).notNull().default(''),
  // Markdown: what the lab is about and what to prepare.
  description: text('description').notNull().default(''),
  // Awarded once, on completing every step.
  points: integer('points').notNull().default(0),
  xp: integer('xp').notNull().default(0),
  published: boolean('published').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const labExerciseSteps = pgTable(
  'lab_exercise_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => labExercises.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    // Markdown instructions.
    body: text('body').notNull(),
    answerKind: labAnswerKind('answer_kind').notNull(),
    // HMAC-SHA256 of the normalised answer (a text answer: trimmed, inner spaces collapsed, lower-cased).
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    caseInsensitive: boolean('case_insensitive').notNull().default(true),
    // What the answer looks like, shown to the player (e.g. "AKSB{...}" or "satu kata").
    answerFormat: varchar('answer_format', { length: 100 }),
  },
  (table) => [unique('lab_exercise_steps_exercise_position_key').on(table.exerciseId, table.position)],
);

export const labExerciseProgress = pgTable(
  'lab_exercise_progress',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => labExercises.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // What completing it awarded and keeps: the lab's points less the hints this player unlocked, XP in proportion.
    awardedPoints: integer('awarded_points'),
    awardedXp: integer('awarded_xp'),
  },
  (table) => [
    unique('lab_exercise_progress_user_exercise_key').on(table.userId, table.exerciseId),
    index('lab_exercise_progress_exercise_id_idx').on(table.exerciseId),
  ],
);

export const labStepAnswers = pgTable(
  'lab_step_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => labExerciseSteps.id, { onDelete: 'cascade' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('lab_step_answers_user_step_key').on(table.userId, table.stepId)],
);

/**
 * A user's WireGuard peer on the lab network: only the public key is kept (the private key is in the one file the
 * user downloaded). At most one active configuration per user; regenerating revokes the old one.
 */
export const labVpnConfigs = pgTable(
  'lab_vpn_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: varchar('public_key', { length: 44 }).notNull().unique(),
    // The peer's tunnel address (`10.x.y.z/32`), derived from the row id so no two configurations share one.
    address: varchar('address', { length: 18 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lab_vpn_configs_one_active_key')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/** A challenge or an exercise lab a teacher gave a classroom, with an optional due date (later solves are "late"). */
export const labAssignments = pgTable(
  'lab_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    kind: labAssignmentKind('kind').notNull(),
    challengeId: integer('challenge_id').references(() => labChallenges.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id').references(() => labExercises.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('lab_assignments_classroom_challenge_key').on(table.classroomId, table.challengeId),
    unique('lab_assignments_classroom_exercise_key').on(table.classroomId, table.exerciseId),
    check(
      'lab_assignments_kind_check',
      sql`(${table.kind} = 'challenge' and ${table.challengeId} is not null and ${table.exerciseId} is null)
        or (${table.kind} = 'exercise' and ${table.exerciseId} is not null and ${table.challengeId} is null)`,
    ),
  ],
);
