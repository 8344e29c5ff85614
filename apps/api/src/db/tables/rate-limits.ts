// Fixed-window counters for rate limits (login now, flag submission later). They live in the database, not in
// process memory, because N API instances run behind a load balancer (docs/architecture.md).
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: varchar('key', { length: 300 }).primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  hits: integer('hits').notNull().default(0),
});
