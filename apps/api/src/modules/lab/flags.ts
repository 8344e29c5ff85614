// Flags and step answers are never stored or compared in the clear (decision 0035). A static flag is kept as
// HMAC-SHA256 under the lab secret and compared in constant time; a per-user flag is derived from the secret, the user
// and the challenge, so it needs no storage; a regex flag is matched against the whole (length-capped) submission.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LAB_PER_USER_FLAG_PATTERN } from '@akademi-siber/util-contracts';

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** The stored form of a static flag (lower-cased first when the flag is case-insensitive). */
export function flagHash(secret: string, flag: string, caseInsensitive: boolean): string {
  return hmac(secret, `flag:${caseInsensitive ? flag.toLowerCase() : flag}`);
}

/** A text answer as it is compared: trimmed, inner whitespace collapsed, lower-cased when asked. */
export function normaliseAnswer(answer: string, caseInsensitive: boolean): string {
  const collapsed = answer.trim().replace(/\s+/g, ' ');
  return caseInsensitive ? collapsed.toLowerCase() : collapsed;
}

/** The stored form of an exercise step's answer. */
export function answerHash(secret: string, answer: string, caseInsensitive: boolean): string {
  return hmac(secret, `step:${normaliseAnswer(answer, caseInsensitive)}`);
}

/** `AKSB{` + the first 24 hex characters of HMAC(secret, "per-user:<userId>:<challengeId>") + `}`. */
export function perUserFlag(secret: string, userId: number, challengeId: number): string {
  return `AKSB{${hmac(secret, `per-user:${userId}:${challengeId}`).slice(0, 24)}}`;
}

/**
 * A submission in the canonical form of a per-user flag (`AKSB{` + lower-case hex + `}`, so hex typed in capitals
 * is the same flag), or null when it does not have that shape.
 */
export function canonicalPerUserFlag(submission: string): string | null {
  const canonical = /^aksb\{[0-9a-f]{24}\}$/i.test(submission) ? `AKSB{${submission.slice(5).toLowerCase()}` : null;
  return canonical !== null && LAB_PER_USER_FLAG_PATTERN.test(canonical) ? canonical : null;
}

/** Two hex digests compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** Two texts compared in constant time (over their HMACs, so their lengths do not show either). */
export function sameText(secret: string, a: string, b: string): boolean {
  return sameDigest(hmac(secret, `cmp:${a}`), hmac(secret, `cmp:${b}`));
}

/** A regex flag matches the WHOLE submission. Patterns are compiled once they are saved (the schema checks them). */
export function matchesPattern(pattern: string, submission: string, caseInsensitive: boolean): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, caseInsensitive ? 'iu' : 'u').test(submission);
  } catch {
    try {
      return new RegExp(`^(?:${pattern})$`, caseInsensitive ? 'i' : '').test(submission);
    } catch {
      return false;
    }
  }
}

/** Fills a per-user file's placeholders with the downloader's flag: as is, in base64, in hex, or ROT13. */
export function fillFlagPlaceholders(template: string, flag: string): string {
  return template
    .replaceAll('{{FLAG}}', flag)
    .replaceAll('{{FLAG_BASE64}}', Buffer.from(flag, 'utf8').toString('base64'))
    .replaceAll('{{FLAG_HEX}}', Buffer.from(flag, 'utf8').toString('hex'))
    .replaceAll('{{FLAG_ROT13}}', rot13(flag));
}

export function rot13(text: string): string {
  return text.replace(/[a-z]/gi, (char) => {
    const base = char <= 'Z' ? 65 : 97;
    return String.fromCharCode(((char.charCodeAt(0) - base + 13) % 26) + base);
  });
}
