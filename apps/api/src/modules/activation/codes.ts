// Activation codes (decision 0012): 12 characters from an alphabet without look-alikes (no 0/O/1/I), shown and
// stored as XXXX-XXXX-XXXX. Members type them in any case, with or without dashes or spaces.
import { randomBytes } from 'node:crypto';

/** 32 characters, so one random byte masked to 5 bits picks one without bias. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

export function generateCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  const chars = Array.from(bytes, (byte) => CODE_ALPHABET[byte & 31]).join('');
  return formatCode(chars);
}

/** XXXXXXXXXXXX → XXXX-XXXX-XXXX. */
function formatCode(chars: string): string {
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/**
 * The stored form of what a member typed, or null when it cannot be a code at all (then it is simply unknown):
 * upper-cased, dashes and whitespace removed, regrouped.
 */
export function normalizeCode(typed: string): string | null {
  const chars = typed.toUpperCase().replace(/[\s-]+/g, '');
  return chars.length === CODE_LENGTH && /^[A-Z0-9]+$/.test(chars) ? formatCode(chars) : null;
}
