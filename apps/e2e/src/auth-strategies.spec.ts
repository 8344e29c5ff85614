import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { freshAccount, submitLoginWith } from './support/fresh-account';
import {
  FAKE_GOOGLE_BUTTON,
  fakeGoogleIdentityServices,
  GOOGLE_TEST_CLIENT_ID,
  signGoogleIdToken,
} from './support/google-test-token';
import { HOME_URL, loginAs } from './support/session';

const storedToken = (strategy: string) => `auth._token.${strategy}`;

test('@auth strategy 1: POST /api/auth/login (token in `token`), GET /api/auth/user, POST /api/auth/logout', async ({
  page,
}) => {
  const login = page.waitForRequest(
    (request) => request.url().endsWith('/api/auth/login') && request.method() === 'POST',
  );
  const user = page.waitForRequest((request) => request.url().endsWith('/api/auth/user'));
  await loginAs(page, 'member');
  await login;
  expect((await user).headers()['authorization']).toMatch(/^Bearer \S+$/);
  await expect(page).toHaveURL(HOME_URL.member);
  const token = await page.evaluate((key) => localStorage.getItem(key), storedToken('local'));
  expect(token).toMatch(/^Bearer /);

  // The answer, not the request: the revocation below must not race the server's revoke.
  const logout = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/logout') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Keluar' }).first().click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  const revoked = await page.request.get('/api/auth/user', { headers: { Authorization: token ?? '' } });
  expect(revoked.status()).toBe(401);
});

// CSRF cookie, POST /api/login with XHR + X-XSRF-TOKEN, GET /api/users, GET /api/logout.
test('@auth strategy 2 (auth.strategy = laravelSanctum): CSRF cookie, login, users, logout', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('auth.strategy', 'laravelSanctum'));
  const csrf = page.waitForResponse((response) => response.url().endsWith('/web/sanctum/csrf-cookie'));
  const login = page.waitForRequest((request) => request.url().endsWith('/api/login') && request.method() === 'POST');
  const user = page.waitForRequest((request) => request.url().endsWith('/api/users'));
  await submitLoginWith(page, ACCOUNTS.member.email, DEMO_PASSWORD);

  expect((await csrf).status()).toBe(204);
  const loginHeaders = (await login).headers();
  const xsrfCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  expect(xsrfCookie).toBeDefined();
  expect(loginHeaders['x-xsrf-token']).toBe(decodeURIComponent(xsrfCookie?.value ?? ''));
  expect(loginHeaders['x-requested-with']).toBe('XMLHttpRequest');
  expect(loginHeaders['content-type']).toContain('application/json');
  expect((await user).headers()['authorization']).toMatch(/^Bearer \S+$/);
  await expect(page).toHaveURL(HOME_URL.member);
  const token = await page.evaluate((key) => localStorage.getItem(key), storedToken('laravelSanctum'));
  expect(token).toMatch(/^Bearer /);

  const logout = page.waitForResponse(
    (response) => response.url().endsWith('/api/logout') && response.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Keluar' }).first().click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  const revoked = await page.request.get('/api/users', { headers: { Authorization: token ?? '' } });
  expect(revoked.status()).toBe(401);
});

test('@auth strategy 3: Google sign-in creates the member, signs in, and sets login_google', async ({ page }) => {
  const person = freshAccount('google');
  const google = await fakeGoogleIdentityServices(page, signGoogleIdToken({ email: person.email, name: person.name }));
  await page.goto('/login');
  const button = page.getByRole('button', { name: FAKE_GOOGLE_BUTTON });
  await expect(button).toHaveAttribute('data-client-id', GOOGLE_TEST_CLIENT_ID);
  expect(google.requests()).toBe(1);

  const validate = page.waitForRequest((request) => request.url().endsWith('/api/auth/google/validate'));
  const user = page.waitForRequest((request) => request.url().endsWith('/api/users'));
  await button.click();
  expect((await validate).postDataJSON()).toEqual({ credential: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
  await user;
  await expect(page).toHaveURL(HOME_URL.member);
  expect(await page.evaluate((key) => localStorage.getItem(key), storedToken('google'))).toMatch(/^Bearer /);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'login_google')?.value).toBe('true');

  const logout = page.waitForRequest((request) => request.url().endsWith('/api/logout') && request.method() === 'GET');
  await page.getByRole('button', { name: 'Keluar' }).first().click();
  await logout;
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'login_google')).toBeUndefined();
});

test('@auth Google sign-in refuses an account that is not a member, and the register page offers Google too', async ({
  page,
}) => {
  await fakeGoogleIdentityServices(page, signGoogleIdToken({ email: ACCOUNTS.admin.email, name: ACCOUNTS.admin.name }));
  await page.goto('/register');
  await page.getByRole('button', { name: FAKE_GOOGLE_BUTTON }).click();
  await expect(page.getByRole('alert')).toHaveText('Akun ini tidak dapat login dengan Google.');
  await expect(page).toHaveURL(/\/register$/);
});

test('@auth a Google token the API cannot trust is refused with its message', async ({ page }) => {
  const expired = signGoogleIdToken(
    { email: 'kedaluwarsa@example.id', name: 'Kedaluwarsa' },
    { exp: Math.floor(Date.now() / 1000) - 3600 },
  );
  await fakeGoogleIdentityServices(page, expired);
  await page.goto('/login');
  await page.getByRole('button', { name: FAKE_GOOGLE_BUTTON }).click();
  await expect(page.getByRole('alert')).toHaveText('Token Google tidak valid.');
});

test("@auth Google's script: never on the login family's other pages, One Tap on the depan pages", async ({ page }) => {
  const google = await fakeGoogleIdentityServices(page, 'unused');
  // depan-no-google: only /login and /register show Google's button; the rest of the family loads nothing of Google.
  for (const path of ['/lupa-password', '/email-verification', '/reset-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Everything the page asks for has been asked: a late script load would be counted.
    await page.waitForLoadState('networkidle');
  }
  expect(google.requests()).toBe(0);
  // depan (the home page) offers One Tap to a signed-out visitor when Google sign-in is configured.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => google.requests()).toBe(1);
});
