import { expect, test, type Page } from '@playwright/test';
import { submitLoginWith, verifiedMember } from './support/fresh-account';
import { HOME_URL, loginAs } from './support/session';
import type { Role } from './support/accounts';

const PASSWORD_CHANGED = 'Password akun kamu baru saja diganti. Silakan login kembali dengan password baru.';

async function fillChangePassword(page: Page, current: string, next: string) {
  await page.getByLabel('Password Lama').fill(current);
  await page.getByRole('textbox', { name: 'Password Baru', exact: true }).fill(next);
  await page.getByLabel('Konfirmasi Password Baru').fill(next);
  await page.getByRole('button', { name: 'Simpan Password Baru' }).click();
}

test('@auth changing the password on device A signs device B out with the password-changed message', async ({
  page,
  browser,
  request,
}) => {
  const account = await verifiedMember(request, 'ganti');
  const newPassword = 'Ganti#Sandi2026';

  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(/\/member$/);

  const deviceB = await browser.newContext();
  const other = await deviceB.newPage();
  await other.goto('/login');
  await submitLoginWith(other, account.email, account.password);
  await expect(other).toHaveURL(/\/member$/);

  await page.goto('/member/ganti-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Ganti Password' })).toBeVisible();
  const rules = page.getByRole('list', { name: 'Syarat Password Baru' });
  await page.getByRole('textbox', { name: 'Password Baru', exact: true }).fill('tanpaangka');
  await expect(
    rules.getByRole('listitem').filter({ hasText: 'Password Baru harus mempunyai minimal 1 angka' }),
  ).toContainText('(belum terpenuhi)');
  await fillChangePassword(page, account.password, newPassword);
  await expect(page.getByText(/Password berhasil diganti\./)).toBeVisible();

  // Device A stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ganti Password' })).toBeVisible();

  // Device B is signed out at its next call: back to /login, told why, token and role cookie gone.
  // The tab comes back into view (a focus): the session is asked again then (or already was, when the tab had focus
  // meanwhile). A full reload here would lose the message of a session that had already ended in the background.
  await other.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(other).toHaveURL(/\/login\?redirect=%2Fmember$/);
  await expect(other.getByText(PASSWORD_CHANGED)).toBeVisible();
  expect(await other.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull();
  expect((await deviceB.cookies()).find((cookie) => cookie.name === 'user_role')).toBeUndefined();

  // The new password works there; the old one does not.
  await submitLoginWith(other, account.email, account.password);
  await expect(other.getByRole('alert')).toBeVisible();
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await other.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(other).toHaveURL(/\/member$/);
  await deviceB.close();
});

const CHANGE_PASSWORD_PAGES: { role: Role; path: string; heading: string }[] = [
  { role: 'member', path: '/member/ganti-password', heading: 'Ganti Password' },
  { role: 'author', path: '/author/ganti-password', heading: 'Ganti Password' },
  { role: 'admin', path: '/admin/ganti-password', heading: 'Ganti Password' },
  { role: 'teacher', path: '/teacher/settings', heading: 'Pengaturan' },
  { role: 'corporate', path: '/corporate-program/reset-password', heading: 'Reset Password' },
];

for (const { role, path, heading } of CHANGE_PASSWORD_PAGES) {
  test(`@auth ${role} changes the password at ${path} (a wrong current password is refused on its field)`, async ({
    page,
  }) => {
    await loginAs(page, role);
    await expect(page).toHaveURL(HOME_URL[role]);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await fillChangePassword(page, 'BukanPassword#1', 'Sandi#Baru2026');
    await expect(page.getByText('Password Lama salah')).toBeVisible();
    await expect(page.getByLabel('Password Lama')).toHaveAttribute('aria-invalid', 'true');
  });
}
