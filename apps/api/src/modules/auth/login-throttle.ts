// Slows down password guessing on every login path (strategy 1, 2 and Google share these counters). Failures are
// counted in three database buckets:
// - per account AND address: 10 in 15 minutes, then 429 for that pair only — the owner elsewhere is unaffected;
// - per address: 100 in 15 minutes across accounts (an office or campus shares one address), then 429;
// - per account from anywhere: past 50 in 15 minutes every attempt on that account is answered 2 s later, but
//   never refused, so a stranger spreading guesses over many addresses cannot lock the real owner out.
// The account is the user id when the identifier names one (email and username share a counter), else the
// identifier as typed.
import { statusMessage } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { bucketKey, createRateLimiter, secondsUntilFree, tooManyRequests, type RateLimit } from './rate-limit';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const LOGIN_LIMITS = {
  accountFromAddress: { scope: 'login:account-ip', limit: 10, windowMs: FIFTEEN_MINUTES },
  address: { scope: 'login:ip', limit: 100, windowMs: FIFTEEN_MINUTES },
  account: { scope: 'login:account', limit: 50, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimit>;

/** Spec §8's 429 text, the same on every limited call. */
export const TOO_MANY_LOGINS_MESSAGE = statusMessage(429);

/** How much later an attempt on an account under attack is answered. */
export const ACCOUNT_SLOWDOWN_MS = 2000;

/** The throttle's name for an account: its id when it exists, else what was typed (lower-cased). */
export function accountSubject(userId: number | undefined, identifier: string): string {
  return userId === undefined ? `name:${identifier.toLowerCase()}` : `user:${userId}`;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createLoginThrottle(db: Database, sleep: (ms: number) => Promise<void> = realSleep) {
  const limiter = createRateLimiter(db);
  const keysFor = (account: string, ip: string) => ({
    accountFromAddress: bucketKey(LOGIN_LIMITS.accountFromAddress.scope, `${account}|${ip}`),
    address: bucketKey(LOGIN_LIMITS.address.scope, ip),
    account: bucketKey(LOGIN_LIMITS.account.scope, account),
  });

  return {
    /** Refuses (429) an address that failed too often, overall or on this account; slows an account under attack. */
    async beforeAttempt(account: string, ip: string, now = new Date()): Promise<void> {
      const keys = keysFor(account, ip);
      const buckets = await limiter.read([keys.accountFromAddress, keys.address, keys.account]);
      const waits = [
        secondsUntilFree(buckets.get(keys.accountFromAddress), LOGIN_LIMITS.accountFromAddress, now),
        secondsUntilFree(buckets.get(keys.address), LOGIN_LIMITS.address, now),
      ].filter((seconds): seconds is number => seconds !== null);
      if (waits.length > 0) throw tooManyRequests(Math.max(...waits));
      if (secondsUntilFree(buckets.get(keys.account), LOGIN_LIMITS.account, now) !== null) await sleep(ACCOUNT_SLOWDOWN_MS);
    },

    /** For callers not yet tied to an account (a Google token that does not verify): the address limit only. */
    async beforeAnonymousAttempt(ip: string, now = new Date()): Promise<void> {
      const key = bucketKey(LOGIN_LIMITS.address.scope, ip);
      const seconds = secondsUntilFree((await limiter.read([key])).get(key), LOGIN_LIMITS.address, now);
      if (seconds !== null) throw tooManyRequests(seconds);
    },

    async recordFailure(account: string, ip: string, now = new Date()): Promise<void> {
      const keys = keysFor(account, ip);
      await limiter.hit(keys.accountFromAddress, LOGIN_LIMITS.accountFromAddress, now);
      await limiter.hit(keys.address, LOGIN_LIMITS.address, now);
      await limiter.hit(keys.account, LOGIN_LIMITS.account, now);
    },

    async recordAnonymousFailure(ip: string, now = new Date()): Promise<void> {
      await limiter.hit(bucketKey(LOGIN_LIMITS.address.scope, ip), LOGIN_LIMITS.address, now);
    },

    /** A successful login forgives this address's mistakes on the account (not the address's, nor the account's). */
    async recordSuccess(account: string, ip: string): Promise<void> {
      await limiter.clear([keysFor(account, ip).accountFromAddress]);
    },
  };
}
