/**
 * Google sign-in without Google: ID tokens signed with the TEST-ONLY key of apps/e2e/fixtures/google-test
 * (the e2e server trusts its public half), and a stand-in for Google Identity Services' script that renders a
 * button which hands such a token to the page's callback, as Google's own button does after the user picks
 * an account.
 */
import { createPrivateKey, randomBytes, sign, type JsonWebKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { workspaceRoot } from './static-build';

export const GOOGLE_TEST_CLIENT_ID = 'akademi-e2e.apps.googleusercontent.com';
export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const FAKE_GOOGLE_BUTTON = 'Lanjutkan dengan Google (uji)';

const jwk = JSON.parse(
  readFileSync(join(workspaceRoot, 'apps/e2e/fixtures/google-test/private-jwk.json'), 'utf8'),
) as JsonWebKey & { kid: string };

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export interface GoogleIdentity {
  email: string;
  name: string;
  sub?: string;
}

/** An RS256 Google ID token as Google would issue it for our (test) client id. */
export function signGoogleIdToken(identity: GoogleIdentity, overrides: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', kid: jwk.kid, typ: 'JWT' };
  const payload = {
    iss: 'https://accounts.google.com',
    aud: GOOGLE_TEST_CLIENT_ID,
    azp: GOOGLE_TEST_CLIENT_ID,
    sub: identity.sub ?? `1${randomBytes(10).toString('hex')}`,
    email: identity.email,
    email_verified: true,
    name: identity.name,
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = sign('sha256', Buffer.from(signingInput), createPrivateKey({ key: jwk, format: 'jwk' }));
  return `${signingInput}.${base64url(signature)}`;
}

/**
 * Serves a fake Google Identity Services script for this page: `initialize` keeps the callback, `renderButton`
 * draws a button that calls it with `credential`. Returns how often the page asked for the script.
 */
export async function fakeGoogleIdentityServices(page: Page, credential: string): Promise<{ requests: () => number }> {
  let requests = 0;
  const script = `
    (() => {
      let config = null;
      window.google = { accounts: { id: {
        initialize(options) { config = options; },
        renderButton(parent) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = ${JSON.stringify(FAKE_GOOGLE_BUTTON)};
          button.dataset.clientId = config && config.client_id;
          button.addEventListener('click', () =>
            config.callback({ credential: ${JSON.stringify(credential)}, select_by: 'btn' }));
          parent.replaceChildren(button);
        },
        prompt() {}, cancel() {}, disableAutoSelect() {},
      } } };
    })();`;
  await page.route(GOOGLE_SCRIPT_URL, (route) => {
    requests += 1;
    return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: script });
  });
  return { requests: () => requests };
}
