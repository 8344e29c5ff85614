import { expect, test, type Browser, type Page } from '@playwright/test';
import { approveOrder, idTransactionOf, uploadProof } from './support/commerce';
import { submitLoginWith, verifiedMember, type FreshAccount } from './support/fresh-account';
import { loginAs } from './support/session';

// Seed (apps/api/src/db/seed-catalog-data.ts, SEED_CATALOG): event 1 is upcoming and free (quota 500), event 2 is
// upcoming and costs Rp 75.000 (quota 40). Fresh members own no registration, so each journey starts clean.
const FREE_EVENT = { id: 1, title: 'Cyber Insight: Lanskap Ancaman Siber 2027' };
const PAID_EVENT = { id: 2, title: 'Cyber Insight: Workshop Threat Hunting', price: 'Rp75.000' };

// The visitor finds the event and signs in; the registration is at once in Acara saya and in the admin’s registrants.
test('@shell @member @admin a visitor registers for the free Cyber Insight event without paying', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await verifiedMember(request, 'acara-gratis');
  const member = await (await browser.newContext()).newPage();

  // Found on the public Cyber Insight page; registering asks a visitor to sign in and comes back to the event.
  await member.goto('/cyber-insight');
  await expect(member.getByRole('heading', { level: 1, name: 'Cyber Insight' })).toBeVisible();
  await member.getByRole('link', { name: FREE_EVENT.title }).click();
  await expect(member).toHaveURL(new RegExp(`/cyber-insight/${FREE_EVENT.id}$`));
  await expect(member.getByRole('heading', { level: 1, name: FREE_EVENT.title })).toBeVisible();
  const box = member.getByRole('complementary', { name: 'Gratis' });
  await box.getByRole('link', { name: 'Masuk untuk mendaftar' }).click();
  await expect(member).toHaveURL(/\/login/);
  await submitLoginWith(member, account.email, account.password);
  await expect(member).toHaveURL(new RegExp(`/cyber-insight/${FREE_EVENT.id}$`));

  // "Daftar" leads into the member area; a free event needs no payment: the order is paid at once.
  await box.getByRole('link', { name: 'Daftar', exact: true }).click();
  await expect(member).toHaveURL(new RegExp(`/member/cyber-insight/${FREE_EVENT.id}$`));
  await expect(member.getByRole('heading', { level: 1, name: FREE_EVENT.title })).toBeVisible();
  await expect(member.getByText('Total (gratis)')).toBeVisible();
  await member.getByLabel(/menyetujui syarat dan ketentuan/).check();
  await member.getByRole('button', { name: 'Daftar sekarang' }).click();
  await expect(member).toHaveURL(/\/member\/cyber-insight\/detail\/AS\w+$/);
  const idTransaction = idTransactionOf(member);
  await expect(member.getByRole('status').filter({ hasText: 'Pendaftaran Anda berhasil.' })).toBeVisible();

  // Listed among the member's own events, already settled.
  await member.getByRole('link', { name: 'Lihat acara saya' }).click();
  await expect(member).toHaveURL(/\/member\/cyber-insight$/);
  await expectRegistration(member, FREE_EVENT.title, 'Lunas');

  // The admin finds the member among the event's registrants.
  const admin = await signedInAdmin(browser);
  await admin.goto('/admin/acara');
  await admin.getByRole('link', { name: new RegExp(`pendaftar ${escape(FREE_EVENT.title)}$`) }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/acara/${FREE_EVENT.id}/pendaftar$`));
  await expect(admin.getByRole('heading', { level: 1, name: 'Pendaftar acara' })).toBeVisible();
  await expectRegistrant(admin, account, idTransaction, 'Lunas');
});

// The member registers, transfers Rp 75.000 and sends the proof; the admin approves; the registration shows as paid.
test('@shell @member @admin a member pays for the paid Cyber Insight event; after approval it shows paid', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await verifiedMember(request, 'acara-bayar');
  const member = await (await browser.newContext()).newPage();
  await member.goto('/login');
  await submitLoginWith(member, account.email, account.password);
  await expect(member).toHaveURL(/\/member$/);

  // From the public event page to the member area's registration, priced at Rp 75.000.
  await member.goto(`/cyber-insight/${PAID_EVENT.id}`);
  await expect(member.getByRole('heading', { level: 1, name: PAID_EVENT.title })).toBeVisible();
  await member
    .getByRole('complementary', { name: PAID_EVENT.price })
    .getByRole('link', { name: 'Daftar', exact: true })
    .click();
  await expect(member).toHaveURL(new RegExp(`/member/cyber-insight/${PAID_EVENT.id}$`));
  await expect(member.getByRole('heading', { level: 1, name: PAID_EVENT.title })).toBeVisible();
  await member.getByLabel(/menyetujui syarat dan ketentuan/).check();
  await member.getByRole('button', { name: 'Daftar dan bayar' }).click();

  // The event's payment page: the price plus a unique code, then the transfer proof.
  await expect(member).toHaveURL(/\/member\/cyber-insight\/payment\/AS\w+$/);
  const idTransaction = idTransactionOf(member);
  await expect(member.getByText('Jumlah yang harus ditransfer')).toBeVisible();
  await expect(member.getByRole('listitem').filter({ hasText: PAID_EVENT.title })).toContainText(PAID_EVENT.price);
  await member.goto('/member/cyber-insight');
  await expectRegistration(member, PAID_EVENT.title, 'Menunggu pembayaran');
  await member.getByRole('region', { name: 'Acara saya' }).getByRole('link', { name: 'Bayar sekarang' }).click();
  await expect(member).toHaveURL(new RegExp(`/member/cyber-insight/payment/${idTransaction}$`));
  await uploadProof(member);
  await expect(member).toHaveURL(new RegExp(`/member/cyber-insight/detail/${idTransaction}$`));

  // The admin approves the transfer; the member's registration is paid.
  const admin = await signedInAdmin(browser);
  await approveOrder(admin, idTransaction);
  await member.goto('/member/cyber-insight');
  await expectRegistration(member, PAID_EVENT.title, 'Lunas');

  // And the registrants list says so too.
  await admin.goto(`/admin/acara/${PAID_EVENT.id}/pendaftar`);
  await expectRegistrant(admin, account, idTransaction, 'Lunas');
});

async function signedInAdmin(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin');
  await expect(admin).toHaveURL(/\/admin$/);
  return admin;
}

/** On /member/cyber-insight: the member's registration card for the event, with its status. */
async function expectRegistration(page: Page, title: string, status: string): Promise<void> {
  const card = page.getByRole('region', { name: 'Acara saya' }).getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText(status);
}

/** On /admin/acara/{id}/pendaftar: the member's row, with their order and its status. */
async function expectRegistrant(
  page: Page,
  account: FreshAccount,
  idTransaction: string,
  status: string,
): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText(account.name);
  await expect(row.getByRole('link', { name: idTransaction })).toBeVisible();
  await expect(row).toContainText(status);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
