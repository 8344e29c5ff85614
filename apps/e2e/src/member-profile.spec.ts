// The member's profile (decision 0023) with a fresh member, never a demo account: edit the profile and upload a
// photo, see both on the public page, change the email through the link sent to the new address, then delete the
// account and be signed out.
import { expect, test } from '@playwright/test';
import { submitLoginWith, verifiedMember } from './support/fresh-account';
import { tinyPng } from './support/images';
import { linkPath, waitForMail } from './support/mailbox';

// The email is changed by its link; after deleting the account the member is signed out.
test('@member edits the profile with a photo, changes the email, then deletes the account', async ({
  page,
  request,
}) => {
  const account = await verifiedMember(request, 'profil');
  const newUsername = `${account.username.slice(0, 24)}.baru`.replace(/\.+/g, '.');
  const newEmail = account.email.replace('@', '.baru@');

  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(/\/member$/);

  // Edit the profile and choose what the public page shows.
  await page.goto('/member/profil');
  await expect(page.getByRole('heading', { level: 1, name: 'Akun Saya' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Data Profil' });
  await form.getByLabel(/^Nama/).fill('Peserta Profil Baru');
  await form.getByLabel(/^Username/).fill(newUsername);
  await form.getByRole('textbox', { name: 'Bio' }).fill('Sedang belajar forensik digital.');
  await form.getByRole('textbox', { name: 'Kota' }).fill('Yogyakarta');
  await form.getByRole('checkbox', { name: 'Kota dan instansi' }).check();
  await form.getByRole('checkbox', { name: 'XP' }).uncheck();
  await form.getByRole('button', { name: 'Simpan Profil' }).click();
  await expect(page.getByText('Profil berhasil disimpan.')).toBeVisible();

  // Upload a photo: the API decides its type from the bytes.
  await page
    .getByLabel('Pilih foto profil')
    .setInputFiles({ name: 'foto-saya.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByText('Foto profil diperbarui.')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Foto profil Peserta Profil Baru' });
  await expect(photo).toHaveAttribute('src', /^\/api\/avatars\/[a-f0-9]{32}\.png$/);
  const avatarUrl = (await photo.getAttribute('src')) ?? '';

  // The public page shows the photo and what was chosen, and not the XP.
  await page.goto(`/${newUsername}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Peserta Profil Baru' })).toBeVisible();
  await expect(page.getByText('Sedang belajar forensik digital.')).toBeVisible();
  await expect(page.getByText('Yogyakarta')).toBeVisible();
  await expect(page.getByText('Pengalaman (XP)')).toHaveCount(0);
  const publicPhoto = page.getByRole('img', { name: 'Foto profil Peserta Profil Baru' });
  await expect(publicPhoto).toHaveAttribute('src', avatarUrl);
  await expect
    .poll(() => publicPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(2);

  // Change the email: nothing changes until the link sent to the new address is opened.
  await page.goto('/member/profil');
  const emailForm = page.getByRole('form', { name: 'Ganti email' });
  await emailForm.getByLabel(/^Email baru/).fill(newEmail);
  await emailForm.getByLabel(/^Password saat ini/).fill(account.password);
  await emailForm.getByRole('button', { name: 'Kirim Tautan Konfirmasi' }).click();
  await expect(page.getByText(/Menunggu konfirmasi untuk/)).toContainText(newEmail);
  await waitForMail(account.email, /Permintaan ganti email/);
  const link = await waitForMail(newEmail, /Konfirmasi email baru/);
  await page.goto(linkPath(link, '/auth-verification/'));
  await expect(page.getByText('Email akun berhasil diganti. Gunakan email baru untuk login.')).toBeVisible();
  await page.goto('/member/profil');
  await expect(page.getByText(`Email akun: ${newEmail}`)).toBeVisible();

  // Delete the account: every session ends and this browser is signed out.
  await page.getByRole('link', { name: 'Hapus Akun' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hapus Akun' })).toBeVisible();
  const confirm = page.getByRole('form', { name: 'Konfirmasi' });
  await confirm.getByLabel(/^Ketik HAPUS AKUN SAYA/).fill('HAPUS AKUN SAYA');
  await confirm.getByLabel(/^Password/).fill(account.password);
  await confirm.getByRole('button', { name: 'Hapus Akun Saya' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Akun kamu sudah dihapus/)).toBeVisible();

  await page.goto('/member/profil');
  await expect(page).toHaveURL(/\/login/);
  expect((await request.get(`/${newUsername}`)).status()).toBe(404);
  expect((await request.get(`/api/profiles/${newUsername}`)).status()).toBe(404);
  expect((await request.get(avatarUrl)).status()).toBe(404);
  await page.goto('/login');
  await submitLoginWith(page, newEmail, account.password);
  await expect(page.getByText('Email/username atau password salah')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
