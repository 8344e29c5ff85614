// Fixed-window counters in the database (`rate_limit_buckets`), shared by every API instance (docs/architecture.md: no
// counter may live in one process). A bucket key is `<scope>:<sha256 of the subject>`: a fixed length whatever the
// client sends (lower-casing can lengthen text, X-Forwarded-For is free text behind a proxy), and no stored trace
// of what people typed into a form, which is sometimes a password.
import { createHash } from 'node:crypto';
import { statusMessage } from '@akademi-siber/util-contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';
import { ApiError } from '../../plugins/errors';

export interface RateLimit {
  /** Key prefix, e.g. `login:ip`. */
  scope: string;
  limit: number;
  windowMs: number;
}

export interface Bucket {
  key: string;
  hits: number;
  windowStartedAt: Date;
}

export function bucketKey(scope: string, subject: string): string {
  return `${scope}:${createHash('sha256').update(subject).digest('hex')}`;
}

/** Seconds until the bucket's window ends when it is full, else null. */
export function secondsUntilFree(bucket: Bucket | undefined, rule: RateLimit, now: Date): number | null {
  if (!bucket) return null;
  const windowEndsAt = bucket.windowStartedAt.getTime() + rule.windowMs;
  if (bucket.hits < rule.limit || windowEndsAt <= now.getTime()) return null;
  // A window the database started a moment after `now` (its clock, not this process's) still lasts no longer than
  // the window itself.
  return Math.min(Math.ceil(rule.windowMs / 1000), Math.max(1, Math.ceil((windowEndsAt - now.getTime()) / 1000)));
}

/** The 429 of spec §8, with the seconds to wait in Retry-After. */
export function tooManyRequests(retryAfterSeconds: number): ApiError {
  return new ApiError(429, statusMessage(429), { 'Retry-After': String(retryAfterSeconds) });
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function createRateLimiter(db: Database) {
  return {
    async read(keys: readonly string[]): Promise<Map<string, Bucket>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select()
        .from(rateLimitBuckets)
        .where(inArray(rateLimitBuckets.key, [...keys]));
      return new Map(rows.map((row) => [row.key, row]));
    },

    /** Counts one hit in one atomic statement and returns the bucket after it; a passed window starts over at 1. */
    async hit(key: string, rule: RateLimit, now = new Date()): Promise<Bucket> {
      const nowText = now.toISOString();
      const windowStartText = new Date(now.getTime() - rule.windowMs).toISOString();
      const expired = sql`${rateLimitBuckets.windowStartedAt} <= ${windowStartText}::timestamptz`;
      const [bucket] = await db
        .insert(rateLimitBuckets)
        .values({ key, windowStartedAt: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitBuckets.hits} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${nowText}::timestamptz else
              ${rateLimitBuckets.windowStartedAt} end`,
          },
        })
        .returning();
      return bucket;
    },

    /**
     * Counts a request against a limit and refuses it (429) once the limit is passed: for calls that are limited
     * whether or not they succeed (registration, emailed links).
     */
    async consume(subject: string, rule: RateLimit, now = new Date()): Promise<void> {
      const bucket = await this.hit(bucketKey(rule.scope, subject), rule, now);
      if (bucket.hits > rule.limit) {
        throw tooManyRequests(
          Math.max(1, Math.ceil((bucket.windowStartedAt.getTime() + rule.windowMs - now.getTime()) / 1000)),
        );
      }
    },

    /** Like `consume`, but answers whether the request is still within the limit instead of refusing it. */
    async withinLimit(subject: string, rule: RateLimit, now = new Date()): Promise<boolean> {
      const bucket = await this.hit(bucketKey(rule.scope, subject), rule, now);
      return bucket.hits <= rule.limit;
    },

    /**
     * Runs `attempt` unless the subject is over its limit of failures (429 with Retry-After, checked before anything
     * else); an error that `isFailure` names counts one failure and is thrown on. Successes never count.
     */
    async limitFailures<T>(
      subject: string,
      rule: RateLimit,
      attempt: () => Promise<T>,
      isFailure: (error: unknown) => boolean,
    ): Promise<T> {
      const key = bucketKey(rule.scope, subject);
      const now = new Date();
      const wait = secondsUntilFree((await this.read([key])).get(key), rule, now);
      if (wait !== null) throw tooManyRequests(wait);
      try {
        return await attempt();
      } catch (error) {
        if (isFailure(error)) await this.hit(key, rule, now);
        throw error;
      }
    },

    /** Gives back one hit counted by `hit`, unless its window has ended since (a new window owes nothing). */
    async release(bucket: Bucket): Promise<void> {
      await db
        .update(rateLimitBuckets)
        .set({ hits: sql`${rateLimitBuckets.hits} - 1` })
        .where(
          and(
            eq(rateLimitBuckets.key, bucket.key),
            eq(rateLimitBuckets.windowStartedAt, bucket.windowStartedAt),
            gt(rateLimitBuckets.hits, 0),
          ),
        );
    },

    async clear(keys: readonly string[]): Promise<void> {
      if (keys.length > 0) await db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, [...keys]));
    },
  };
}
