import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { submitLoginWith, verifiedMember } from './support/fresh-account';
import { bearerOf, HOME_URL, loginAs } from './support/session';

// Course discussions (decision 0021): a fresh member (so no other spec's figures move) gets the free seeded course
// through checkout and asks a question from the course player; the demo admin finds it among every course's
// unanswered questions in the admin remote (/admin/diskusi) and answers (only that fresh member's thread changes);
// the member's bell rises and the answer shows with the staff badge. The author remote's answer is part of
// learning-journey.spec.ts.
const COURSE = 'dasar-dasar-keamanan-siber';
const COURSE_TITLE = 'Dasar-Dasar Keamanan Siber';

test.describe.configure({ timeout: 120_000 });

test('@member @admin a course question is answered by an admin from the admin remote; the asker is notified', async ({
  page,
  request,
  browser,
}) => {
  const account = await verifiedMember(request, 'diskusi');
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(HOME_URL.member);
  const order = await page.request.post('/api/transaction/checkout', {
    headers: { Authorization: await bearerOf(page) },
    data: { kind: 'course', idempotencyKey: randomUUID(), items: [{ type: 'course', ref: COURSE }] },
  });
  expect(order.status(), await order.text()).toBe(201);

  // The course player's overview lists the discussions; the member asks.
  const title = `Firewall lab menolak koneksi ${randomUUID().slice(0, 6)}`;
  await page.goto(`/member/kelas/${COURSE}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
  const section = page.getByRole('region', { name: 'Diskusi kelas' });
  await section.getByRole('link', { name: 'Buat diskusi' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/kelas/${COURSE}/buat-diskusi$`));
  await page.getByRole('textbox', { name: /Judul/ }).fill(title);
  await page
    .getByRole('textbox', { name: /Pertanyaan/ })
    .fill('Setelah mengaktifkan ufw, koneksi SSH ke mesin lab ditolak. Aturan apa yang kurang?');
  await page.getByRole('button', { name: 'Kirim diskusi' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/kelas/${COURSE}/diskusi/[0-9a-f]{16}$`));
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText('Belum ada balasan. Instruktur akan segera menjawab.')).toBeVisible();
  const threadUrl = page.url();
  const nav = page.getByRole('navigation', { name: 'Navigasi member' });
  const unread = async () =>
    (
      (await (
        await page.request.get('/api/member/notif-total', { headers: { Authorization: await bearerOf(page) } })
      ).json()) as { data: { total_unread_notif: number } }
    ).data.total_unread_notif;
  const before = await unread();

  // The demo admin opens "Diskusi kelas" from the admin home, narrows to this course's unanswered questions and
  // answers.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, 'admin');
  await expect(adminPage).toHaveURL(HOME_URL.admin);
  await adminPage.getByRole('link', { name: /Diskusi kelas/ }).click();
  await expect(adminPage).toHaveURL(/\/admin\/diskusi\?status=unanswered$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Diskusi Kelas' })).toBeVisible();
  await adminPage.getByRole('combobox', { name: 'Kelas' }).selectOption(COURSE);
  await expect(adminPage).toHaveURL(new RegExp(`kelas=${COURSE}`));
  await adminPage.getByRole('link', { name: title }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(adminPage.getByText(`Kelas: ${COURSE_TITLE}`)).toBeVisible();
  await adminPage
    .getByRole('textbox', { name: 'Jawaban Anda' })
    .fill('Izinkan port 22 dulu: sudo ufw allow 22/tcp, lalu aktifkan ufw.');
  await adminPage.getByRole('button', { name: 'Kirim jawaban' }).click();
  const adminAnswer = adminPage.getByRole('article', { name: /^Balasan dari / });
  await expect(adminAnswer.getByText('Admin', { exact: true })).toBeVisible();
  const adminName = ((await adminAnswer.getAttribute('aria-label')) ?? '').replace('Balasan dari ', '');
  // Back to the list it came from: the question no longer waits.
  await adminPage.getByRole('link', { name: '← Semua diskusi' }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/diskusi\\?(?=.*status=unanswered)(?=.*kelas=${COURSE})`));
  // The list itself, loaded and settled (not the thread page still on screen, nor a skeleton), no longer has it.
  await expect(adminPage.getByRole('tablist', { name: 'Saring diskusi' })).toBeVisible();
  await expect(adminPage.getByText('Memuat diskusi…')).toHaveCount(0);
  await expect(adminPage.locator('ul[aria-busy="true"]')).toHaveCount(0);
  await expect(adminPage.getByRole('link', { name: title })).toHaveCount(0);
  await adminContext.close();

  // The member's bell rises, and the notification leads back to the thread with the answer.
  expect(await unread()).toBe(before + 1);
  await page.reload();
  await nav.getByRole('link', { name: `${before + 1} notifikasi belum dibaca` }).click();
  await expect(page).toHaveURL(/\/member\/notifikasi$/);
  const entry = page.getByRole('listitem', { name: `Balasan baru di diskusi "${title}"` });
  await entry.getByRole('link', { name: 'Lihat' }).click();
  await expect(page).toHaveURL(threadUrl);
  const answer = page.getByRole('article', { name: `Balasan dari ${adminName}` });
  await expect(answer.getByText('Admin', { exact: true })).toBeVisible();
  await expect(answer).toContainText('sudo ufw allow 22/tcp');
  await expect(page.getByText('Sudah dijawab')).toBeVisible();
});
