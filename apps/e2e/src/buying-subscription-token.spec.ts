import { expect, test, type Page } from '@playwright/test';
import { approveOrder, idTransactionOf, uploadProof } from './support/commerce';
import { submitLoginWith, verifiedMember, type FreshAccount } from './support/fresh-account';
import { loginAs } from './support/session';

// Seed: SEED_CATALOG.plans.monthly is "Langganan 1 Bulan" (Rp99.000); SEED_CATALOG.subscriptionCourseSlug
// keamanan-jaringan is paid and in the subscription. SEED_EXTRAS.activation: codes[1] is one of five single-use
// codes that open Digital Forensik; expiredCode expired yesterday (apps/api/src/db/seed-extras.ts).
const PLAN = { name: 'Langganan 1 Bulan', months: 1 };
const SUBSCRIPTION_COURSE = { slug: 'keamanan-jaringan' };
const ACTIVATION = { code: 'AKSB-FRNS-4CD5', course: 'Digital Forensik', expiredCode: 'AKSB-XPRD-MNTH' };

async function signIn(page: Page, account: FreshAccount): Promise<void> {
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(/\/member$/);
}

/**
 * How the member pages print the end date of a subscription bought today (e.g. "23 Des 2026"): today plus the
 * plan's months as PostgreSQL adds them (the day clamped to the month's end). The server's "today" may be a day
 * apart from this machine's near midnight, so every near day is accepted.
 */
function endDatePattern(months: number): RegExp {
  const format = new Intl.DateTimeFormat('id-ID', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  });
  const candidates = [-1, 0, 1].map((offset) => {
    const today = new Date(Date.now() + offset * 24 * 60 * 60 * 1000);
    const year = today.getUTCFullYear();
    const month = today.getUTCMonth() + months;
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return format.format(new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay))));
  });
  return new RegExp(`^(${[...new Set(candidates)].join('|')})$`);
}

// The member buys the subscription and pays, the admin approves; the subscription runs a month and opens the
// subscription courses.
test('@member @admin @shell a 1-month subscription, once approved, runs a month and opens its courses', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await verifiedMember(request, 'langganan');
  const member = await (await browser.newContext()).newPage();
  await signIn(member, account);

  await member.goto('/member/subscription');
  await expect(member.getByRole('heading', { level: 1, name: 'Langganan' })).toBeVisible();
  await expect(member.getByRole('region', { name: 'Status langganan' }).getByText('Belum berlangganan')).toBeVisible();
  await member.getByRole('link', { name: `Pilih paket ${PLAN.name}` }).click();
  await expect(member).toHaveURL(/\/member\/subscription\/checkout\?plan=\d+$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Checkout langganan' })).toBeVisible();
  await expect(member.getByText(`${PLAN.months} bulan akses kelas berlangganan`)).toBeVisible();
  await member.getByLabel(/menyetujui syarat dan ketentuan/).check();
  await member.getByRole('button', { name: 'Buat pesanan' }).click();
  await expect(member).toHaveURL(/\/member\/subscription\/payment\/AS\w+$/);
  const idTransaction = idTransactionOf(member);
  await uploadProof(member);

  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin');
  await expect(admin).toHaveURL(/\/admin$/);
  await approveOrder(admin, idTransaction);

  // Paid: the status page leads to the subscription, which is active until about a month from today.
  await member.reload();
  await expect(member.getByText('Lunas').first()).toBeVisible();
  await member.getByRole('link', { name: 'Lihat langganan' }).click();
  await expect(member).toHaveURL(/\/member\/subscription$/);
  const status = member.getByRole('region', { name: 'Status langganan' });
  await expect(status.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(status.getByText('Berlaku hingga')).toBeVisible();
  await expect(status.getByText(endDatePattern(PLAN.months))).toBeVisible();

  // The shell's course page of a subscription course says the member already has it.
  await member.goto(`/belajar-online/${SUBSCRIPTION_COURSE.slug}`);
  await expect(member.getByText('Termasuk dalam langganan Anda')).toBeVisible();
});

// Typed in lower case without dashes it works; a second member is told it is used.
test('@member an activation code opens its course once; used, unknown and expired codes are named', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const first = await verifiedMember(request, 'token');
  const second = await verifiedMember(request, 'token2');

  const member = await (await browser.newContext()).newPage();
  await signIn(member, first);
  await member.goto('/member/aktivasi-token');
  await expect(member.getByRole('heading', { level: 1, name: 'Aktivasi Token' })).toBeVisible();
  const field = member.getByRole('textbox', { name: 'Kode aktivasi' });
  await field.pressSequentially(ACTIVATION.code.replace(/-/g, '').toLowerCase());
  await expect(field).toHaveValue(ACTIVATION.code);
  await member.getByRole('button', { name: 'Aktifkan' }).click();
  await expect(member.getByRole('status').filter({ hasText: 'Kode berhasil digunakan.' })).toContainText(
    `Kelas online ${ACTIVATION.course} sudah terbuka untuk Anda.`,
  );
  await expect(field).toHaveValue('');
  await member.getByRole('link', { name: 'Mulai belajar' }).click();
  await expect(member).toHaveURL(/\/member\/kelas-saya$/);
  await expect(member.getByRole('heading', { name: ACTIVATION.course })).toBeVisible();

  // Another member: the single-use code is taken; an unknown and an expired code say so.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, second);
  await other.goto('/member/aktivasi-token');
  const otherField = other.getByRole('textbox', { name: 'Kode aktivasi' });
  for (const [code, message] of [
    [ACTIVATION.code, 'Kode aktivasi sudah digunakan.'],
    ['ZZZZ-ZZZZ-ZZZZ', 'Kode aktivasi tidak ditemukan.'],
    [ACTIVATION.expiredCode, 'Kode aktivasi sudah kedaluwarsa.'],
  ] as const) {
    await otherField.fill(code);
    await other.getByRole('button', { name: 'Aktifkan' }).click();
    await expect(other.getByText(message)).toBeVisible();
    await expect(otherField).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
  }
  await other.goto('/member/kelas-saya');
  await expect(other.getByText('Belum ada kelas')).toBeVisible();
});
