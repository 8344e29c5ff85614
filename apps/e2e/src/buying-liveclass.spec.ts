import { expect, test, type Page } from '@playwright/test';
import { approveOrder, expectCartBadge, idTransactionOf, uploadProof } from './support/commerce';
import { submitLoginWith, verifiedMember, type FreshAccount } from './support/fresh-account';
import { loginAs } from './support/session';

// Seed (apps/api/src/db/seed-catalog-data.ts, SEED_CATALOG.openBatch): batch-12 of bootcamp-penetration-testing
// (batch id 1) is open for registration, quota 25, Rp2.500.000 on sale for Rp1.990.000, first session
// "Metodologi dan reconnaissance" in 14 days. A fresh member owns nothing.
const LIVE_CLASS = { slug: 'bootcamp-penetration-testing', title: 'Bootcamp Penetration Testing' };
const BATCH = {
  id: 1,
  slug: 'batch-12',
  name: 'Batch 12',
  quota: 25,
  price: 'Rp1.990.000',
  firstSession: 'Metodologi dan reconnaissance',
};
const BATCH_PATH = `/liveclass/${LIVE_CLASS.slug}/${BATCH.slug}`;

async function signIn(page: Page, account: FreshAccount): Promise<void> {
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(/\/member$/);
}

/** The batch box of the shell's live-class page. */
const batchBox = (page: Page) => page.getByRole('complementary', { name: BATCH.name });

/** "Sisa N dari 25 kursi" in the batch box, as a number. */
async function seatsLeft(page: Page): Promise<number> {
  const text = await batchBox(page)
    .getByText(new RegExp(`^Sisa \\d+ dari ${BATCH.quota} kursi$`))
    .textContent();
  return Number(/Sisa (\d+)/.exec(text ?? '')?.[1]);
}

// The member picks the open batch, buys a seat through the cart and pays; the seat is held while unpaid; after approval
// the live class is in Kelas Saya.
test('@shell @member @admin a member buys a seat in the open batch; after approval it is in Kelas Saya', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await verifiedMember(request, 'liveclass');
  const member = await (await browser.newContext()).newPage();
  await signIn(member, account);

  // The shell's live-class list leads to the open batch: seats left, price and the schedule.
  await member.goto('/liveclass');
  await member.getByRole('article', { name: LIVE_CLASS.title }).getByRole('link', { name: LIVE_CLASS.title }).click();
  await expect(member).toHaveURL(new RegExp(`${BATCH_PATH}$`));
  await expect(member.getByRole('heading', { level: 1, name: LIVE_CLASS.title })).toBeVisible();
  await expect(member.getByRole('radio', { name: new RegExp(BATCH.name) })).toBeChecked();
  await expect(batchBox(member).getByText(BATCH.price)).toBeVisible();
  await expect(batchBox(member).getByRole('heading', { name: 'Jadwal sesi' })).toBeVisible();
  await expect(batchBox(member).getByText(BATCH.firstSession)).toBeVisible();
  const seatsBefore = await seatsLeft(member);
  expect(seatsBefore).toBeGreaterThan(0);

  // Into the cart: the navbar badge counts it.
  await expectCartBadge(member, 0);
  await batchBox(member).getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(member.getByText('Batch ditambahkan ke keranjang.')).toBeVisible();
  await expectCartBadge(member, 1);
  await batchBox(member).getByRole('link', { name: 'Sudah di keranjang' }).click();
  await expect(member).toHaveURL(/\/member\/cart$/);
  await expect(member.getByRole('listitem').filter({ hasText: LIVE_CLASS.title })).toBeVisible();

  // Checkout of the live-class kind, on the member remote's cart confirmation.
  await member.getByRole('button', { name: 'Lanjut ke pembayaran' }).click();
  await expect(member).toHaveURL(/\/member\/cart\/confirmation\?jenis=liveclass$/);
  await expect(member.getByText(LIVE_CLASS.title).first()).toBeVisible();
  await member.getByLabel(/menyetujui syarat dan ketentuan/).check();
  await member.getByRole('button', { name: 'Buat pesanan' }).click();
  await expect(member).toHaveURL(/\/member\/liveclass\/pesanan\/bayar\/AS\w+$/);
  const idTransaction = idTransactionOf(member);
  const payPath = new URL(member.url()).pathname;
  await expectCartBadge(member, 0);

  // The unpaid order holds a seat: the shell's page shows one fewer (its public answer may be up to 5 s old).
  await member.goto(BATCH_PATH);
  await expect(async () => {
    await member.reload();
    expect(await seatsLeft(member)).toBe(seatsBefore - 1);
  }).toPass({ timeout: 30_000 });

  await member.goto(payPath);
  await uploadProof(member);

  // The admin approves in the admin remote.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin');
  await expect(admin).toHaveURL(/\/admin$/);
  await approveOrder(admin, idTransaction);

  // The member sees it paid and finds the live class in Kelas Saya and in Live Class Saya.
  await member.reload();
  // A full reload of the member remote on the loaded e2e machine can take longer than the default 10 s.
  await expect(member.getByText('Lunas').first()).toBeVisible({ timeout: 30_000 });
  await member.getByRole('link', { name: 'Mulai belajar' }).click();
  await expect(member).toHaveURL(/\/member\/kelas-saya$/);
  await expect(member.getByRole('heading', { name: `${LIVE_CLASS.title} — ${BATCH.name}` })).toBeVisible();
  await member.goto('/member/liveclass');
  await expect(member.getByRole('heading', { level: 1, name: 'Live Class Saya' })).toBeVisible();
  await expect(member.getByRole('heading', { name: `${LIVE_CLASS.title} — ${BATCH.name}` })).toBeVisible();
  await expect(member.getByText(idTransaction).first()).toBeVisible();

  // The paid seat stays taken.
  await member.goto(BATCH_PATH);
  expect(await seatsLeft(member)).toBe(seatsBefore - 1);
});

test('@shell @member "Daftar sekarang" opens the live-class checkout with the batch named, priced and dated', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await verifiedMember(request, 'daftar');
  const member = await (await browser.newContext()).newPage();
  await signIn(member, account);

  await member.goto(BATCH_PATH);
  await batchBox(member).getByRole('button', { name: 'Daftar sekarang' }).click();
  // The link names the class too, so the member remote reads this batch from that class (not a guess).
  await expect(member).toHaveURL(
    new RegExp(`/member/liveclass/checkout\\?batch=${BATCH.id}&kelas=${LIVE_CLASS.slug}$`),
  );
  await expect(member.getByRole('heading', { level: 1, name: 'Checkout live class' })).toBeVisible();
  await expect(member.getByText(LIVE_CLASS.title, { exact: true })).toBeVisible();
  await expect(member.getByText(new RegExp(`^${BATCH.name} · .+ · sisa \\d+ kursi$`))).toBeVisible();
  await expect(member.getByText(BATCH.price).first()).toBeVisible();
  await expect(member.getByText(/Detail batch tampil lengkap/)).toHaveCount(0);

  await member.getByLabel(/menyetujui syarat dan ketentuan/).check();
  await member.getByRole('button', { name: 'Buat pesanan' }).click();
  await expect(member).toHaveURL(/\/member\/liveclass\/pesanan\/bayar\/AS\w+$/);
  await expect(member.getByText(LIVE_CLASS.title).first()).toBeVisible();
});
