import { expect, test } from '@playwright/test';
import { HOME_URL, loginAs } from './support/session';

test("@member Sertifikat in the navbar lists the member's certificates, filtered by kind", async ({ page }) => {
  await loginAs(page, 'member');
  await expect(page).toHaveURL(HOME_URL.member);
  await page.getByRole('navigation', { name: 'Navigasi member' }).getByRole('link', { name: 'Sertifikat' }).click();
  await expect(page).toHaveURL(/\/member\/certificate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sertifikat Saya' })).toBeVisible();

  const completion = page.getByRole('article', { name: 'Dasar-Dasar Keamanan Siber' });
  await expect(completion).toBeVisible();
  await expect(completion.getByText('Berlaku', { exact: true })).toBeVisible();
  await expect(completion.getByText(/^DDKS-\d{6}-0001$/)).toBeVisible();
  await expect(page.getByRole('article', { name: /Cyber Insight/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Kehadiran' }).click();
  await expect(page.getByRole('article', { name: /Cyber Insight/ })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Dasar-Dasar Keamanan Siber' })).toHaveCount(0);
});
