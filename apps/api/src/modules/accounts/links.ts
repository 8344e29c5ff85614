// The links the API emails. Verification and reset links carry a random single-use token (256 bits; only its
// SHA-256 is stored, in account_link_tokens). Unsubscribe links are signed instead (HMAC with APP_SECRET over the
// user id and an expiry): clicking one twice does no harm, so nothing needs storing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config';
import { hashToken } from '../auth';

/** `change_email` links confirm a new address (decision 0023) and open the same page as `verify_email` ones. */
export type LinkPurpose = 'verify_email' | 'reset_password' | 'change_email';

export interface NewLinkToken {
  token: string;
  tokenHash: string;
}

export function newLinkToken(): NewLinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** Absolute URLs on PUBLIC_URL, as the accounts contract names them. */
export function linkUrls(publicUrl: string) {
  return {
    verifyEmail: (token: string) => `${publicUrl}/auth-verification/${encodeURIComponent(token)}`,
    resetPassword: (token: string) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
    unsubscribe: (token: string) => `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
    forgotPassword: () => `${publicUrl}/lupa-password`,
    login: () => `${publicUrl}/login`,
  };
}

function unsubscribeSignature(userId: number, expiresAtSeconds: number, secret: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${expiresAtSeconds}`).digest('base64url');
}

/** `<user id>.<expiry, epoch seconds>.<signature>` */
export function signUnsubscribeToken(
  userId: number,
  config: Pick<AppConfig, 'appSecret' | 'links'>,
  now = new Date(),
): string {
  const expiresAtSeconds = Math.floor(now.getTime() / 1000) + config.links.unsubscribeDays * 24 * 60 * 60;
  return `${userId}.${expiresAtSeconds}.${unsubscribeSignature(userId, expiresAtSeconds, config.appSecret)}`;
}

export type UnsubscribeCheck = { status: 'valid'; userId: number } | { status: 'invalid' } | { status: 'expired' };

export function checkUnsubscribeToken(token: string, secret: string, now = new Date()): UnsubscribeCheck {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { status: 'invalid' };
  const [, userIdText, expiresText, signature] = match;
  const userId = Number(userIdText);
  const expected = Buffer.from(unsubscribeSignature(userId, Number(expiresText), secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { status: 'invalid' };
  // Checked after the signature, so that only a link we made can be told apart as expired.
  if (Number(expiresText) * 1000 <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', userId };
}
