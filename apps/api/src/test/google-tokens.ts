// Fake Google ID tokens for tests: a fresh RSA key pair written as a JWKS file (GOOGLE_JWKS_FILE), and RS256 JWTs
// signed with it, with claims as Google sends them unless a test changes one. No network involved.
import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_GOOGLE_CLIENT_ID, TEST_GOOGLE_KEYS_DIR } from './helpers';

export interface TestKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: Record<string, unknown>;
}

export function newTestKey(kid: string, modulusLength = 2048): TestKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength });
  return { kid, privateKey, publicJwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

/** The repository's TEST-ONLY key (apps/e2e/fixtures/google-test), which the default test config trusts. */
export function committedTestKey(): TestKey {
  const jwk = JSON.parse(readFileSync(path.join(TEST_GOOGLE_KEYS_DIR, 'private-jwk.json'), 'utf8')) as { kid: string };
  const jwks = JSON.parse(readFileSync(path.join(TEST_GOOGLE_KEYS_DIR, 'jwks.json'), 'utf8')) as {
    keys: Record<string, unknown>[];
  };
  return { kid: jwk.kid, privateKey: createPrivateKey({ key: jwk as never, format: 'jwk' }), publicJwk: jwks.keys[0] };
}

/** Writes a JWKS file with the public halves of `keys` and returns its path. */
export function writeJwks(keys: readonly TestKey[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'akademi-jwks-')), 'jwks.json');
  writeFileSync(file, JSON.stringify({ keys: keys.map((key) => key.publicJwk) }));
  return file;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface GoogleClaims {
  [claim: string]: unknown;
}

export function googleClaims(overrides: GoogleClaims = {}): GoogleClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: 'https://accounts.google.com',
    azp: TEST_GOOGLE_CLIENT_ID,
    aud: TEST_GOOGLE_CLIENT_ID,
    sub: '109876543210987654321',
    email: 'siti.google@gmail.com',
    email_verified: true,
    name: 'Siti Google',
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
}

/** An RS256 JWT as Google signs one; `header` overrides let a test lie about alg or kid. */
export function signIdToken(key: TestKey, claims: GoogleClaims, header: Record<string, unknown> = {}): string {
  const signingInput = `${base64url({ alg: 'RS256', kid: key.kid, typ: 'JWT', ...header })}.${base64url(claims)}`;
  const signature = sign('RSA-SHA256', Buffer.from(signingInput), key.privateKey).toString('base64url');
  return `${signingInput}.${signature}`;
}
