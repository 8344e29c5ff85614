import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { HOME_URL, loginAs } from './support/session';

// Seed (apps/api/src/db/seed-certificates-data.ts): the demo member's valid completion certificate and Dimas's
// revoked one. Their numbers carry fixed issue dates, so they are the same on every seeded database (README).
const VALID = 'DDKS-131126-0001';
const REVOKED = 'EHUP-021126-0001';

test('@shell a visitor verifies a certificate number, sees its status and downloads the PDF', async ({ page }) => {
  await page.goto('/certificate-verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi Sertifikat' })).toBeVisible();
  const field = page.getByRole('textbox', { name: /Nomor sertifikat/ });
  await field.fill('sertifikat');
  await page.getByRole('button', { name: 'Periksa sertifikat' }).click();
  await expect(page.getByText('Format nomor sertifikat tidak sesuai, contoh: DDKS-131126-0001')).toBeVisible();

  // Typed the way people type it: lower case, with a stray space.
  await field.fill(` ${VALID.toLowerCase()}`);
  await page.getByRole('button', { name: 'Periksa sertifikat' }).click();
  await expect(page).toHaveURL(new RegExp(`/certificate/${VALID}$`));
  const card = page.getByRole('region', { name: 'Status sertifikat' });
  await expect(card.getByText('Berlaku', { exact: true })).toBeVisible();
  await expect(card.getByText('Rina Member')).toBeVisible();
  await expect(card.getByText('Dasar-Dasar Keamanan Siber')).toBeVisible();
  await expect(card.getByText('13 Nov 2026')).toBeVisible();
  await expect(card.getByText(VALID)).toBeVisible();
  // Nothing personal beyond the name.
  await expect(page.getByText('member@akademisiber.id')).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Unduh PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`sertifikat-${VALID}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // Another number from the same page: a revoked certificate says so and offers no PDF.
  await page.getByRole('textbox', { name: /Nomor sertifikat/ }).fill(REVOKED);
  await page.getByRole('button', { name: 'Periksa sertifikat' }).click();
  await expect(card.getByText('Dicabut', { exact: true })).toBeVisible();
  await expect(card.getByText('Dimas Saputra')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Unduh PDF' })).toHaveCount(0);

  await page.goto('/certificate/ZZZ-010101-0001');
  await expect(page.getByRole('region', { name: 'Status sertifikat' }).getByText('Tidak ditemukan')).toBeVisible();
});

test('@member the member opens a certificate from Sertifikat Saya and downloads its PDF', async ({ page }) => {
  await loginAs(page, 'member');
  await expect(page).toHaveURL(HOME_URL.member);
  await page.goto('/member/certificate');
  await page
    .getByRole('article', { name: 'Dasar-Dasar Keamanan Siber' })
    .getByRole('link', { name: 'Dasar-Dasar Keamanan Siber' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/member/certificate/${VALID}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dasar-Dasar Keamanan Siber' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`sertifikat-${VALID}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: 'Buka halaman verifikasi' }).click();
  await expect(page).toHaveURL(new RegExp(`/certificate/${VALID}$`));
  await expect(
    page.getByRole('region', { name: 'Status sertifikat' }).getByText('Berlaku', { exact: true }),
  ).toBeVisible();
});
