// Corporate-training groups (issue 18, decision 0044), in Chromium against the production build. An admin imports
// participants into PT Nusantara Aman's group from CSV: a file with bad rows is refused with every bad row named by its
// line and nothing added; the corrected file enrols the person. The invited person sets a password from the email and
// signs in straight into the group.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { linkPath, waitForMail } from './support/mailbox';
import { HOME_URL, loginAs } from './support/session';

const GROUP = { name: 'Divisi Keuangan 2026', path: '/member/corporate-training/security-awareness-karyawan' };

test('@admin @member an admin imports a group from CSV and an invited participant sets a password', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const email = `e2e-undangan-${id}@example.id`;
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin');
  await expect(admin).toHaveURL(HOME_URL.admin);
  await admin.goto('/admin/corporate-training');
  await admin.getByRole('link', { name: GROUP.name }).first().click();
  await expect(admin).toHaveURL(/\/admin\/corporate-training\/security-awareness-karyawan\/group\/\d+$/);
  const panel = admin.getByRole('region', { name: 'Impor peserta dari CSV' });

  // Three bad rows: nothing is imported, each is named by its line.
  const bad = ['name,email', `Peserta Baru ${id},${email}`, ',tanpa-nama@example.id', 'Email Salah,bukan-email'];
  await panel.getByLabel('Berkas CSV').setInputFiles({
    name: 'peserta-salah.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${bad.join('\n')}\n`),
  });
  await panel.getByRole('button', { name: 'Impor peserta' }).click();
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('Berkas tidak diimpor');
  const rows = alert.getByRole('table', { name: 'Baris bermasalah' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('3');
  await expect(rows.nth(2)).toContainText('4');

  // The corrected file: one new person, invited by email.
  await panel.getByLabel('Berkas CSV').setInputFiles({
    name: 'peserta.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`name,email\nPeserta Baru ${id},${email}\n`),
  });
  await panel.getByRole('button', { name: 'Impor peserta' }).click();
  await expect(panel.getByRole('status')).toContainText('1 akun baru dibuat dan diundang lewat email');
  await admin.context().close();

  // The invitation: set a password, sign in, land in the group.
  const mail = await waitForMail(email, /^Undangan pelatihan/);
  const page = await (await browser.newContext()).newPage();
  await page.goto(linkPath(mail, '/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Buat password akunmu' })).toBeVisible();
  const password = 'Undangan#Aman2026';
  await page.getByRole('textbox', { name: 'Password Baru', exact: true }).fill(password);
  await page.getByLabel('Konfirmasi Password Baru').fill(password);
  await page.getByRole('button', { name: 'Simpan password' }).click();
  await expect(page.getByRole('heading', { name: 'Akunmu sudah aktif' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Masuk', exact: true }).click();
  await page.getByLabel('Email atau username').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${GROUP.path}/nusantara-aman-keuangan$`));
  await expect(page.getByText(GROUP.name).first()).toBeVisible();
  await page.context().close();
});
