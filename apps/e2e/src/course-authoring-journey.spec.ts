// A catalogue course from an empty draft to a second version (issue 20, decision 0053), in Chromium against the
// production build, every step through the pages: an author creates a course with an article, a file, a quiz and a
// video (a short clip ffmpeg makes here), submits it; an admin publishes it; it is in the catalogue and a new member,
// enrolled by an activation code so the demo member's points stay what other specs read, learns it (the article
// rendered from its Markdown with its picture, the video playing in the player). The author then changes the
// article on a new version: the member keeps the published one until the admin approves the change, then sees it.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { memberWithCourse } from './support/enrolled-member';
import { tinyPng } from './support/images';
import { HOME_URL, loginAs } from './support/session';

test.use({ actionTimeout: 20_000 });

const ARTICLE_V1 = 'Sebuah API menerima permintaan dan mengirim jawaban. Versi pertama artikel.';
// What the author types: Markdown, rendered in the dialog's preview and on the member's page.
const ARTICLE_V1_MARKDOWN = `## Cara kerja API\n\n${ARTICLE_V1}\n\nIngat: **selalu** periksa masukan.`;
const ARTICLE_V2 = 'Sebuah API harus memeriksa setiap permintaan. Versi kedua artikel.';

/** A 3-second 320×240 H.264/AAC MP4 with a test pattern and a tone. */
async function makeClip(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'akademi-klip-'));
  const file = path.join(folder, 'klip-api.mp4');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=25:duration=3',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    file,
  ]);
  return file;
}

/** Adds a material in the open module through the editor's dialog. */
async function openMaterialDialog(page: Page, module: string, kind: string, title: string) {
  await page.getByRole('button', { name: `Tambah materi ke modul ${module}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Jenis materi').selectOption({ label: kind });
  await dialog.getByLabel('Judul materi').fill(title);
  return dialog;
}

/**
 * The video step, kept in one place: the editor's resumable upload, then the transcoding job, until the material
 * says its video is ready.
 */
async function uploadVideo(page: Page, module: string, title: string, clip: string) {
  const dialog = await openMaterialDialog(page, module, 'Video', title);
  await dialog.locator('input[type="file"]').setInputFiles(clip);
  // Visitors may watch it before buying (its HLS renditions, decision 0054).
  await dialog.getByRole('checkbox', { name: /Pratinjau gratis/ }).check();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  // The upload goes up with tus, then a job transcodes it (decision 0051): the dialog turns into "Ubah materi" and
  // says when the video is ready.
  const editing = page.getByRole('dialog', { name: 'Ubah materi' });
  await expect(editing.getByText(/Video siap diputar peserta/)).toBeVisible({ timeout: 120_000 });
  await editing.getByLabel('Tutup').click();
  await expect(editing).toBeHidden();
  await expect(page.getByRole('list', { name: `Materi modul ${module}` })).toContainText(title);
}

async function approve(page: Page, title: string, slug: string) {
  await page.goto('/admin/tinjauan-kelas');
  await page.getByRole('table', { name: 'Kelas yang menunggu tinjauan' }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tinjauan-kelas/${slug}$`));
  await page.getByRole('button', { name: 'Setujui dan terbitkan' }).click();
  await expect(page).toHaveURL(/\/admin\/tinjauan-kelas$/);
}

