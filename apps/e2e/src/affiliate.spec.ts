import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { approveOrder, TRANSFER_PROOF, uploadProof } from './support/commerce';
import { submitLoginWith, verifiedMember } from './support/fresh-account';
import { loginAs } from './support/session';

// Seed (apps/api/src/db/seed-data.ts, SEED_CATALOG.paidCourseSlug): analisis-malware sells at Rp 449.000 and fresh
// members do not own it. The API's defaults (AFFILIATE_RATE_PERCENT 10, AFFILIATE_HOLDING_DAYS 14) make the
// commission Rp 44.900, held for 14 days, so it counts in the pending balance.
const COURSE = { slug: 'analisis-malware', title: 'Analisis Malware', price: 449_000 };
const COMMISSION = COURSE.price / 10;
const COMMISSION_TEXT = 'Rp44.900';

// A member shares their referral link; a visitor who follows it signs in and buys a course; after approval the referrer
// sees the click, the order and the held commission.
test("@shell @member @admin a referral link's visitor buys a course; the referrer sees the commission", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const referrer = await verifiedMember(request, 'afiliasi-a');
  const buyer = await verifiedMember(request, 'afiliasi-b');

  // Member A joins the program and copies the referral link.
  const referrerContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const memberA = await referrerContext.newPage();
  await memberA.goto('/login');
  await submitLoginWith(memberA, referrer.email, referrer.password);
  await expect(memberA).toHaveURL(/\/member$/);
  await memberA.goto('/member/afiliasi');
  await expect(memberA.getByRole('heading', { level: 1, name: 'Afiliasi' })).toBeVisible();
  await memberA.getByRole('button', { name: 'Gabung' }).click();
  await expect(memberA.getByRole('heading', { name: 'Tautan referal Anda' })).toBeVisible();
  const shownLink = memberA.getByText(/^https?:\/\/\S+\?ref=[A-Z0-9]+$/);
  await expect(shownLink).toBeVisible();
  const link = (await shownLink.innerText()).trim();
  await memberA.getByRole('button', { name: 'Tautan referal: salin' }).click();
  await expect(memberA.getByRole('button', { name: 'Tautan referal: salin' })).toHaveText('Tersalin');
  expect(await memberA.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const code = new URL(link).searchParams.get('ref') ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await expect(stat(memberA, 'Klik tautan')).toHaveText('0');
  await expect(stat(memberA, 'Pesanan lewat referal')).toHaveText('0');

  // A visitor opens the link: the shell records the click and keeps the code. The link is absolute (PUBLIC_URL),
  // so the visitor's whole visit stays on its origin.
  const visitor = await (await browser.newContext({ baseURL: new URL(link).origin })).newPage();
  const click = visitor.waitForResponse(
    (response) => response.url().endsWith('/api/affiliate/clicks') && response.request().method() === 'POST',
  );
  await visitor.goto(link);
  expect((await click).ok()).toBe(true);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await keptCode(visitor)).toBe(code);

  // In the same browser member B signs in from the course page and buys it now; checkout sends the kept code.
  await visitor.goto(`/belajar-online/${COURSE.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  await visitor.getByRole('link', { name: 'Masuk untuk membeli' }).click();
  await expect(visitor).toHaveURL(/\/login/);
  await submitLoginWith(visitor, buyer.email, buyer.password);
  await expect(visitor).toHaveURL(new RegExp(`/belajar-online/${COURSE.slug}$`));
  await visitor.getByRole('button', { name: 'Beli sekarang' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/member/checkout\\?type=course&kelas=${COURSE.slug}$`));
  await expect(visitor.getByRole('listitem').filter({ hasText: COURSE.title }).first()).toBeVisible();
  await visitor.getByLabel(/menyetujui syarat dan ketentuan/).check();
  const checkout = visitor.waitForRequest(
    (sent) => sent.url().endsWith('/api/transaction/checkout') && sent.method() === 'POST',
  );
  await visitor.getByRole('button', { name: 'Buat pesanan' }).click();
  expect((await checkout).postDataJSON()).toMatchObject({ kind: 'course', affiliateCode: code });
  await expect(visitor).toHaveURL(/\/member\/pesanan\/bayar\/AS\w+$/);
  const idTransaction = decodeURIComponent(new URL(visitor.url()).pathname.split('/').pop() ?? '');
  await uploadProof(visitor);

  // The admin sees the referral on the order and approves it.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin');
  await expect(admin).toHaveURL(/\/admin$/);
  await approveOrder(admin, idTransaction);
  await expect(admin.getByText(`Dirujuk afiliasi dengan kode ${code}.`)).toBeVisible();

  // Member A: at least the visitor's click, one referred order, and 10 % of the course held in the pending balance.
  await memberA.reload();
  await expect(memberA.getByRole('heading', { name: 'Tautan referal Anda' })).toBeVisible();
  expect(Number(await stat(memberA, 'Klik tautan').innerText())).toBeGreaterThanOrEqual(1);
  await expect(stat(memberA, 'Pesanan lewat referal')).toHaveText('1');
  await expect(stat(memberA, 'Saldo tertahan')).toHaveText(COMMISSION_TEXT);
  await expect(stat(memberA, 'Saldo tersedia')).toHaveText('Rp0');
  await expect(stat(memberA, 'Total komisi')).toHaveText(COMMISSION_TEXT);
  const commission = memberA.getByRole('row').filter({ hasText: idTransaction });
  await expect(commission).toBeVisible();
  await expect(commission).toContainText(COMMISSION_TEXT);
  await expect(commission).toContainText(/Tertahan s\.d\./);

  // Member A follows their own link and buys the same course: the code goes with the checkout and is ignored.
  await memberA.goto(new URL(link).pathname + new URL(link).search);
  await expect(memberA.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await keptCode(memberA)).toBe(code);
  const asA = { Authorization: await bearerOf(memberA) };
  const ownOrder = await memberA.request.post('/api/transaction/checkout', {
    headers: asA,
    data: {
      kind: 'course',
      items: [{ type: 'course', ref: COURSE.slug }],
      affiliateCode: code,
      idempotencyKey: randomUUID(),
    },
  });
  expect(ownOrder.status(), await ownOrder.text()).toBe(201);
  const ownId: string = (await ownOrder.json()).data.idTransaction;
  const proof = await memberA.request.post(`/api/transaction/orders/${ownId}/proof`, {
    headers: asA,
    multipart: { file: TRANSFER_PROOF },
  });
  expect(proof.ok(), await proof.text()).toBe(true);
  const asAdmin = { Authorization: await bearerOf(admin) };
  const approval = await admin.request.post(`/api/lcadm/orders/${ownId}/approve`, { headers: asAdmin });
  expect(approval.ok(), await approval.text()).toBe(true);
  expect((await approval.json()).data).toMatchObject({ status: 'paid', affiliateCode: null });

  const overview = await memberA.request.get('/api/member/affiliate', { headers: asA });
  expect((await overview.json()).data).toMatchObject({
    referredOrders: 1,
    pendingBalance: COMMISSION,
    totalEarned: COMMISSION,
  });
  const commissions = await memberA.request.get('/api/member/affiliate/commissions', { headers: asA });
  const history = await commissions.json();
  expect(history.meta.total).toBe(1);
  expect(history.data[0]).toMatchObject({ idTransaction, amount: COMMISSION, status: 'holding' });
});

/** The value of a figure on /member/afiliasi (StatCard: a <dl> with the label as term, the figure as definition). */
function stat(page: Page, label: string): Locator {
  return page
    .locator('dl')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition')
    .first();
}

/** The referral code the shell keeps in local storage (data-access-api affiliate-ref). */
async function keptCode(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('affiliate_ref');
    return raw ? ((JSON.parse(raw) as { code?: string }).code ?? null) : null;
  });
}

/** The bearer value the signed-in page uses (cookie `auth._token.local`, spec §9). */
async function bearerOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name.startsWith('auth._token.'));
  if (!token) throw new Error('no auth token cookie');
  return decodeURIComponent(token.value);
}
