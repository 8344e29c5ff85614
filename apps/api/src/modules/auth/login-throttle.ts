// Slows down password guessing: failed logins are counted per account identifier and per client IP in
// database buckets (shared by every API instance); over the limit the login answers 429 until the window ends.
import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';
import { ApiError } from '../../plugins/errors';

const WINDOW_MS = 15 * 60 * 1000;
/** Enough for a person who mistypes; far too few for guessing. */
const MAX_FAILURES_PER_ACCOUNT = 10;
/** Higher, because an office or campus shares one address. */
const MAX_FAILURES_PER_IP = 100;

export const TOO_MANY_LOGINS_MESSAGE = 'Terlalu banyak percobaan login. Silakan coba lagi dalam beberapa menit.';

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Bucket keys hold a SHA-256 of the identifier and of the address: a fixed length whatever the client sends
 * (lower-casing can lengthen text, `İ` becomes two characters, and X-Forwarded-For is free text behind a proxy),
 * and no stored trace of what people typed into the login form, which is sometimes a password.
 */
export function accountBucketKey(identifier: string): string {
  return `login:account:${sha256(identifier.toLowerCase())}`;
}

function ipBucketKey(ip: string): string {
  return `login:ip:${sha256(ip)}`;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function createLoginThrottle(db: Database) {
  const keysFor = (identifier: string, ip: string) => ({ account: accountBucketKey(identifier), ip: ipBucketKey(ip) });

  return {
    /** Throws 429 when either bucket is full inside its current window. */
    async assertAllowed(identifier: string, ip: string, now = new Date()) {
      const keys = keysFor(identifier, ip);
      const buckets = await db
        .select()
        .from(rateLimitBuckets)
        .where(inArray(rateLimitBuckets.key, [keys.account, keys.ip]));
      for (const bucket of buckets) {
        const limit = bucket.key === keys.account ? MAX_FAILURES_PER_ACCOUNT : MAX_FAILURES_PER_IP;
        const windowEndsAt = bucket.windowStartedAt.getTime() + WINDOW_MS;
        if (bucket.hits >= limit && windowEndsAt > now.getTime()) {
          const retryAfterSeconds = Math.ceil((windowEndsAt - now.getTime()) / 1000);
          throw new ApiError(429, TOO_MANY_LOGINS_MESSAGE, { 'Retry-After': String(retryAfterSeconds) });
        }
      }
    },

    async recordFailure(identifier: string, ip: string, now = new Date()) {
      const keys = keysFor(identifier, ip);
      const nowText = now.toISOString();
      const windowStartText = new Date(now.getTime() - WINDOW_MS).toISOString();
      // A bucket whose window has passed starts over at 1 instead of counting on.
      const expired = sql`${rateLimitBuckets.windowStartedAt} <= ${windowStartText}::timestamptz`;
      await db
        .insert(rateLimitBuckets)
        .values([keys.account, keys.ip].map((key) => ({ key, windowStartedAt: now, hits: 1 })))
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitBuckets.hits} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${nowText}::timestamptz else ${rateLimitBuckets.windowStartedAt} end`,
          },
        });
    },

    /** A successful login forgives the account's earlier mistakes (not the IP's). */
    async clearAccount(identifier: string, ip: string) {
      await db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, [keysFor(identifier, ip).account]));
    },
  };
}
