import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { submitLoginWith, verifiedMember } from './support/fresh-account';
import { bearerOf, HOME_URL } from './support/session';

// A fresh member (so no other spec's counts move) registers for the free seeded event (SEED_CATALOG.freeEventId = 1)
// through the API; the registration is paid at once and notifies them, with a link to the order.
test('@member a notification arrives, the bell opens the notifications page, and reading it lowers the badge', async ({
  page,
  request,
}) => {
  const account = await verifiedMember(request, 'notifikasi');
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(HOME_URL.member);
  const nav = page.getByRole('navigation', { name: 'Navigasi member' });
  await expect(nav.getByRole('link', { name: 'Tidak ada notifikasi baru' })).toBeVisible();

  const registration = await page.request.post('/api/transaction/checkout', {
    headers: { Authorization: await bearerOf(page) },
    data: { kind: 'event', idempotencyKey: randomUUID(), items: [{ type: 'event', ref: '1' }] },
  });
  expect(registration.status()).toBe(201);
  const { idTransaction } = (await registration.json()).data as { idTransaction: string };

  await page.reload();
  await nav.getByRole('link', { name: '1 notifikasi belum dibaca' }).click();
  await expect(page).toHaveURL(/\/member\/notifikasi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible();
  const entry = page.getByRole('listitem', { name: 'Pendaftaran berhasil' });
  await expect(entry.getByText('Baru')).toBeVisible();
  await expect(entry).toContainText(idTransaction);

  await entry.getByRole('link', { name: 'Lihat' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/cyber-insight/detail/${idTransaction}$`));
  await expect(nav.getByRole('link', { name: 'Tidak ada notifikasi baru' })).toBeVisible();

  // After the count has been answered and the list is drawn: before that, "no new notifications" is the default.
  const counted = page.waitForResponse((response) => response.url().includes('/notif-total') && response.ok());
  await page.goto('/member/notifikasi');
  await counted;
  const readEntry = page.getByRole('listitem', { name: 'Pendaftaran berhasil' });
  await expect(readEntry).toBeVisible();
  await expect(readEntry.getByText('Baru')).toHaveCount(0);
  await expect(page.getByText('Tidak ada notifikasi baru.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tandai semua sudah dibaca' })).toBeDisabled();
});
