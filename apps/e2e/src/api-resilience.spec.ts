import { expect, test } from '@playwright/test';
import { HOME_URL, loginAs } from './support/session';

// The static files come from a CDN or the same origin; these tests take only /api away, as a load
// balancer with no healthy API instance would.

test('@shell API unreachable on reload: the §8 message with a retry, and the session survives until it is back', async ({ page }) => {
  await loginAs(page, 'member');
  await expect(page).toHaveURL(HOME_URL.member);

  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Data akun belum dapat dimuat' });
  await expect(alert).toContainText('Layanan sedang tidak tersedia.');
  // The public chrome still works while the API is away.
  await expect(page.getByRole('link', { name: /Akademi Siber/ }).first()).toBeVisible();

  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('heading', { name: 'Kelas Saya' })).toBeVisible();
});

test('@member a gateway error on a list shows the §8 message, and the retry recovers', async ({ page }) => {
  await loginAs(page, 'member');
  await expect(page.getByRole('heading', { name: 'Kelas Saya' })).toBeVisible();

  await page.route('**/api/member/kelas-saya**', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Kelas belum dapat dimuat' })).toContainText('Terjadi masalah pada server.');

  await page.unroute('**/api/member/kelas-saya**');
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
});
