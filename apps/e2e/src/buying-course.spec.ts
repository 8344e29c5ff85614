import { expect, test } from '@playwright/test';
import { approveOrder, expectCartBadge, idTransactionOf, uploadProof } from './support/commerce';
import { submitLoginWith, verifiedMember } from './support/fresh-account';
import { loginAs } from './support/session';

// Seed (apps/api/src/db/seed-catalog-data.ts): keamanan-aplikasi-web is paid and nobody new owns it; HEMAT20 takes
// 20 % off courses and batches, once per member.
const COURSE = { slug: 'keamanan-aplikasi-web', title: 'Keamanan Aplikasi Web' };

// The visitor finds the course, registers, buys it with a promo code and a transfer proof; the admin approves.
test('@shell @member @admin a visitor registers and buys a course; after approval it is in Kelas Saya', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await verifiedMember(request, 'kursus');
  const member = await (await browser.newContext()).newPage();

  // Found in the catalog as a visitor; buying asks for a sign-in and comes back to the course.
  await member.goto('/belajar-online');
  await member.getByLabel('Cari kelas').fill('Aplikasi Web');
  await expect(member).toHaveURL(/q=|cari=|search=/);
  await member.getByRole('link', { name: COURSE.title }).first().click();
  await expect(member).toHaveURL(new RegExp(`/belajar-online/${COURSE.slug}$`));
  await expect(member.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  await member.getByRole('link', { name: 'Masuk untuk membeli' }).click();
  await expect(member).toHaveURL(/\/login/);
  await submitLoginWith(member, account.email, account.password);
  await expect(member).toHaveURL(new RegExp(`/belajar-online/${COURSE.slug}$`));

  // Into the cart: the shell's badge and the member remote's cart agree.
  await expectCartBadge(member, 0);
  await member.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(member.getByText('Kelas ditambahkan ke keranjang.')).toBeVisible();
  await expectCartBadge(member, 1);
  await member.getByRole('link', { name: 'Sudah di keranjang' }).click();
  await expect(member).toHaveURL(/\/member\/cart$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
  await expectCartBadge(member, 1);
  await expect(member.getByRole('listitem').filter({ hasText: COURSE.title })).toBeVisible();

  // Checkout with HEMAT20: the total drops by 20 %.
  await member.getByRole('textbox', { name: 'Kode promo' }).fill('hemat20');
  await member.getByRole('button', { name: 'Pakai' }).click();
  await expect(member.getByText(/Diskon \(HEMAT20\)/).first()).toBeVisible();
  await member.getByRole('button', { name: 'Lanjut ke pembayaran' }).click();
  await expect(member).toHaveURL(/\/member\/cart\/confirmation\?jenis=course&promo=HEMAT20$/);
  await expect(member.getByText(/Diskon \(HEMAT20\)/).first()).toBeVisible();
  await member.getByLabel(/menyetujui syarat dan ketentuan/).check();
  await member.getByRole('button', { name: 'Buat pesanan' }).dblclick();
  await expect(member).toHaveURL(/\/member\/pesanan\/bayar\/AS\w+$/);
  const idTransaction = idTransactionOf(member);
  await expectCartBadge(member, 0);

  // A double click made one order.
  const orders = await member.request.get('/api/transaction/orders', {
    headers: { Authorization: await bearerOf(member) },
  });
  expect((await orders.json()).meta.total).toBe(1);

  await uploadProof(member);

  // The admin approves in the admin remote.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin');
  await expect(admin).toHaveURL(/\/admin$/);
  await approveOrder(admin, idTransaction);

  // The member sees it paid and finds the course in Kelas Saya.
  await member.reload();
  await expect(member.getByText('Lunas').first()).toBeVisible();
  await member.getByRole('link', { name: 'Mulai belajar' }).click();
  await expect(member).toHaveURL(/\/member\/kelas-saya$/);
  // Kelas Saya itself (the order page also names the course): the course is there, ready to start.
  await expect(member.getByRole('heading', { level: 1, name: 'Kelas Saya' })).toBeVisible();
  await expect(member.getByRole('link', { name: `Mulai belajar: ${COURSE.title}` })).toBeVisible();
});

/** The bearer value the signed-in page uses (cookie `auth._token.local`, spec §9). */
async function bearerOf(page: import('@playwright/test').Page): Promise<string> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name.startsWith('auth._token.'));
  if (!token) throw new Error('no auth token cookie');
  return decodeURIComponent(token.value);
}
