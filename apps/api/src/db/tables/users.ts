// People and their sessions (docs/product.md, "Accounts and sessions").
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 50 }).notNull().unique(),
    name: varchar('name', { length: 100 }).notNull(),
    // Stored lower-case so the unique constraint also catches case variants.
    email: varchar('email', { length: 254 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    idRole: smallint('id_role').notNull(),
    avatarUrl: text('avatar_url'),
    /** The uploaded avatar's storage key (UPLOAD_DIR); `avatar_url` is where it is served (migration 0015). */
    avatarKey: varchar('avatar_key', { length: 200 }),
    bio: text('bio'),
    // The staff's profile (decision 0049): what they teach and where to find them, shown on courses and bylines.
    expertise: jsonb('expertise').$type<string[]>().notNull().default([]),
    links: jsonb('links').$type<{ kind: string; url: string }[]>().notNull().default([]),
    // The member's profile (decision 0023): contact fields and what the public page `/{username}` may show.
    phone: varchar('phone', { length: 20 }),
    city: varchar('city', { length: 100 }),
    institution: varchar('institution', { length: 150 }),
    showBio: boolean('show_bio').notNull().default(true),
    showLocation: boolean('show_location').notNull().default(false),
    showFinishedCourses: boolean('show_finished_courses').notNull().default(false),
    showCertificates: boolean('show_certificates').notNull().default(false),
    showXp: boolean('show_xp').notNull().default(true),
    /** False for an account made by Google sign-in, whose password is random and unknown to its owner. */
    hasPassword: boolean('has_password').notNull().default(true),
    /** The profile kept from the old platform, read-only (`/member/profil-old-cda`, decision 0023). */
    legacyProfile: jsonb('legacy_profile').$type<Record<string, string | null>>(),
    point: integer('point').notNull().default(0),
    xp: integer('xp').notNull().default(0),
    // Spelled as the client expects (spec §3).
    subscribtionCourseEndDate: date('subscribtion_course_end_date', { mode: 'string' }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set by the unsubscribe link: no more non-transactional email (verification and reset mail still go out). */
    emailOptOutAt: timestamp('email_opt_out_at', { withTimezone: true }),
    /** The Google account (`sub` of its ID token) linked by a Google sign-in; members only. */
    googleSub: varchar('google_sub', { length: 255 }).unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set by an admin (decision 0050): no login, no session, until reactivated; the account and its data stay. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (table) => [
    check('users_id_role_check', sql`${table.idRole} between 1 and 5`),
    check('users_point_check', sql`${table.point} >= 0`),
    check('users_xp_check', sql`${table.xp} >= 0`),
    index('users_created_at_idx').on(table.createdAt),
    index('users_avatar_url_idx')
      .on(table.avatarUrl)
      .where(sql`${table.avatarUrl} IS NOT NULL`),
  ],
);

/** Opaque bearer tokens: only the SHA-256 of the token is kept, so a database leak does not leak sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why the token was revoked (a SESSION_END_REASONS value), sent back with the 401 so the client can say why. */
    revokedReason: varchar('revoked_reason', { length: 20 }),
    userAgent: varchar('user_agent', { length: 255 }),
  },
  (table) => [index('auth_tokens_user_id_idx').on(table.userId)],
);

/**
 * Single-use links sent by email: email verification and password reset. Like session tokens, only the SHA-256 of
 * the token is stored; a link stops working once used or past `expires_at`.
 */
export const accountLinkTokens = pgTable(
  'account_link_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** For `change_email`: the address the link was sent to, which becomes the account's once the link is used. */
    newEmail: varchar('new_email', { length: 254 }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'account_link_tokens_purpose_check',
      sql`${table.purpose} in ('verify_email', 'reset_password', 'change_email')`,
    ),
    index('account_link_tokens_user_id_idx').on(table.userId, table.purpose),
  ],
);

/** What admins changed on an account (decision 0050): a role, a deactivation, a reactivation — who, when, from, to. */
export const userAuditLog = pgTable(
  'user_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who made the change; kept (null) when that account is removed. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 20 }).notNull(),
    fromValue: varchar('from_value', { length: 40 }),
    toValue: varchar('to_value', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_audit_log_action_check', sql`${table.action} in ('role_changed', 'deactivated', 'reactivated')`),
    index('user_audit_log_user_id_idx').on(table.userId, table.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    // Where the notification leads inside the site (a path starting with "/"), e.g. the order it is about; null =
    // nowhere in particular (migration 0008).
    link: varchar('link', { length: 300 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_id_idx').on(table.userId)],
);
