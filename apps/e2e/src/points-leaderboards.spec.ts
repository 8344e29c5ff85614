import { expect, test } from '@playwright/test';
import { loginAs } from './support/session';

// Read-only on the demo member (other specs run beside this one): the seed's ledger adds up to 1.250 points and
// 3.400 XP (seed-data.ts MEMBER_POINT_HISTORY).
test('@member the navbar points open the ledger that explains them', async ({ page }) => {
  await loginAs(page, 'member');
  await page
    .getByRole('navigation', { name: 'Navigasi member' })
    .getByRole('link', { name: '1.250 Poin 3.400 XP' })
    .click();
  await expect(page).toHaveURL(/\/member\/point$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Poin & XP' })).toBeVisible();
  const ledger = page.getByRole('list', { name: 'Riwayat poin dan XP' });
  await expect(ledger.getByRole('listitem').first()).toContainText('Menyelesaikan tantangan CTF Kriptografi Dasar');
  // The seed's seven entries plus a reward spent and refunded (seed-rewards.ts), which nets to 0.
  await expect(ledger.getByRole('listitem')).toHaveCount(9);
  await expect(ledger.getByLabel('+550 XP')).toBeVisible();
  await page.getByRole('link', { name: 'papan peringkat' }).click();
  await expect(page).toHaveURL(/\/leaderboards$/);
  await expect(page.getByRole('row').filter({ hasText: '@member.demo' })).toContainText('Anda');
});

test('@shell a visitor sees the XP leaderboards, all time and this month, and opens a member profile', async ({
  page,
}) => {
  await page.goto('/leaderboards');
  await expect(page.getByRole('heading', { level: 1, name: 'Papan Peringkat' })).toBeVisible();
  const demo = page.getByRole('row').filter({ hasText: '@member.demo' });
  await expect(demo).toContainText('3.400');
  await page.getByRole('tab', { name: 'Bulan ini' }).click();
  await expect(page).toHaveURL(/periode=month/);
  // On the first days of a month the seed's recent XP may all be last month's: then the board says it is empty.
  await expect(
    page.getByRole('table', { name: 'Peringkat XP — bulan ini' }).or(page.getByText('Papan peringkat masih kosong')),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Sepanjang waktu' }).click();
  await page.getByRole('link', { name: 'Dimas Saputra' }).click();
  await expect(page).toHaveURL(/\/dimas\.saputra$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dimas Saputra' })).toBeVisible();
});
