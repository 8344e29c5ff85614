import { expect, test } from '@playwright/test';
import { RESET_SUBJECT, submitLoginWith, verifiedMember } from './support/fresh-account';
import { linkPath, waitForMail } from './support/mailbox';

const PASSWORD_CHANGED = 'Password akun kamu baru saja diganti. Silakan login kembali dengan password baru.';

// The old password stops working and the link is single-use.
test('@auth forgotten password: the emailed link sets a new one and signs other devices out', async ({
  page,
  browser,
  request,
}) => {
  const account = await verifiedMember(request, 'lupa');
  const newPassword = 'Sandi#Baru2026';

  // Another device is signed in before the reset.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await other.goto('/login');
  await submitLoginWith(other, account.email, account.password);
  await expect(other).toHaveURL(/\/member$/);

  await page.goto('/login');
  await page.getByRole('main').getByRole('link', { name: 'Lupa password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lupa password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(
    page.getByText(/Jika email terdaftar, kami sudah mengirim tautan untuk mengatur ulang password\./),
  ).toBeVisible();

  const mail = await waitForMail(account.email, RESET_SUBJECT);
  const link = linkPath(mail, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Atur ulang password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password Baru', exact: true }).fill(newPassword);
  await page.getByLabel('Konfirmasi Password Baru').fill(newPassword);
  await page.getByRole('button', { name: 'Simpan password baru' }).click();
  await expect(page.getByText('Password berhasil diatur ulang. Silakan login dengan password baru.')).toBeVisible();

  // The link was used: setting a password with it again is refused.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Password Baru', exact: true }).fill('Sandi#Ketiga2026');
  await page.getByLabel('Konfirmasi Password Baru').fill('Sandi#Ketiga2026');
  await page.getByRole('button', { name: 'Simpan password baru' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Tautan atur ulang password sudah tidak berlaku. Minta tautan baru.',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute(
    'href',
    '/lupa-password',
  );

  // The old password fails, the new one works.
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/member$/);

  // The device signed in before the reset is signed out at its next call, and told why.
  await other.reload();
  await expect(other).toHaveURL(/\/login/);
  await expect(other.getByText(PASSWORD_CHANGED)).toBeVisible();
  await otherDevice.close();
});

test('@auth a reset link without a token explains itself and offers a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText('Tautan atur ulang password tidak valid.');
  await page.getByRole('link', { name: 'Minta tautan baru' }).click();
  await expect(page).toHaveURL(/\/lupa-password$/);
});
