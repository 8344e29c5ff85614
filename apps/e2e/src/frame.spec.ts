/**
 * The shell's chrome around every page (spec §2 error page, §4, §8, §9): statuses the server gives for
 * pages, the error pages and their way back, the offline banner, the forced reload after a failed chunk,
 * and the page-loading bar.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, ROLES } from './support/accounts';
import { HOME_URL, loginAs } from './support/session';

const LOST = 'Kamu tersesat, segera kembali ke jalan yang benar!';
const NOT_FOUND = 'This page could not be found';
const SHOTS = '/tmp/shots/behaviours';
const WIDTHS = [375, 1280] as const;

async function screenshots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('@frame a path that matches no page answers status 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/tidak/ada/halaman-ini');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: LOST })).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page).toHaveTitle('404 · Akademi Siber');
  await screenshots(page, '404-visitor');
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('@frame pages of the shell and the role areas answer 200', async ({ page }) => {
  for (const path of ['/', '/login', '/register', '/member', '/corporate-program/dashboard/1/group/1']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
  }
});

test('@frame /{username}: 200 with the public profile for an existing username, 404 for an unknown one', async ({
  page,
}) => {
  const existing = await page.goto(`/${ACCOUNTS.member.username}`);
  expect(existing?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNTS.member.name })).toBeVisible();
  await expect(page.getByText(`@${ACCOUNTS.member.username}`)).toBeVisible();
  await screenshots(page, 'public-profile');

  for (const path of ['/pengguna.tidak.ada', `/${ACCOUNTS.admin.username}`]) {
    const missing = await page.goto(path);
    expect(missing?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: LOST })).toBeVisible();
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  }
});

for (const role of ROLES) {
  test(`@frame the error page sends a signed-in ${role} back to their dashboard`, async ({ page }) => {
    await loginAs(page, role);
    await expect(page).toHaveURL(HOME_URL[role]);
    const response = await page.goto('/tidak/ada/halaman-ini');
    expect(response?.status()).toBe(404);
    const back = page.getByRole('link', { name: 'Kembali ke Dashboard' });
    await expect(back).toBeVisible();
    if (role === 'member') await screenshots(page, '404-member');
    await back.click();
    await expect(page).toHaveURL(HOME_URL[role]);
  });
}

test('@frame a path a role area does not know shows the same error page inside that area', async ({ page }) => {
  await loginAs(page, 'member');
  await expect(page).toHaveURL(HOME_URL.member);
  const response = await page.goto('/member/halaman-yang-tidak-ada');
  expect(response?.status()).toBe(200); // the server cannot know the remote's routes; the remote answers
  await expect(page.getByRole('heading', { level: 1, name: LOST })).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute('href', '/member');
  await screenshots(page, '404-member-area');
});

test('@frame a teacher without lab access gets the 403 page with the reason', async ({ page }) => {
  await page.route('**/api/auth/user', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const user of [body.user, body.data]) if (user?.teacher) user.teacher.is_access_lab = false;
    await route.fulfill({ response, json: body });
  });
  await loginAs(page, 'teacher');
  await expect(page).toHaveURL(HOME_URL.teacher);
  await page.goto('/teacher/ctf');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Anda tidak memiliki izin untuk mengakses halaman ini.' }),
  ).toBeVisible();
  await expect(page.getByText('Anda tidak memiliki akses untuk Exercise Lab atau CTF.')).toBeVisible();
  await screenshots(page, '403-teacher');
});

test('@frame a page that crashes while rendering shows the 500 page', async ({ page }) => {
  // The login page's module is replaced by one that throws while rendering: an unexpected error.
  await page.route(/\/assets\/login-page-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export function LoginPage() { throw new Error("rusak"); }',
    }),
  );
  page.on('console', () => undefined);
  await page.goto('/login');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Maaf, terjadi kendala yang tidak terduga :(' }),
  ).toBeVisible();
  await expect(page.getByText('Tim kami sedang memperbaikannya, silakan cek kembali nanti ya')).toBeVisible();
  await expect(page.getByText('rusak')).toHaveCount(0); // a programming error's text is not shown
  await screenshots(page, '500');
});

test('@frame a chunk that fails to load forces exactly one reload within 60 s, then shows the fallback', async ({
  page,
}) => {
  await page.route(/\/assets\/login-page-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const documents: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') documents.push(new URL(response.url()).pathname);
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Halaman belum dapat dimuat' })).toBeVisible();
  // Give a loop the time to show itself: there must be none.
  await page.waitForTimeout(3000);
  expect(documents).toEqual(['/login', '/login']);
  expect(Number(await page.evaluate(() => sessionStorage.getItem('akademi.chunk-reload-at')))).toBeGreaterThan(0);
  await screenshots(page, 'chunk-failed');

  // Once the file is there again, reloading by hand brings the page back.
  await page.unroute(/\/assets\/login-page-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Muat ulang halaman' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
});

test('@frame going offline and back is shown in a status banner', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /cyber security/i })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'Anda sedang offline.' });
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Periksa koneksi internet Anda.');
  await screenshots(page, 'offline');
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Koneksi internet kembali tersambung.' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('@frame the page-loading bar shows while a slow remote loads', async ({ page }) => {
  await loginAs(page, 'member');
  await expect(page).toHaveURL(HOME_URL.member);
  await expect(page.getByRole('heading', { name: 'Kelas Saya' })).toBeVisible();

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/member/mf-manifest.json', async (route) => {
    await held;
    await route.continue();
  });
  const manifestAsked = page.waitForRequest('**/remotes/member/mf-manifest.json');
  await page.goto('/member', { waitUntil: 'commit' });
  await manifestAsked;
  await expect(page.getByRole('progressbar', { name: 'Memuat halaman' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Kelas Saya' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Memuat halaman' })).toHaveCount(0);
});
