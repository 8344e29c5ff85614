import { expect, test } from '@playwright/test';
import { HOME_URL, loginAs, submitLogin } from './support/session';

const LOST = 'Kamu tersesat, segera kembali ke jalan yang benar!';

test('@shell a logged-out visitor is sent to /login and comes back to the intended page after login', async ({
  page,
}) => {
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember$/);
  await submitLogin(page, 'member');
  await expect(page).toHaveURL(/\/member$/);
});

test("@shell a role in another role's area gets the 404 page with the spec message", async ({ page }) => {
  await loginAs(page, 'member');
  await expect(page).toHaveURL(HOME_URL.member);
  for (const path of ['/admin', '/author', '/teacher', '/corporate-program/dashboard/1/group/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: LOST })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Kembali ke Dashboard' }).click();
  await expect(page).toHaveURL(HOME_URL.member);
});

test('@shell the return path is used only when it is a local path (no open redirect)', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fphish');
  await submitLogin(page, 'author');
  await expect(page).toHaveURL(HOME_URL.author);
});

test('@shell guest-only /login sends a logged-in user to their home', async ({ page }) => {
  await loginAs(page, 'teacher');
  await expect(page).toHaveURL(HOME_URL.teacher);
  await page.goto('/login');
  await expect(page).toHaveURL(HOME_URL.teacher);
});

test('@shell logged in but the role cookie is gone: logged out and sent to /login', async ({ page, context }) => {
  await loginAs(page, 'member');
  await expect(page).toHaveURL(HOME_URL.member);
  await context.clearCookies({ name: 'user_role' });
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login/);
  const token = await page.evaluate(() => localStorage.getItem('auth._token.local'));
  expect(token).toBeNull();
});

test('@shell Keluar logs out, revokes the token, and the area needs a login again', async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(HOME_URL.admin);
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
});

test('@shell an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/tidak/ada/halaman-ini');
  await expect(page.getByRole('heading', { name: LOST })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toBeVisible();
});
