import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { freshAccount, submitLoginWith, VERIFICATION_SUBJECT } from './support/fresh-account';
import { linkPath, waitForMail } from './support/mailbox';

const NOT_VERIFIED = 'Email kamu belum diverifikasi. Cek kotak masuk email untuk tautan verifikasi.';

test('@auth a visitor registers, verifies the email from the link, and signs in', async ({ page }) => {
  const account = freshAccount('daftar');
  await page.goto('/login');
  await page.getByRole('main').getByRole('link', { name: 'Daftar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar' })).toBeVisible();

  await page.getByLabel('Nama lengkap').fill(account.name);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('lemah saja');
  const rules = page.getByRole('list', { name: 'Syarat Password' });
  await expect(rules.getByRole('listitem').filter({ hasText: 'Password tidak boleh ada spasi' })).toContainText(
    '(belum terpenuhi)',
  );
  await expect(
    rules.getByRole('listitem').filter({ hasText: 'Password harus mempunyai minimal 1 huruf kapital' }),
  ).toContainText('(belum terpenuhi)');
  await password.fill(account.password);
  for (const item of await rules.getByRole('listitem').all()) await expect(item).toContainText('(terpenuhi)');
  await page.getByLabel('Konfirmasi Password').fill(account.password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();

  await expect(page).toHaveURL(/\/email-verification\?email=/);
  await expect(
    page.getByText('Pendaftaran berhasil. Kami sudah mengirim tautan verifikasi ke email kamu.'),
  ).toBeVisible();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Kirim ulang dalam \d+ detik/ })).toBeDisabled();

  // Signing in before verifying leads back to the verification page.
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(/\/email-verification\?email=/);
  await expect(page.getByText(NOT_VERIFIED)).toBeVisible();

  const mail = await waitForMail(account.email, VERIFICATION_SUBJECT);
  const link = linkPath(mail, '/auth-verification/');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email terverifikasi' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Masuk', exact: true }).click();
  await submitLoginWith(page, account.username, account.password);
  await expect(page).toHaveURL(/\/member$/);

  // The link is single-use: opened again (signed out, in a fresh page), it is refused with a new-link form.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('Tautan verifikasi sudah tidak berlaku. Minta tautan baru.');
  await expect(page.getByRole('form', { name: 'Kirim ulang tautan verifikasi' })).toBeVisible();
});

test('@auth a visitor who lost the verification email asks for a new link and verifies with it', async ({ page }) => {
  const account = freshAccount('ulang');
  await page.goto('/register');
  await page.getByLabel('Nama lengkap').fill(account.name);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByLabel('Konfirmasi Password').fill(account.password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await waitForMail(account.email, VERIFICATION_SUBJECT);

  // A visitor who lost the mail asks again from the expired-link page.
  await page.goto('/auth-verification/tautan-yang-tidak-pernah-ada-1234567890');
  await expect(page.getByRole('alert')).toHaveText('Tautan verifikasi tidak valid.');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Kirim ulang tautan verifikasi' }).click();
  await expect(page.getByText(/kami sudah mengirim tautan verifikasi/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Kirim ulang dalam \d+ detik/ })).toBeDisabled();
  const second = await waitForMail(account.email, VERIFICATION_SUBJECT, 2);
  await page.goto(linkPath(second, '/auth-verification/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email terverifikasi' })).toBeVisible();
});

test('@auth registration shows the API field errors on their fields', async ({ page }) => {
  const account = freshAccount('bentrok');
  await page.goto('/register');
  await page.getByLabel('Nama lengkap').fill(account.name);
  await page.getByLabel('Username').fill(ACCOUNTS.member.username);
  await page.getByLabel('Email').fill(ACCOUNTS.member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByLabel('Konfirmasi Password').fill(account.password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByText('Email sudah terdaftar')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/register$/);
});
