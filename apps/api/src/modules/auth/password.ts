// Password hashing: argon2id with the OWASP minimum parameters (19 MiB memory, 2 passes, 1 lane), transparent
// upgrade of hashes made with older parameters. The check of new passwords against guessable ones: weak-passwords.ts.
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id: the package ships it as an ambient const enum, unusable with isolatedModules.

export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const COMMON_PASSWORD_MESSAGE = 'Password ini terlalu umum dan mudah ditebak';

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

/**
 * Whether a stored hash was made with other parameters than today's (another algorithm, less memory, fewer passes):
 * after a successful login the password is hashed again, so old hashes are upgraded without asking anyone.
 */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [, algorithm, version, memory, passes, lanes] = match;
  return (
    algorithm !== 'argon2id' ||
    Number(version) !== 19 ||
    Number(memory) !== PASSWORD_HASH_OPTIONS.memoryCost ||
    Number(passes) !== PASSWORD_HASH_OPTIONS.timeCost ||
    Number(lanes) !== PASSWORD_HASH_OPTIONS.parallelism
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash with the same parameters, so that a login for an unknown account takes as
 * long as one with a wrong password and response times do not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('akademi-siber-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
