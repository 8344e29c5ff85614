// Staff profiles, the admin's users and the question bank's CSV import (issue 20, decision 0050):
// - the demo author fills their profile with a photo, expertise and links, and the public course page shows the
//   byline (restored afterwards: other specs read the demo author);
// - an admin deactivates a fresh member who is signed in elsewhere: that session ends, login is refused with the
//   reason, and after reactivation the member signs in again;
// - the author imports questions from a CSV file with a bad line (nothing added, the line named), fixes it, and the
//   questions appear in the question bank.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { submitLoginWith, verifiedMember } from './support/fresh-account';
import { tinyPng } from './support/images';
import { bearerOf, loginAs } from './support/session';

const COURSE = { slug: 'keamanan-aplikasi-web', title: 'Keamanan Aplikasi Web' };
// Seed (SEED_CATALOG.upcomingBatch): batch 13 of bootcamp-penetration-testing, id 2, taught by the demo author,
// whose content no other spec touches.
const UPCOMING_BATCH = { liveClassSlug: 'bootcamp-penetration-testing', id: 2 };

/** `authorization` is the signed-in page's own header value (`Bearer …`). */
async function restoreAuthorProfile(request: APIRequestContext, authorization: string, original: unknown) {
  const headers = { authorization };
  expect((await request.put('/api/staff/profile', { headers, data: original })).status()).toBe(200);
  expect((await request.delete('/api/staff/profile/avatar', { headers })).status()).toBe(200);
}

