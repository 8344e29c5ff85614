// Learning in a live-class batch (issue 18, decision 0041), in Chromium against the production build. An admin opens a
// new batch of Workshop Secure Coding with an activation code; its instructor gives it a session starting in ten
// minutes and a pre-test and a post-test. A new member redeems the code, joins the session through the platform
// (attendance recorded), takes the pre-test before the session; once the session is over, takes and passes the
// post-test, receives the attendance certificate and a logged-out visitor verifies it.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { submitLoginWith, verifiedMember } from './support/fresh-account';
import { apiCall, apiToken, batchActivationCode, memberWithSeat } from './support/enrolled-member';
import { HOME_URL, loginAs } from './support/session';

const LIVE_CLASS = 'workshop-secure-coding';
const MINUTE = 60_000;
/** The seed's Kelas Malam (apps/api/src/db/seed-catalog-data.ts SEED_CATALOG.runningBatch). */
const SEED_BATCH_ID = 7;

const single = (prompt: string, right: string, wrong: string[]) => ({
  type: 'single',
  prompt,
  explanation: `Jawabannya ${right}.`,
  points: 1,
  options: [right, ...wrong].map((text, index) => ({ text, isCorrect: index === 0 })),
  acceptedAnswers: [],
});

const QUESTIONS = [
  single('Validasi input yang menentukan dilakukan di mana?', 'Server', ['Browser', 'CDN']),
  single('Pencegah SQL injection yang tepat?', 'Query berparameter', ['Menyaring kutip', 'Captcha']),
];

