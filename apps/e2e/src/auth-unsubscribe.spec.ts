import { expect, test } from '@playwright/test';
import { verifiedMember, WELCOME_SUBJECT } from './support/fresh-account';
import { linkPath, waitForMail } from './support/mailbox';

test('@auth the unsubscribe link in an email opts the address out after the visitor confirms', async ({
  page,
  request,
}) => {
  const account = await verifiedMember(request, 'berhenti');
  const welcome = await waitForMail(account.email, WELCOME_SUBJECT);
  const link = linkPath(welcome, '/unsubscribe');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Berhenti berlangganan email' })).toBeVisible();
  await page.getByRole('button', { name: 'Ya, berhenti berlangganan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kamu sudah berhenti berlangganan' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  // The link is idempotent: confirming again says the same.
  await page.goto(link);
  await page.getByRole('button', { name: 'Ya, berhenti berlangganan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kamu sudah berhenti berlangganan' })).toBeVisible();
});

test('@auth a forged unsubscribe link is refused', async ({ page }) => {
  await page.goto('/unsubscribe?token=1.9999999999.tanda-tangan-palsu-yang-tidak-cocok');
  await page.getByRole('button', { name: 'Ya, berhenti berlangganan' }).click();
  await expect(page.getByRole('alert')).toHaveText('Tautan berhenti berlangganan tidak valid.');
});
