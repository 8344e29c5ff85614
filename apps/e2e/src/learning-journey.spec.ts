import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { submitLoginWith, verifiedMember } from './support/fresh-account';
import { bearerOf, HOME_URL, loginAs } from './support/session';

// Issue 6's journey, one member across the member remote, the author remote and the public shell: a fresh member (so
// no other spec's figures move) gets the free seeded course (SEED_CATALOG.freeCourseSlug) through checkout, watches
// the first lesson's HLS stream to the end, finishes every material, passes the module quiz, fails and then passes
// the exam within its two attempts, receives the certificate and downloads its PDF; asks in the course's
// discussions, the demo author answers from the author remote and the member's bell rises; redeems a reward with
// the points earned; sees every step in the ledger and the XP on this month's leaderboard; and a logged-out visitor
// verifies the certificate's number. The answers are the seed's (apps/api/src/db/seed-assessments-data.ts).
const COURSE = 'dasar-dasar-keamanan-siber';
const COURSE_TITLE = 'Dasar-Dasar Keamanan Siber';
const EBOOK = { slug: 'e-book-panduan-password-aman', name: 'E-book Panduan Password Aman', cost: 40 };

test.describe.configure({ timeout: 240_000 });

async function answerSingle(page: Page, option: string) {
  await page.getByRole('radio', { name: option, exact: true }).check();
}
async function answerMultiple(page: Page, options: string[]) {
  for (const option of options) await page.getByRole('checkbox', { name: option, exact: true }).check();
}
async function answerShort(page: Page, prompt: string, text: string) {
  await page.getByRole('textbox', { name: prompt }).fill(text);
}
async function submitAttempt(page: Page) {
  await page.getByRole('button', { name: 'Kumpulkan jawaban' }).click();
  await page.getByRole('button', { name: 'Ya, kumpulkan' }).click();
}