/** Answers the first `right` questions correctly, the rest wrongly, and submits. */
async function answerAndSubmit(page: Page, right: number) {
  for (const [index, question] of QUESTIONS.entries()) {
    const choice = question.options[index < right ? 0 : 1].text;
    await page.getByRole('radio', { name: choice, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Kumpulkan jawaban' }).click();
  await page.getByRole('button', { name: 'Ya, kumpulkan' }).click();
}

// The whole way from a new batch to a verified attendance certificate.
test('@admin @author @member attends, takes both tests, gets a certificate that verifies', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const id = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const admin = await apiToken(request, ACCOUNTS.admin.email);
  const author = await apiToken(request, ACCOUNTS.author.email);

  // The admin's new batch: starts in ten minutes, registration already closed, certificate at 75 %.
  const now = Date.now();
  const startsAt = new Date(now + 10 * MINUTE);
  const batch = await apiCall<{ id: number; slug: string }>(
    request,
    admin,
    'POST',
    `/api/admin/liveclass/${LIVE_CLASS}/batches`,
    {
      name: `Batch E2E ${id}`,
      slug: `batch-e2e-${id}`,
      price: 500000,
      salePrice: null,
      quota: 10,
      registrationOpensAt: new Date(now - 2 * 24 * 60 * MINUTE).toISOString(),
      registrationClosesAt: new Date(now + 5 * MINUTE).toISOString(),
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 60 * MINUTE).toISOString(),
      lateAfterMinutes: 10,
      attendanceFinalAfterMinutes: 1440,
      attendanceThresholdPercent: 75,
      published: true,
    },
  );
  const code = await batchActivationCode(request, batch.id, `batch E2E ${id}`);

  // The instructor: a session (Google Meet) and the two tests with the same two questions.
  const sessions = `/api/author/liveclass/${LIVE_CLASS}/batches/${batch.id}/sessions`;
  const session = await apiCall<{ id: number }>(request, author, 'POST', sessions, {
    title: 'Sesi tunggal E2E',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * 60 * MINUTE).toISOString(),
    meetingUrl: `https://meet.google.com/e2e-${id}`,
  });
  const sheet = await apiCall<{ contentSlug: string }>(
    request,
    author,
    'GET',
    `/api/author/liveclass/${LIVE_CLASS}/batches/${batch.id}/attendance`,
  );
  for (const kind of ['pre_test', 'post_test'] as const) {
    const made = await apiCall<{ id: number }>(
      request,
      author,
      'PUT',
      `/api/author/content/${sheet.contentSlug}/tests/${kind}`,
      {
        title: kind === 'pre_test' ? 'Pre-test E2E' : 'Post-test E2E',
        timeLimitMinutes: 15,
        attemptLimit: 2,
        passingScore: 70,
        shuffle: false,
      },
    );
    for (const question of QUESTIONS) {
      await apiCall(
        request,
        author,
        'POST',
        `/api/author/content/${sheet.contentSlug}/assessments/${made.id}/questions`,
        question,
      );
    }
  }

  // A new member redeems the code and lands in the batch.
  const account = await verifiedMember(request, 'batch');
  const context = await browser.newContext();
  await context.route('https://meet.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Ruang rapat</title><h1>Ruang rapat uji</h1>' }),
  );
  const page = await context.newPage();
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(/\/member$/);
  await page.goto('/member/aktivasi-token');
  await page.getByRole('textbox', { name: 'Kode aktivasi' }).fill(code);
  await page.getByRole('button', { name: 'Aktifkan' }).click();
  await expect(page.getByText(/Kode berhasil digunakan/)).toBeVisible();

  const batchPage = `/member/liveclass/${LIVE_CLASS}/${batch.slug}`;
  await page.goto(batchPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop Secure Coding' })).toBeVisible();

  // "Gabung sesi" (open from 15 minutes before): attendance first, then the meeting.
  const join = page.getByRole('link', { name: 'Gabung sesi: Sesi tunggal E2E (membuka tab baru)' });
  const [meeting] = await Promise.all([context.waitForEvent('page'), join.click()]);
  await meeting.waitForURL(`https://meet.google.com/e2e-${id}`, { timeout: 30_000 });
  await meeting.close();

  // The pre-test, before the session starts: one of two right (50, below 70).
  await page.goto(`${batchPage}/pre-test`);
  await page.getByRole('button', { name: 'Mulai pre-test' }).click();
  await answerAndSubmit(page, 1);
  await expect(page.getByText('Nilai Anda 50, belum mencapai nilai lulus 70.')).toBeVisible();

  // The session is over (the instructor moves it): the post-test opens; the pre-test is closed.
  await apiCall(request, author, 'PUT', `${sessions}/${session.id}`, {
    title: 'Sesi tunggal E2E',
    startsAt: new Date(Date.now() - 3 * 60 * MINUTE).toISOString(),
    endsAt: new Date(Date.now() - MINUTE).toISOString(),
    meetingUrl: `https://meet.google.com/e2e-${id}`,
  });
  await page.goto(batchPage);
  const tests = page.getByRole('region', { name: 'Tes' });
  await expect(tests.getByRole('listitem', { name: 'Pre-test' })).toContainText('Ditutup');
  await expect(tests.getByRole('listitem', { name: 'Post-test' })).toContainText('Terbuka');
  await page.goto(`${batchPage}/post-test`);
  await page.getByRole('button', { name: 'Mulai post-test' }).click();
  await answerAndSubmit(page, QUESTIONS.length);
  await expect(page.getByText(/^Selamat, Anda lulus dengan nilai 100\./)).toBeVisible();

  // Attendance 1 of 1 and the post-test passed: the certificate.
  await page.goto(batchPage);
  await page.getByRole('link', { name: 'Lihat sertifikat' }).click();
  await expect(page).toHaveURL(new RegExp(`${batchPage}/sertifikat/[A-Z0-9]+-\\d{6}-\\d{4}$`));
  const number = decodeURIComponent(page.url().split('/').pop() ?? '');
  await expect(page.getByText(number).first()).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/certificate-verification');
  await visitor.getByRole('textbox', { name: /Nomor sertifikat/ }).fill(number);
  await visitor.getByRole('button', { name: /Periksa|Verifikasi/ }).click();
  await expect(visitor).toHaveURL(new RegExp(`/certificate/${number}$`));
  await expect(visitor.getByText(`Workshop Secure Coding — Batch E2E ${id}`).first()).toBeVisible();
  await expect(
    visitor.getByRole('region', { name: 'Status sertifikat' }).getByText('Berlaku', { exact: true }),
  ).toBeVisible();
  await visitor.close();
  await context.close();
});

