import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { submitLoginWith, verifiedMember } from './support/fresh-account';
import { bearerOf, HOME_URL } from './support/session';

// Rewards redeemed with points (decision 0022), as QA would try it: a fresh member (no other spec's figures move)
// earns points the way the product gives them — the free seeded course through checkout, then every material
// finished through the player's API (9 × 5 points, 9 × 10 XP) — redeems the seeded 40-point e-book in the browser,
// sees the navbar's points drop (XP stays) and the redemption listed, and a visitor sees the stock go down on /rewards.
const COURSE = 'dasar-dasar-keamanan-siber';
const EBOOK = { slug: 'e-book-panduan-password-aman', name: 'E-book Panduan Password Aman', cost: 40 };

test.describe.configure({ timeout: 120_000 });

test('@member earns points, redeems a reward, and sees the points drop and the redemption listed', async ({
  page,
  request,
  browser,
}) => {
  const account = await verifiedMember(request, 'hadiah');
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(HOME_URL.member);
  const headers = { Authorization: await bearerOf(page) };

  const order = await page.request.post('/api/transaction/checkout', {
    headers,
    data: { kind: 'course', idempotencyKey: randomUUID(), items: [{ type: 'course', ref: COURSE }] },
  });
  expect(order.status(), await order.text()).toBe(201);
  const outline = await page.request.get(`/api/member/kelas/${COURSE}`, { headers });
  expect(outline.status(), await outline.text()).toBe(200);
  const materials = (await outline.json()).data.modules.flatMap(
    (module: { materials: { hashId: string }[] }) => module.materials,
  );
  expect(materials).toHaveLength(9);
  for (const material of materials) {
    const done = await page.request.put(`/api/member/kelas/${COURSE}/materi/${material.hashId}/progress`, {
      headers,
      data: { position_seconds: 0, completed: true },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  const stockBefore: number = (await (await request.get(`/api/rewards/${EBOOK.slug}`)).json()).data.stock;

  await page.goto('/member/reward');
  const navbar = page.getByRole('navigation', { name: 'Navigasi member' });
  await expect(navbar.getByRole('link', { name: '45 Poin 90 XP' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tukar Poin' })).toBeVisible();
  // The T-shirt costs more than the member has: its button says how many points are missing.
  await expect(page.getByRole('button', { name: 'Kurang 955 poin: Kaos Akademi Siber' })).toBeDisabled();
  await expect(page.getByText('Kamu belum pernah menukar poin.')).toBeVisible();

  await page.getByRole('button', { name: `Tukar poin: ${EBOOK.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Tukar ${EBOOK.name}?` });
  await expect(dialog).toContainText('setelah penukaran tersisa 5 poin');
  await dialog.getByRole('button', { name: `Tukar ${EBOOK.cost} poin` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Penukaran ${EBOOK.name} berhasil`)).toBeVisible();

  // The navbar follows at once; XP never goes down.
  await expect(navbar.getByRole('link', { name: '5 Poin 90 XP' })).toBeVisible();
  const mine = page.getByRole('list', { name: 'Penukaran saya' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine.getByRole('listitem').first()).toContainText(EBOOK.name);
  await expect(mine.getByRole('listitem').first()).toContainText('Diproses');

  // The ledger explains the drop.
  await navbar.getByRole('link', { name: '5 Poin 90 XP' }).click();
  const ledger = page.getByRole('list', { name: 'Riwayat poin dan XP' });
  await expect(ledger.getByRole('listitem').first()).toContainText(`Menukar poin: ${EBOOK.name}`);
  await expect(ledger.getByRole('listitem').first().getByLabel(`−${EBOOK.cost} Poin`)).toBeVisible();

  // A visitor sees the catalogue with the stock one lower, and is asked to sign in to redeem.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto('/rewards');
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Tukar Poin dengan Hadiah' })).toBeVisible();
  const card = publicPage.getByRole('article').filter({ hasText: EBOOK.name });
  await expect(card).toContainText(`${EBOOK.cost} poin`);
  // Another spec (learning-journey) may redeem the same e-book meanwhile: the card shows the API's current stock,
  // lower than before this redemption.
  await expect(async () => {
    const stockNow: number = (await (await request.get(`/api/rewards/${EBOOK.slug}`)).json()).data.stock;
    expect(stockNow).toBeLessThan(stockBefore);
    await expect(card).toContainText(`Stok tersisa ${stockNow}`, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(publicPage.getByRole('article').filter({ hasText: 'Tumbler Capture The Flag' })).toContainText(
    'Stok habis',
  );
  await card.getByRole('link', { name: `Masuk untuk menukar ${EBOOK.name}` }).click();
  await expect(publicPage).toHaveURL(/\/login\?redirect=%2Fmember%2Freward%2Fe-book-panduan-password-aman$/);
  await visitor.close();
});
