// Single-use download tokens: the spec's token helper (§7, "GET caller-given path, reads data.token") fetches one
// with the Bearer header, then the browser downloads the file natively with `?token=` — a plain link cannot send
// an Authorization header. Only the SHA-256 is stored; the row says which file it opens and for whom.
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const downloadTokens = pgTable(
  'download_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // What the token opens, e.g. `corporate-members:1:1`; a token for one file never opens another.
    resource: varchar('resource', { length: 120 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('download_tokens_expires_at_idx').on(table.expiresAt)],
);