// From the first video to a verified certificate; the author answers the question.
test('@member @author learns a course to a verified certificate, is answered and redeems a reward', async ({
  page,
  request,
  browser,
}) => {
  const account = await verifiedMember(request, 'belajar');
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(HOME_URL.member);

  const order = await page.request.post('/api/transaction/checkout', {
    headers: { Authorization: await bearerOf(page) },
    data: { kind: 'course', idempotencyKey: randomUUID(), items: [{ type: 'course', ref: COURSE }] },
  });
  expect(order.status(), await order.text()).toBe(201);

  // Kelas Saya → the player's overview → the first material.
  await page.goto('/member/kelas-saya');
  await page.getByRole('link', { name: `Mulai belajar: ${COURSE_TITLE}` }).click();
  await expect(page).toHaveURL(new RegExp(`/member/kelas/${COURSE}$`));
  await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
  await expect(page.getByText('0 dari 9 materi selesai (0%)')).toBeVisible();
  const outline = page.getByRole('navigation', { name: 'Daftar materi kelas' });
  await expect(outline.getByText('Terkunci: selesaikan semua materi untuk membuka ujian')).toBeVisible();
  await page.getByRole('link', { name: 'Mulai dari materi pertama' }).click();

  // The HLS stream plays (through hls.js, with the token) and watching it to the end completes the material.
  const video = page.getByTestId('lesson-video');
  await expect(video).toBeVisible();
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2, null, { timeout: 20_000 });
  const stream = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const playedFrom = element.currentTime;
    element.currentTime = Math.max(0, element.duration - 1);
    await element.play();
    return { duration: element.duration, playedFrom, width: element.videoWidth, source: element.currentSrc };
  });
  expect(stream.duration).toBeGreaterThan(5);
  expect(stream.playedFrom).toBeGreaterThan(0);
  expect(stream.width).toBe(640);
  expect(stream.source).toMatch(/^blob:/); // Media Source Extensions, not a file URL
  await expect(page.getByText('Materi selesai. +5 poin, +10 XP.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('1 dari 9 materi selesai (11%)')).toBeVisible();
  // Saved on the server: a reload still shows it done.
  await page.reload();
  await expect(page.getByRole('article').getByText('Selesai', { exact: true })).toBeVisible();

  // The other eight materials: next, then "Tandai selesai" (articles, files, links and videos alike).
  for (let done = 2; done <= 9; done += 1) {
    const next = page.getByRole('link', { name: /^Materi berikutnya:/ });
    const title = ((await next.getAttribute('aria-label')) ?? (await next.innerText())).replace(
      /^Materi berikutnya:\s*/,
      '',
    );
    await next.click();
    // The next material itself, not the previous one still on screen, before its button is pressed.
    await expect(page.getByRole('heading', { level: 2, name: title.trim() })).toBeVisible();
    await page.getByRole('button', { name: 'Tandai selesai' }).click();
    await expect(page.getByText(`${done} dari 9 materi selesai`)).toBeVisible();
  }
  await expect(
    page.getByText('Semua materi selesai. Kerjakan ujian kelas untuk mendapatkan sertifikat.'),
  ).toBeVisible();

  // The module quiz, answered right.
  await outline.getByRole('link', { name: 'Kuis modul 1' }).click();
  await page.getByRole('button', { name: 'Mulai kuis' }).click();
  await answerSingle(page, 'Integrity (integritas)');
  await answerMultiple(page, ['Mengenkripsi berkas sensitif', 'Membatasi hak akses sesuai kebutuhan']);
  await answerShort(
    page,
    'Serangan yang membuat layanan tidak dapat diakses dengan membanjirinya dengan lalu lintas disebut ' +
      'serangan … (singkatan tiga huruf).',
    'DoS',
  );
  await answerSingle(page, 'Integritas');
  await submitAttempt(page);
  await expect(page.getByText('Selamat, Anda lulus dengan nilai 100.')).toBeVisible();

  // The exam: first attempt all wrong (failed, one attempt left), second right.
  await outline.getByRole('link', { name: /Ujian kelas/ }).click();
  await page.getByRole('button', { name: 'Mulai ujian' }).click();
  await answerSingle(page, 'Ransomware');
  await submitAttempt(page);
  await expect(page.getByText('Nilai Anda 0, belum mencapai nilai lulus 75.')).toBeVisible();
  await page.getByRole('button', { name: /Kembali/ }).click();
  await page.getByRole('button', { name: 'Mulai ujian' }).click();
  await answerSingle(page, 'Phishing');
  await answerMultiple(page, ['Memakai pengelola kata sandi', 'Mengaktifkan autentikasi dua faktor']);
  await answerShort(page, 'Malware yang mengenkripsi berkas korban lalu meminta tebusan disebut…', 'ransomware');
  await answerSingle(page, 'Memverifikasi lewat kanal resmi tanpa membuka tautan');
  await answerShort(page, 'Singkatan bahasa Inggris untuk autentikasi dua faktor adalah…', '2FA');
  await submitAttempt(page);
  await expect(page.getByText('Selamat, Anda lulus dengan nilai 100.')).toBeVisible();

  // The certificate: issued by the pass, shown on the course, opened, its PDF downloaded.
  await page.goto(`/member/kelas/${COURSE}`);
  await expect(page.getByRole('heading', { name: 'Selamat, kelas ini sudah selesai!' })).toBeVisible();
  await page.getByRole('link', { name: 'Lihat sertifikat' }).click();
  await expect(page).toHaveURL(/\/member\/certificate\/DDKS-/);
  const number = decodeURIComponent(page.url().split('/').pop() ?? '');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Unduh PDF/ }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toBe(`sertifikat-${number}.pdf`);

  // A question in the course's discussions, answered by the course's author from the author remote.
  const question = `Sertifikat untuk melamar kerja ${randomUUID().slice(0, 6)}`;
  await page.goto(`/member/kelas/${COURSE}`);
  await page.getByRole('region', { name: 'Diskusi kelas' }).getByRole('link', { name: 'Buat diskusi' }).click();
  await page.getByRole('textbox', { name: /Judul/ }).fill(question);
  await page
    .getByRole('textbox', { name: /Pertanyaan/ })
    .fill('Apakah sertifikat kelas ini bisa dicantumkan di CV dan diperiksa oleh perusahaan?');
  await page.getByRole('button', { name: 'Kirim diskusi' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/kelas/${COURSE}/diskusi/[0-9a-f]{16}$`));
  const threadUrl = page.url();
  const nav = page.getByRole('navigation', { name: 'Navigasi member' });
  const unreadNow = async () =>
    (
      (await (
        await page.request.get('/api/member/notif-total', { headers: { Authorization: await bearerOf(page) } })
      ).json()) as { data: { total_unread_notif: number } }
    ).data.total_unread_notif;
  const unreadBefore = await unreadNow();

  const authorContext = await browser.newContext();
  const authorPage = await authorContext.newPage();
  await loginAs(authorPage, 'author');
  await authorPage.getByRole('link', { name: COURSE_TITLE }).click();
  await authorPage.getByRole('navigation', { name: 'Menu kelas' }).getByRole('link', { name: 'Diskusi' }).click();
  await authorPage.getByRole('tab', { name: 'Belum dijawab' }).click();
  await authorPage.getByRole('link', { name: question }).click();
  await authorPage
    .getByRole('textbox', { name: 'Jawaban Anda' })
    .fill('Bisa. Nomornya dapat diperiksa siapa saja di halaman verifikasi sertifikat.');
  await authorPage.getByRole('button', { name: 'Kirim jawaban' }).click();
  await expect(authorPage.getByRole('article', { name: 'Balasan dari Budi Instruktur' })).toBeVisible();
  await authorContext.close();

  // The member's bell rises by one; its notification opens the answered thread.
  expect(await unreadNow()).toBe(unreadBefore + 1);
  await page.reload();
  await nav.getByRole('link', { name: `${unreadBefore + 1} notifikasi belum dibaca` }).click();
  await page
    .getByRole('listitem', { name: `Balasan baru di diskusi "${question}"` })
    .getByRole('link', { name: 'Lihat' })
    .click();
  await expect(page).toHaveURL(threadUrl);
  await expect(page.getByRole('article', { name: 'Balasan dari Budi Instruktur' })).toContainText(
    'halaman verifikasi sertifikat',
  );

  // A reward redeemed with the points the course earned.
  await page.goto(`/member/reward/${EBOOK.slug}`);
  await page.getByRole('button', { name: `Tukar poin: ${EBOOK.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Tukar ${EBOOK.name}?` });
  await dialog.getByRole('button', { name: `Tukar ${EBOOK.cost} poin` }).click();
  await expect(page.getByText(`Penukaran ${EBOOK.name} berhasil`)).toBeVisible();

  // Points and XP of those steps are explained in the ledger, the redemption last.
  await page.goto('/member/point');
  const ledger = page.getByRole('list', { name: 'Riwayat poin dan XP' });
  await expect(ledger.getByRole('listitem').first()).toContainText(`Menukar poin: ${EBOOK.name}`);
  await expect(ledger.getByText(`Menyelesaikan kelas ${COURSE_TITLE}`)).toBeVisible();
  await expect(ledger.getByText('Menyelesaikan materi').first()).toBeVisible();

  // …and on this month's XP leaderboard (redeeming spends points, never XP): 9 materials × 10 + quiz 150 + exam 600 +
  // course 100 = 940 XP.
  // The public board may be up to 10 s old (its server cache): reload until it has caught up.
  const row = page.getByRole('row').filter({ hasText: `@${account.username}` });
  await expect(async () => {
    await page.goto('/leaderboards?periode=month');
    await expect(row).toContainText('940', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('Anda');

  // A logged-out visitor verifies the number.
  const visitor = await browser.newPage();
  await visitor.goto('/certificate-verification');
  await visitor.getByRole('textbox', { name: /Nomor sertifikat/ }).fill(number);
  await visitor.getByRole('button', { name: /Periksa|Verifikasi/ }).click();
  await expect(visitor).toHaveURL(new RegExp(`/certificate/${number}$`));
  await expect(visitor.getByText(COURSE_TITLE).first()).toBeVisible();
  await expect(
    visitor.getByRole('region', { name: 'Status sertifikat' }).getByText('Berlaku', { exact: true }),
  ).toBeVisible();
  await visitor.close();
});
