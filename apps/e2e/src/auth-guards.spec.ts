import { expect, test, type Page } from '@playwright/test';
import { bearerOf, HOME_URL, loginAs, submitLogin } from './support/session';

const LOST = 'Kamu tersesat, segera kembali ke jalan yang benar!';
const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan login kembali untuk melanjutkan.';

test.describe('@auth logged out → /login and back to the intended page', () => {
  const intended = [
    { role: 'member', path: '/member/ganti-password' },
    { role: 'author', path: '/author/ganti-password' },
    { role: 'admin', path: '/admin/ganti-password' },
    { role: 'teacher', path: '/teacher/settings' },
    { role: 'corporate', path: '/corporate-program/reset-password' },
  ] as const;
  for (const { role, path } of intended) {
    test(`${role}: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
      await submitLogin(page, role);
      await expect(page).toHaveURL(path);
    });
  }
});

test('@auth a return path that is not local is ignored after login (no open redirect)', async ({ page }) => {
  const foreign = [
    '//evil.example/phish',
    '/\\evil.example',
    'https://evil.example/',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    'javascript:alert(1)',
  ];
  for (const redirect of foreign) {
    await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
    await submitLogin(page, 'member');
    await expect(page).toHaveURL(HOME_URL.member);
    await page.getByRole('button', { name: 'Keluar' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('@auth guest-only pages send a logged-in user home', async ({ page }) => {
  await loginAs(page, 'author');
  await expect(page).toHaveURL(HOME_URL.author);
  for (const path of [
    '/login',
    '/register',
    '/lupa-password',
    `/reset-password?token=${'r'.repeat(43)}`,
    '/email-verification?email=a%40b.id',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(HOME_URL.author);
  }
});

test("@auth a role in another role's change-password page gets the 404 text", async ({ page }) => {
  await loginAs(page, 'teacher');
  await expect(page).toHaveURL(HOME_URL.teacher);
  for (const path of [
    '/member/ganti-password',
    '/author/ganti-password',
    '/admin/ganti-password',
    '/corporate-program/reset-password',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: LOST })).toBeVisible();
  }
});

test('@auth logged in without the role cookie: logged out on a guest page too, which then shows', async ({
  page,
  context,
}) => {
  await loginAs(page, 'member');
  await expect(page).toHaveURL(HOME_URL.member);
  await context.clearCookies({ name: 'user_role' });
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember$/);
});

test('@auth a 401 from any call: the §8 message, logged out, token and role cookie gone', async ({ page, context }) => {
  await loginAs(page, 'member');
  await expect(page).toHaveURL(HOME_URL.member);
  // The server no longer knows the token (as after expiry or revocation).
  await page.evaluate(() => localStorage.setItem('auth._token.local', 'Bearer token-yang-sudah-tidak-berlaku'));
  await page.goto('/member/ganti-password');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fganti-password$/);
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
  expect((await context.cookies()).find((cookie) => cookie.name === 'user_role')).toBeUndefined();
});

/** Serves the teacher's user with other access flags, the way the API would for another lecturer. */
async function teacherWith(page: Page, change: (user: Record<string, unknown>) => Record<string, unknown>) {
  await page.route('**/api/auth/user', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { user: Record<string, unknown>; data: Record<string, unknown> };
    const user = change(body.user);
    await route.fulfill({ response, json: { ...body, user, data: user } });
  });
}

test.describe('@auth teacher access rules (spec §5, §6)', () => {
  test('without is_access_course: /teacher/online-courses is 403, Belajar Online disabled with its tooltip', async ({
    page,
  }) => {
    await teacherWith(page, (user) => ({ ...user, teacher: { is_access_course: false, is_access_lab: true } }));
    await loginAs(page, 'teacher');
    await expect(page).toHaveURL(HOME_URL.teacher);
    await page.goto('/teacher/online-courses');
    await expect(page.getByRole('main').getByText('Anda tidak memiliki akses untuk Belajar Online.')).toBeVisible();
    await page.goto('/teacher/settings');
    const entry = page.getByRole('button', { name: /Belajar Online/ });
    await expect(entry).toHaveAttribute('aria-disabled', 'true');
    await entry.hover();
    await expect(page.getByText('Kamu tidak memiliki akses Belajar Online')).toBeVisible();
  });

  test('without is_access_lab: /teacher/exercise-lab* and /teacher/ctf* are 403, the lab entries disabled', async ({
    page,
  }) => {
    await teacherWith(page, (user) => ({ ...user, teacher: { is_access_course: true, is_access_lab: false } }));
    await loginAs(page, 'teacher');
    await expect(page).toHaveURL(HOME_URL.teacher);
    for (const path of [
      '/teacher/exercise-lab',
      '/teacher/exercise-lab/detail/1',
      '/teacher/ctf',
      '/teacher/ctf/detail/1',
    ]) {
      await page.goto(path);
      await expect(
        page.getByRole('main').getByText('Anda tidak memiliki akses untuk Exercise Lab atau CTF.'),
      ).toBeVisible();
    }
    await page.goto('/teacher/settings');
    const entry = page.getByRole('button', { name: /Exercise Lab/ });
    await expect(entry).toHaveAttribute('aria-disabled', 'true');
    await entry.focus();
    await expect(page.getByText('Kamu tidak memiliki akses Cybersecurity Lab').first()).toBeVisible();
  });

  test('without campus data: logged out and sent to /login', async ({ page }) => {
    await teacherWith(page, (user) => ({ ...user, campus: null }));
    // The login starts and ends on /login: wait for the guard's logout (the browser forgets the token before the
    // POST goes out) instead of the address, which is /login before the login has even been answered.
    const loggedOut = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/logout') && response.request().method() === 'POST',
    );
    await loginAs(page, 'teacher');
    expect((await loggedOut).status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
  });
});

test('@auth @member a session revoked elsewhere ends at the next click on a page already visited', async ({
  page,
  request,
}) => {
  await loginAs(page, 'member');
  await expect(page).toHaveURL(HOME_URL.member);
  const nav = page.getByRole('navigation', { name: 'Navigasi member' });
  // Kelas Saya, Keranjang and Beranda, each once, so all three answer from the cache afterwards.
  await nav.getByRole('link', { name: 'Kelas Saya' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kelas Saya' })).toBeVisible();
  await nav.getByRole('link', { name: /Keranjang/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
  await nav.getByRole('link', { name: 'Beranda' }).click();
  await expect(page).toHaveURL(HOME_URL.member);
  // The member reads the home page for a while: the re-checks of those clicks are over (one per 2 s at most).
  await page.waitForTimeout(4_500);

  // Signed out from elsewhere: the same token is revoked by a call the page knows nothing about.
  const revoked = await request.post('/api/auth/logout', { headers: { authorization: await bearerOf(page) } });
  expect(revoked.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toHaveCount(0);
  const clicked = Date.now();
  await nav.getByRole('link', { name: 'Kelas Saya' }).click();
  await expect(page.getByText(SESSION_ENDED)).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - clicked).toBeLessThan(2_000);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fkelas-saya$/);
  expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
});
