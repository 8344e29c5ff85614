// Limits password guessing wherever a password is checked: the normal login (strategies 1 and 2), the current
// password of change-password and of the profile's email change and account deletion. Google sign-in (strategy 3)
// checks no password: it only honours the address limits. Three database buckets (decision 0025):
// - per account, from anywhere: at most ACCOUNT_GUESS_CAP password checks in a 15-minute window. A slot is taken
//   in one atomic statement BEFORE the password is checked, so neither concurrency nor many addresses nor many API
//   processes get more checks through; a right password gives its slot back. Past the cap every attempt, even
//   with the right password (else the answer would still tell it), is refused with 429 unchecked. The owner still
//   gets in: a password reset (emailed link) clears the account's cap and lets the address that reset it past
//   the cap for a window;
// - per account AND address: 10 failures in 15 minutes, then 429 for that pair only;
// - per address: 100 failures in 15 minutes across accounts (an office or campus shares one address), then 429.
// The account is the user id when the identifier names one (email and username share a counter), else the
// identifier as typed, so an unknown account answers exactly like a known one.
import { statusMessage } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { bucketKey, createRateLimiter, secondsUntilFree, tooManyRequests, type RateLimit } from './rate-limit';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Password checks one account may have in one window, whatever the addresses and however parallel. */
export const ACCOUNT_GUESS_CAP = 20;

export const LOGIN_LIMITS = {
  accountFromAddress: { scope: 'login:account-ip', limit: 10, windowMs: FIFTEEN_MINUTES },
  address: { scope: 'login:ip', limit: 100, windowMs: FIFTEEN_MINUTES },
  account: { scope: 'login:account', limit: ACCOUNT_GUESS_CAP, windowMs: FIFTEEN_MINUTES },
  /** Set by a password reset: this address may go past the account's cap (still within its pair limit). */
  resetAddress: { scope: 'login:reset-ip', limit: 1, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimit>;

/** Spec §8's 429 text, for the address limits. */
export const TOO_MANY_LOGINS_MESSAGE = statusMessage(429);

/** The account's cap: says how the owner gets in anyway. The same for unknown accounts (no enumeration). */
export const ACCOUNT_CAPPED_MESSAGE =
  'Terlalu banyak percobaan password untuk akun ini. Coba lagi nanti, atau pakai "Lupa password?" untuk ' +
  'mengatur ulang password lewat email.';

/** The throttle's name for an account: its id when it exists, else what was typed (lower-cased). */
export function accountSubject(userId: number | undefined, identifier: string): string {
  return userId === undefined ? `name:${identifier.toLowerCase()}` : `user:${userId}`;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(db: Database) {
  const limiter = createRateLimiter(db);
  const keysFor = (account: string, ip: string) => ({
    accountFromAddress: bucketKey(LOGIN_LIMITS.accountFromAddress.scope, `${account}|${ip}`),
    address: bucketKey(LOGIN_LIMITS.address.scope, ip),
    account: bucketKey(LOGIN_LIMITS.account.scope, account),
    resetAddress: bucketKey(LOGIN_LIMITS.resetAddress.scope, `${account}|${ip}`),
  });

  /**
   * Refuses (429) an address that failed too often, overall or on this account; answers whether it reset the password.
   */
  async function checkAddress(account: string, ip: string, now: Date): Promise<{ resetHere: boolean }> {
    const keys = keysFor(account, ip);
    const buckets = await limiter.read([keys.accountFromAddress, keys.address, keys.resetAddress]);
    const waits = [
      secondsUntilFree(buckets.get(keys.accountFromAddress), LOGIN_LIMITS.accountFromAddress, now),
      secondsUntilFree(buckets.get(keys.address), LOGIN_LIMITS.address, now),
    ].filter((seconds): seconds is number => seconds !== null);
    if (waits.length > 0) throw tooManyRequests(Math.max(...waits));
    return { resetHere: secondsUntilFree(buckets.get(keys.resetAddress), LOGIN_LIMITS.resetAddress, now) !== null };
  }

  async function recordFailure(account: string, ip: string, now = new Date()): Promise<void> {
    const keys = keysFor(account, ip);
    await limiter.hit(keys.accountFromAddress, LOGIN_LIMITS.accountFromAddress, now);
    await limiter.hit(keys.address, LOGIN_LIMITS.address, now);
  }

  return {
    /**
     * Runs `check` (the argon2 verification) only within the limits above, and answers its verdict. The account's
     * slot is taken first; past the cap the answer is 429 and `check` never runs.
     */
    async checkPassword(
      account: string,
      ip: string,
      check: () => Promise<boolean>,
      now = new Date(),
    ): Promise<boolean> {
      const { resetHere } = await checkAddress(account, ip, now);
      const slot = await limiter.hit(keysFor(account, ip).account, LOGIN_LIMITS.account, now);
      if (slot.hits > ACCOUNT_GUESS_CAP && !resetHere) {
        const retryAfter = secondsUntilFree({ ...slot, hits: ACCOUNT_GUESS_CAP }, LOGIN_LIMITS.account, now) ?? 1;
        throw new ApiError(429, ACCOUNT_CAPPED_MESSAGE, { 'Retry-After': String(retryAfter) });
      }
      let valid: boolean;
      try {
        valid = await check();
      } catch (error) {
        await limiter.release(slot);
        throw error;
      }
      if (valid) {
        await limiter.release(slot);
        // A successful login forgives this address's mistakes on the account (not the address's, nor the account's).
        await limiter.clear([keysFor(account, ip).accountFromAddress]);
      } else {
        await recordFailure(account, ip, now);
      }
      return valid;
    },

    /** Google sign-in: no password, so no slot; an address locked out of the account stays out here too. */
    async beforeTrustedLogin(account: string, ip: string, now = new Date()): Promise<void> {
      await checkAddress(account, ip, now);
      await limiter.clear([keysFor(account, ip).accountFromAddress]);
    },

    /** For callers not yet tied to an account (a Google token that does not verify): the address limit only. */
    async beforeAnonymousAttempt(ip: string, now = new Date()): Promise<void> {
      const key = bucketKey(LOGIN_LIMITS.address.scope, ip);
      const seconds = secondsUntilFree((await limiter.read([key])).get(key), LOGIN_LIMITS.address, now);
      if (seconds !== null) throw tooManyRequests(seconds);
    },

    async recordAnonymousFailure(ip: string, now = new Date()): Promise<void> {
      await limiter.hit(bucketKey(LOGIN_LIMITS.address.scope, ip), LOGIN_LIMITS.address, now);
    },

    /**
     * After a password reset (the owner proved the inbox): the account's cap starts over, the resetting address
     * forgets its failures on the account and may go past the cap for a window, so a stranger who keeps the cap
     * full cannot keep the owner out.
     */
    async afterPasswordReset(account: string, ip: string, now = new Date()): Promise<void> {
      const keys = keysFor(account, ip);
      await limiter.clear([keys.account, keys.accountFromAddress]);
      await limiter.hit(keys.resetAddress, LOGIN_LIMITS.resetAddress, now);
    },
  };
}