async function readArticle(page: Page, slug: string, title: string) {
  await page.goto(`/member/kelas/${slug}`);
  await page
    .getByRole('navigation', { name: 'Daftar materi kelas' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
}

test('@author @admin @member a course built, reviewed, published, learned, and changed in a new version', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const id = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const title = `Keamanan API ${id}`;
  const slug = `keamanan-api-${id}`;
  const module = 'Dasar API';
  const clip = await makeClip();

  // The author: a new draft, its module and four materials, and a quiz with one question.
  const author = await (await browser.newContext()).newPage();
  await loginAs(author, 'author');
  await expect(author).toHaveURL(HOME_URL.author);
  await author.getByRole('link', { name: 'Buat kelas baru' }).click();
  await author.getByLabel(/Judul kelas/).fill(title);
  await author.getByLabel(/Judul kelas/).blur();
  await expect(author.getByLabel(/Alamat kelas/)).toHaveValue(slug);
  await author.getByLabel('Level').selectOption('Menengah');
  await author.getByLabel(/Kategori/).fill('Application Security');
  await author.getByLabel(/Deskripsi/).fill('Mengamankan API REST dari perancangan sampai pemantauan.');
  await author.getByLabel(/Harga/).fill('150000');
  await author.getByRole('button', { name: 'Buat draf' }).click();
  await expect(author).toHaveURL(new RegExp(`/author/kelas/${slug}/materi$`));

  await author.getByRole('button', { name: 'Tambah modul' }).click();
  await author.getByRole('dialog').getByLabel('Judul modul').fill(module);
  await author.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
  const article = await openMaterialDialog(author, module, 'Artikel', 'Apa itu API');
  await article.getByRole('textbox', { name: /Isi artikel/ }).fill(ARTICLE_V1_MARKDOWN);
  const preview = article.getByRole('region', { name: 'Pratinjau isi artikel' });
  await expect(preview.getByRole('heading', { name: 'Cara kerja API' })).toBeVisible();
  // A picture goes up into the text (decision 0054) and shows in the preview.
  await article.getByLabel(/Sisipkan gambar/).setInputFiles({
    name: 'alur-permintaan.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(article.getByRole('textbox', { name: /Isi artikel/ })).toHaveValue(
    /!\[alur permintaan\]\(\/api\/courses\/images\//,
  );
  await expect(preview.getByRole('img', { name: 'alur permintaan' })).toBeVisible();
  await article.getByRole('checkbox', { name: /Pratinjau gratis/ }).check();
  await article.getByRole('button', { name: 'Simpan' }).click();
  await expect(author.getByRole('list', { name: `Materi modul ${module}` })).toContainText('Apa itu API');
  const file = await openMaterialDialog(author, module, 'Berkas', 'Lembar kerja');
  await file.locator('input[type="file"]').setInputFiles({
    name: 'lembar-kerja.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Daftar periksa keamanan API.\n'),
  });
  await file.getByRole('button', { name: 'Simpan' }).click();
  await expect(file).toBeHidden({ timeout: 30_000 });
  await uploadVideo(author, module, 'Demo permintaan API', clip);

  await author.getByRole('navigation', { name: 'Menu kelas' }).getByRole('link', { name: 'Kuis & Ujian' }).click();
  await author.getByRole('button', { name: `Buat Kuis ${module}` }).click();
  const quiz = author.getByRole('dialog');
  await quiz.getByLabel('Judul').fill('Kuis Dasar API');
  await quiz.getByRole('button', { name: 'Simpan' }).click();
  await expect(quiz).toBeHidden();
  await author.getByRole('button', { name: `Tambah soal ke Kuis ${module}` }).click();
  const question = author.getByRole('dialog');
  await question.getByLabel('Pertanyaan').fill('Metode HTTP untuk membaca data?');
  // The dialog starts with four options.
  for (const [letter, text] of [
    ['A', 'GET'],
    ['B', 'DELETE'],
    ['C', 'PUT'],
    ['D', 'PATCH'],
  ]) {
    await question.getByRole('textbox', { name: `Pilihan ${letter}` }).fill(text);
  }
  await question.getByRole('radio', { name: 'Benar: pilihan A' }).check();
  await question.getByRole('button', { name: 'Simpan' }).click();
  await expect(question).toBeHidden();

  await author.getByRole('navigation', { name: 'Menu kelas' }).getByRole('link', { name: 'Ringkasan' }).click();
  await author.getByLabel(/Catatan untuk peninjau/).fill('Kelas pertama saya.');
  await author.getByRole('button', { name: 'Ajukan untuk ditinjau' }).click();
  await expect(author.getByText(/Kelas ini sedang ditinjau admin/)).toBeVisible();

  // The admin publishes it; it is in the catalogue.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin');
  await expect(admin).toHaveURL(HOME_URL.admin);
  await approve(admin, title, slug);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/belajar-online/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The article marked as a free preview opens before buying.
  await visitor.getByRole('button', { name: 'Pratinjau gratis: Apa itu API' }).click();
  const articlePreview = visitor.getByRole('dialog', { name: 'Pratinjau: Apa itu API' });
  await expect(articlePreview).toContainText(ARTICLE_V1);
  await expect(articlePreview.getByRole('heading', { name: 'Cara kerja API' })).toBeVisible();
  await articlePreview.getByRole('button', { name: 'Tutup' }).last().click();
  await expect(articlePreview).toBeHidden();
  // So does the uploaded video: its transcoded stream plays without an account.
  await visitor.getByRole('button', { name: 'Pratinjau gratis: Demo permintaan API' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Pratinjau: Demo permintaan API' })).toBeVisible();
  await visitor.waitForFunction(
    () => (document.querySelector<HTMLVideoElement>('[data-testid="preview-video"]')?.readyState ?? 0) >= 2,
    null,
    { timeout: 30_000 },
  );

  // An enrolled member learns it: the article, then the video plays.
  const member = await (await browser.newContext()).newPage();
  await memberWithCourse(request, member, slug, 'kelas-api');
  await readArticle(member, slug, 'Apa itu API');
  await expect(member.getByRole('main')).toContainText(ARTICLE_V1);
  // Rendered from its Markdown: the subheading, the bold word, the picture (loaded from its public URL).
  await expect(member.getByRole('heading', { level: 4, name: 'Cara kerja API' })).toBeVisible();
  await expect(member.getByRole('main').locator('strong', { hasText: 'selalu' })).toBeVisible();
  const picture = member.getByRole('img', { name: 'alur permintaan' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await member
    .getByRole('navigation', { name: 'Daftar materi kelas' })
    .getByRole('link', { name: /Demo permintaan API/ })
    .click();
  const video = member.getByTestId('lesson-video');
  await expect(video).toBeVisible();
  await member.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2, null, {
    timeout: 30_000,
  });
  const played = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return element.currentTime;
  });
  expect(played).toBeGreaterThan(0);

  // The author changes the article on a new version: the member still reads the published one.
  await author.getByRole('navigation', { name: 'Menu kelas' }).getByRole('link', { name: 'Materi' }).click();
  await author.getByRole('button', { name: 'Buat versi baru' }).click();
  await author.getByRole('button', { name: 'Ubah materi Apa itu API' }).click();
  await author
    .getByRole('dialog')
    .getByRole('textbox', { name: /Isi artikel/ })
    .fill(ARTICLE_V2);
  await author.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
  await expect(author.getByRole('dialog')).toBeHidden();
  await readArticle(member, slug, 'Apa itu API');
  await expect(member.getByRole('main')).toContainText(ARTICLE_V1);

  await author.getByRole('navigation', { name: 'Menu kelas' }).getByRole('link', { name: 'Ringkasan' }).click();
  await author.getByRole('button', { name: 'Ajukan untuk ditinjau' }).click();
  await expect(author.getByText(/Kelas ini sedang ditinjau admin/)).toBeVisible();
  await readArticle(member, slug, 'Apa itu API');
  await expect(member.getByRole('main')).toContainText(ARTICLE_V1);

  // Approved: the member sees the change, in the same material (its progress kept).
  await approve(admin, title, slug);
  await readArticle(member, slug, 'Apa itu API');
  await expect(member.getByRole('main')).toContainText(ARTICLE_V2);
  await author.goto('/author');
  await expect(author.getByRole('region', { name: /Terbit/ }).getByRole('link', { name: title })).toBeVisible();
  expect((await readFile(clip)).length).toBeGreaterThan(0);
});
