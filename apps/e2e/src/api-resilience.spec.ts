import { expect, test, type Page } from '@playwright/test';
import { expectCartBadge } from './support/commerce';
import { submitLoginWith, verifiedMember } from './support/fresh-account';
import { HOME_URL, loginAs } from './support/session';

// The static files come from a CDN or the same origin; these tests take only /api away, as a load
// balancer with no healthy API instance would.

test('@shell API unreachable on reload: the §8 message with a retry; the session survives until it is back', async ({
  page,
}) => {
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

  await page.route('**/api/member/kelas-saya**', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
  );
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Kelas belum dapat dimuat' })).toContainText(
    'Terjadi masalah pada server.',
  );

  await page.unroute('**/api/member/kelas-saya**');
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  // A class's own progress bar (not the page-loading bar), and the error is gone.
  await expect(page.getByRole('progressbar', { name: /^Progres / }).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Kelas belum dapat dimuat' })).toHaveCount(0);
});

// The confirmation page keeps the items it showed when the cart comes back empty after a lost answer (the API made
// the order and emptied the cart), so the retry with the same idempotency key reaches that order.
// The connection dies once before and once after the server saw the request.
test('@member @shell a checkout whose connection dies makes exactly one order when the member retries', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Seed (SEED_CATALOG): keamanan-aplikasi-web is paid and a fresh member owns nothing.
  const course = { slug: 'keamanan-aplikasi-web', title: 'Keamanan Aplikasi Web' };
  const account = await verifiedMember(request, 'putus');
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(HOME_URL.member);
  await page.goto(`/belajar-online/${course.slug}`);
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expectCartBadge(page, 1);
  await page.goto('/member/cart');
  await page.getByRole('button', { name: 'Lanjut ke pembayaran' }).click();
  await expect(page).toHaveURL(/\/member\/cart\/confirmation/);
  await page.getByLabel(/menyetujui syarat dan ketentuan/).check();
  const placeOrder = page.getByRole('button', { name: 'Buat pesanan' });

  // 1. The connection drops before the request reaches the API.
  let attempts = 0;
  await page.route('**/api/transaction/checkout', async (route) => {
    attempts += 1;
    if (attempts === 1) return route.abort('connectionreset');
    // 2. The API creates the order, then the connection drops before the answer arrives.
    await route.fetch();
    return route.abort('connectionreset');
  });
  await placeOrder.click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(await ordersOf(page)).toBe(0);
  await placeOrder.click();
  await expect.poll(() => attempts).toBe(2);
  // The second attempt has been answered (the button is back and says what went wrong) and the page stayed.
  await expect(placeOrder).toBeEnabled();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/member\/cart\/confirmation/);
  await expect.poll(() => ordersOf(page)).toBe(1);

  // 3. The connection is back: the retry lands on the order the API already made, not a second one.
  await page.unroute('**/api/transaction/checkout');
  await placeOrder.click();
  await expect(page).toHaveURL(/\/member\/pesanan\/bayar\/AS\w+$/);
  await expect(page.getByText(course.title).first()).toBeVisible();
  expect(await ordersOf(page)).toBe(1);
  await expectCartBadge(page, 0);
});

/** How many orders the signed-in member has (the bearer is the page's own cookie `auth._token.local`, spec §9). */
async function ordersOf(page: Page): Promise<number> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name.startsWith('auth._token.'));
  if (!token) throw new Error('no auth token cookie');
  const answer = await page.request.get('/api/transaction/orders', {
    headers: { Authorization: decodeURIComponent(token.value) },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).meta.total;
}