test('@author fills the profile with a photo and links; the course page shows the byline', async ({
  page,
  browser,
  request,
}) => {
  await loginAs(page, 'author');
  await expect(page).toHaveURL(/\/author$/);
  const token = await bearerOf(page);
  const before = await request.get('/api/staff/profile', { headers: { authorization: token } });
  const { name, bio, expertise, links } = (await before.json()).data;
  try {
    await page.getByRole('button', { name: /^Menu akun/ }).click();
    await page.getByRole('link', { name: 'Profil Saya' }).click();
    await expect(page).toHaveURL(/\/author\/profil$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible();

    const photo = page.getByRole('region', { name: 'Foto Profil' });
    await photo.getByLabel('Pilih foto profil').setInputFiles({
      name: 'foto-pengajar.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await expect(photo.getByText('Foto profil diperbarui.')).toBeVisible();

    const form = page.getByRole('form', { name: 'Data Profil' });
    await form.getByLabel('Bio').fill('Penguji penetrasi aplikasi perbankan sejak 2015.');
    const tag = form.getByRole('textbox', { name: 'Keahlian', exact: true });
    await tag.fill('Threat modeling');
    await tag.press('Enter');
    await form.getByRole('button', { name: 'Tambah tautan' }).click();
    const second = links.length + 1;
    await form.getByLabel(`Jenis tautan ${second}`).selectOption('github');
    const url = form.getByLabel(`Alamat tautan ${second}`);
    await url.fill('http://github.com/akademi-siber');
    await form.getByRole('button', { name: 'Simpan Profil' }).click();
    await expect(form.getByText(/Tautan harus diawali https:\/\//)).toBeVisible();
    await url.fill('https://github.com/akademi-siber');
    await form.getByRole('button', { name: 'Simpan Profil' }).click();
    await expect(form.getByText(/Profil berhasil disimpan/)).toBeVisible();

    // A visitor's view of the course page.
    const visitor = await browser.newContext();
    const course = await visitor.newPage();
    await course.goto(`/belajar-online/${COURSE.slug}`);
    await expect(course.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
    const byline = course.getByRole('region', { name: 'Pengajar' });
    await expect(byline.getByText('Budi Instruktur', { exact: true })).toBeVisible();
    await expect(byline.getByText('Penguji penetrasi aplikasi perbankan sejak 2015.')).toBeVisible();
    await expect(byline.getByRole('list', { name: 'Keahlian Budi Instruktur' })).toContainText('Threat modeling');
    const github = byline.getByRole('link', { name: /GitHub: github\.com\/akademi-siber/ });
    await expect(github).toHaveAttribute('href', 'https://github.com/akademi-siber');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(github).toHaveAttribute('target', '_blank');
    const avatar = byline.locator('img').first();
    await expect(avatar).toHaveAttribute('src', /\/api\/avatars\/[a-f0-9]{32}\.png$/);
    await avatar.scrollIntoViewIfNeeded();
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(2);
    await visitor.close();
  } finally {
    await restoreAuthorProfile(request, token, { name, bio: bio ?? '', expertise, links });
  }
});

async function openUser(admin: Page, username: string) {
  await admin.goto('/admin/pengguna');
  await admin.getByRole('searchbox', { name: 'Cari pengguna' }).fill(username);
  await admin.getByRole('button', { name: 'Cari' }).click();
  const table = admin.getByRole('table', { name: 'Daftar pengguna' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table
    .getByRole('row', { name: new RegExp(username.replace(/\./g, '\\.')) })
    .getByRole('link')
    .click();
  await expect(admin.getByText(`@${username}`, { exact: false })).toBeVisible();
}

test('@admin deactivates a signed-in member: the session ends, login is refused; reactivation lets them in', async ({
  page,
  browser,
  request,
}) => {
  const member = await verifiedMember(request, 'nonaktif');
  const elsewhere = await browser.newContext();
  const memberPage = await elsewhere.newPage();
  await memberPage.goto('/login');
  await submitLoginWith(memberPage, member.email, member.password);
  await expect(memberPage).toHaveURL(/\/member$/);

  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Menu staf' }).getByRole('link', { name: 'Pengguna' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeVisible();
  await openUser(page, member.username);
  await page.getByRole('button', { name: 'Nonaktifkan Akun' }).click();
  const confirm = page.getByRole('dialog', { name: 'Nonaktifkan akun ini?' });
  await expect(confirm).toContainText('langsung keluar dari semua sesinya');
  await confirm.getByRole('button', { name: 'Ya, nonaktifkan' }).click();
  await expect(page.getByText(/Akun dinonaktifkan\. Semua sesinya sudah diakhiri/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Riwayat perubahan akun' })).toContainText('Akun dinonaktifkan');

  // The member's other browser is signed out at its next call, and cannot sign in again.
  await memberPage.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(memberPage).toHaveURL(/\/login/);
  await expect(
    memberPage.getByText('Sesi Anda telah berakhir. Silakan login kembali untuk melanjutkan.'),
  ).toBeVisible();
  await submitLoginWith(memberPage, member.email, member.password);
  await expect(memberPage.getByRole('alert')).toContainText('Akun kamu sedang dinonaktifkan oleh admin Akademi Siber');

  await page.getByRole('button', { name: 'Aktifkan Kembali' }).click();
  await page
    .getByRole('dialog', { name: 'Aktifkan kembali akun ini?' })
    .getByRole('button', { name: 'Ya, aktifkan' })
    .click();
  await expect(page.getByText('Akun diaktifkan kembali. Pengguna dapat masuk lagi.')).toBeVisible();
  await memberPage.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(memberPage).toHaveURL(/\/member$/);
  await elsewhere.close();
});

test('@author imports questions from CSV: a bad line adds nothing; the fixed file adds them all', async ({
  page,
  request,
}) => {
  await loginAs(page, 'author');
  await expect(page).toHaveURL(/\/author$/);
  const headers = { authorization: await bearerOf(page) };
  const content = `/api/author/content/batch-${UPCOMING_BATCH.id}-materi`;
  const made = await request.put(`${content}/tests/pre_test`, {
    headers,
    data: { title: 'Pre-test impor', timeLimitMinutes: 15, attemptLimit: 2, passingScore: 60, shuffle: false },
  });
  expect([200, 201]).toContain(made.status());
  const before = (await made.json()).data.questions.length as number;

  await page.goto(`/author/liveclass/${UPCOMING_BATCH.liveClassSlug}/batch/${UPCOMING_BATCH.id}/quiz`);
  await page.getByRole('button', { name: 'Impor soal dari CSV ke Pre-test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impor soal ke Pre-test' });
  await expect(dialog.getByRole('link', { name: /Unduh templat CSV/ })).toBeVisible();

  // Prompts of this run only: a rerun on the same server adds the same file again.
  const run = Date.now().toString(36);
  const good = `tunggal,Port bawaan SSH (${run})?,21|22|80,2,10,SSH memakai port 22.`;
  const send = async (lines: string[]) => {
    await dialog.getByLabel('Berkas CSV', { exact: true }).setInputFiles({
      name: 'soal.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['jenis,pertanyaan,pilihan,jawaban,poin,pembahasan', ...lines].join('\n')),
    });
    await dialog.getByRole('button', { name: 'Impor Soal' }).click();
  };
  await send([good, `ganda,Mana yang termasuk malware (${run})?,Trojan|Firewall,3,10,`]);
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('Belum ada soal yang ditambahkan');
  await expect(refusal.getByRole('row', { name: /^3 Jawaban menyebut pilihan nomor 3/ })).toBeVisible();
  const afterRefusal = await request.get(`${content}/outline`, { headers });
  expect((await afterRefusal.json()).data.preTest.questions).toHaveLength(before);

  await send([
    good,
    `ganda,Mana yang termasuk malware (${run})?,Trojan|Firewall|Worm,1|3,10,`,
    `isian,Singkatan TLS (${run})?,,Transport Layer Security,5,`,
  ]);
  await expect(dialog.getByText('3 soal diimpor dan ditambahkan di akhir daftar soal.')).toBeVisible();
  await page.keyboard.press('Escape');
  const bank = page.getByRole('region', { name: /^Pre-test/ });
  for (const prompt of [`Port bawaan SSH (${run})?`, `Mana yang termasuk malware (${run})?`, `Singkatan TLS (${run})?`])
    await expect(bank.getByText(prompt)).toBeVisible();
});