// The instructor adds a module, an article and a module quiz with one question to Kelas Malam from the author area;
// a member of the batch finds them in the batch's modules and passes the quiz (a new member: passing earns XP and a
// notification, which must not move the demo member's seeded totals other suites read).
test('@author @member an instructor adds a material and a quiz, and the member sees them', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const id = randomBytes(2).toString('hex');
  const moduleTitle = `Modul tambahan ${id}`;
  const quizLabel = `Kuis ${moduleTitle}`;
  const authorPage = await (await browser.newContext()).newPage();
  await loginAs(authorPage, 'author');
  await expect(authorPage).toHaveURL(HOME_URL.author);
  await authorPage.goto(`/author/liveclass/${LIVE_CLASS}/batch/${SEED_BATCH_ID}/materi`);

  await authorPage.getByRole('button', { name: 'Tambah modul' }).click();
  let dialog = authorPage.getByRole('dialog', { name: 'Tambah modul' });
  await dialog.getByLabel(/Judul modul/).fill(moduleTitle);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await authorPage.getByRole('button', { name: `Tambah materi ke modul ${moduleTitle}` }).click();
  dialog = authorPage.getByRole('dialog', { name: 'Tambah materi' });
  await dialog.getByLabel(/Judul materi/).fill(`Catatan keamanan ${id}`);
  await dialog
    .getByRole('textbox', { name: /Isi artikel/ })
    .fill('Selalu validasi input di server, lalu encode keluaran.');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(authorPage.getByText(`Catatan keamanan ${id}`)).toBeVisible();

  await authorPage.getByRole('navigation', { name: 'Menu batch' }).getByRole('link', { name: 'Kuis & tes' }).click();
  const quizCard = authorPage.getByRole('region', { name: new RegExp(`^${quizLabel}`) });
  await quizCard.getByRole('button', { name: `Buat ${quizLabel}` }).click();
  await authorPage
    .getByRole('dialog', { name: `Buat ${quizLabel}` })
    .getByRole('button', { name: 'Simpan' })
    .click();
  await expect(authorPage.getByText('Pengaturan disimpan.')).toBeVisible();
  await quizCard.getByRole('button', { name: `Tambah soal ke ${quizLabel}` }).click();
  dialog = authorPage.getByRole('dialog').filter({ has: authorPage.getByLabel(/Pertanyaan/) });
  await dialog.getByLabel(/Pertanyaan/).fill('Di mana validasi input yang menentukan?');
  await dialog.getByLabel(/Pilihan A/).fill('Di server');
  await dialog.getByLabel(/Pilihan B/).fill('Di browser saja');
  await dialog.getByRole('button', { name: 'Hapus pilihan D' }).click();
  await dialog.getByRole('button', { name: 'Hapus pilihan C' }).click();
  await dialog.getByRole('radio', { name: 'Benar: pilihan A' }).check();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(quizCard.getByRole('button', { name: /^(Tampilkan|Sembunyikan) 1 soal$/ })).toBeVisible();

  // The member: the new module with its article and its quiz.
  const page = await (await browser.newContext()).newPage();
  await memberWithSeat(request, page, SEED_BATCH_ID, 'kuis');
  await page.goto(`/member/liveclass/${LIVE_CLASS}/kelas-malam/modul`);
  // The module's card on the page (the outline beside it repeats the module under the same heading).
  const card = page.getByRole('region', { name: new RegExp(`${moduleTitle}$`) }).first();
  await expect(card.getByRole('link', { name: `Catatan keamanan ${id}`, exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Kuis modul', exact: true }).click();
  await page.getByRole('button', { name: 'Mulai kuis' }).click();
  await expect(page.getByText('Di mana validasi input yang menentukan?')).toBeVisible();
  await page.getByRole('radio', { name: 'Di server', exact: true }).check();
  await page.getByRole('button', { name: 'Kumpulkan jawaban' }).click();
  await page.getByRole('button', { name: 'Ya, kumpulkan' }).click();
  await expect(page.getByText(/^Selamat, Anda lulus dengan nilai 100\./)).toBeVisible();
  await authorPage.context().close();
  await page.context().close();
});
