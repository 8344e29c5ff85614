import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '@akademi-siber/util-format';
import { HOME_URL, loginAs } from './support/session';

// The editorial tools (issue 20, decision 0052), as an admin uses them in the browser: a blog post with a cover is
// written and published through the pages and appears on /blog, its category page and its own page; a Cybercast
// episode with audio is published and plays on its page and is in the podcast feed; a static page is edited and the
// public page shows the new text with today's "Terakhir diperbarui". What the blog spec adds is removed at the end
// (the post, its category) and the episode goes back to draft, so the other specs see the seeded site.

test.describe.configure({ timeout: 180_000 });

/** Files as an editor exports them, made by ffmpeg: a 16:9 picture and a two-second tone. */
function mediaFile(name: string, args: string[]): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'editorial-'));
  try {
    const file = path.join(dir, name);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', ...args, file]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const coverPng = () => mediaFile('sampul.png', ['-i', 'color=c=0x1d4ed8:s=640x360', '-frames:v', '1']);
const toneMp3 = () => mediaFile('episode.mp3', ['-i', 'sine=frequency=440:duration=2', '-ac', '1', '-b:a', '32k']);

async function openStaffSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Menu staf' }).getByRole('link', { name, exact: true }).click();
}

test('@admin writes a blog post with a cover and publishes it: /blog, its category and its page show it', async ({
  page,
}) => {
  const id = randomBytes(3).toString('hex');
  const category = `Editorial Uji ${id}`;
  const categorySlug = `editorial-uji-${id}`;
  const title = `Menjaga Akun Kantor ${id}`;
  const slug = `menjaga-akun-kantor-${id}`;

  await loginAs(page, 'admin');
  await expect(page).toHaveURL(HOME_URL.admin);
  await openStaffSection(page, 'Blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

  // A category of its own, so the seeded categories stay as the other specs know them.
  await page.getByRole('link', { name: 'Kategori' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kategori Blog' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nama kategori baru' }).fill(category);
  await page.getByRole('button', { name: 'Tambah kategori' }).click();
  const categories = page.getByRole('list', { name: 'Kategori blog' });
  await expect(categories.getByText(category, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '← Semua artikel' }).click();

  await page.getByRole('link', { name: 'Tulis artikel' }).click();
  const form = page.getByRole('form', { name: 'Artikel baru' });
  await form.getByRole('textbox', { name: /Judul/ }).fill(title);
  await expect(form.getByRole('textbox', { name: /Slug/ })).toHaveValue(slug);
  await form.getByRole('combobox', { name: /Kategori/ }).selectOption({ label: category });
  await form.getByRole('textbox', { name: /Ringkasan/ }).fill('Tiga kebiasaan yang menutup celah akun kantor.');
  await form
    .getByLabel(/Unggah sampul/)
    .setInputFiles({ name: 'sampul.png', mimeType: 'image/png', buffer: coverPng() });
  await expect(form.getByRole('img', { name: 'Sampul artikel' })).toHaveAttribute('src', /^\/api\/blog\/images\//);
  await form
    .getByRole('textbox', { name: /Isi artikel/ })
    .fill('## Kunci layar\n\nSelalu kunci layar saat **meninggalkan meja**.\n\n- Pakai pengelola password');
  const preview = form.getByRole('region', { name: 'Pratinjau isi artikel' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Kunci layar' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('meninggalkan meja');
  await form.getByRole('combobox', { name: 'Status' }).selectOption('published');
  await form.getByRole('button', { name: 'Buat artikel' }).click();
  await expect(page.getByText('Artikel dibuat.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const editorUrl = page.url();

  await page.goto('/blog');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/blog\/images\//);
  await page.goto(`/blog/kategori/${categorySlug}`);
  await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: `Sampul artikel ${title}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kunci layar' })).toBeVisible();

  // Clean up through the pages: the post, then its now empty category.
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Hapus artikel' }).click();
  await page.getByRole('dialog', { name: 'Hapus artikel?' }).getByRole('button', { name: 'Ya, hapus' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  // Public answers may be cached for a few seconds (plugins/public-cache.ts).
  await expect
    .poll(async () => (await page.request.get(`/api/blog/posts/${slug}`)).status(), { timeout: 20_000 })
    .toBe(404);
  await page.getByRole('link', { name: 'Kategori' }).click();
  await page.getByRole('button', { name: `Hapus ${category}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, hapus' }).click();
  await expect(categories.getByText(category, { exact: true })).toHaveCount(0);
});

test('@admin publishes a Cybercast episode with audio: its page plays it and the podcast feed lists it', async ({
  page,
}) => {
  const id = randomBytes(3).toString('hex');
  const title = `Eps. Uji ${id} — Forensik Memori`;
  const slug = `eps-uji-${id}-forensik-memori`;

  await loginAs(page, 'admin');
  await expect(page).toHaveURL(HOME_URL.admin);
  await openStaffSection(page, 'Cybercast');
  await page.getByRole('link', { name: 'Tambah episode' }).click();
  const form = page.getByRole('form', { name: 'Episode baru' });
  await form.getByRole('textbox', { name: /Judul/ }).fill(title);
  await expect(form.getByRole('textbox', { name: /Slug/ })).toHaveValue(slug);
  await form.getByRole('combobox', { name: /Kategori/ }).selectOption({ index: 1 });
  await form.getByRole('textbox', { name: /Ringkasan/ }).fill('Membaca jejak penyerang dari memori.');
  await form.getByRole('textbox', { name: /Catatan episode/ }).fill('## Topik\n\nVolatility dan **timeline**.');
  await form.getByRole('combobox', { name: 'Status' }).selectOption('published');
  await form.getByRole('button', { name: 'Buat episode' }).click();
  await expect(page).toHaveURL(/\/admin\/cybercast\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page
    .getByLabel(/Unggah audio/)
    .setInputFiles({ name: 'episode.mp3', mimeType: 'audio/mpeg', buffer: toneMp3() });
  await expect(page.getByText('Audio terpasang, durasi 2 detik.')).toBeVisible({ timeout: 30_000 });
  const editorUrl = page.url();

  await page.goto(`/cybercast/episode/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const player = page.getByLabel(`Putar ${title}`);
  await expect(player).toHaveAttribute('src', /^\/api\/cybercast\/media\/[a-f0-9]{32}\.mp3$/);
  const audio = await page.request.get((await player.getAttribute('src')) ?? '', { headers: { range: 'bytes=0-9' } });
  expect(audio.status()).toBe(206);
  // The browser's own player reads the file: its length is the clip's.
  await expect
    .poll(() => player.evaluate((element: HTMLAudioElement) => Math.round(element.duration || 0)), {
      timeout: 15_000,
    })
    .toBe(2);

  const feed = await page.request.get('/cybercast/feed.xml');
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain(`<title>${title}</title>`);
  expect(xml).toContain(`/cybercast/episode/${slug}`);

  // Back to draft through its page: off the site and the feed again.
  await page.goto(editorUrl);
  await page
    .getByRole('form', { name: 'Ubah episode' })
    .getByRole('combobox', { name: 'Status' })
    .selectOption('draft');
  await page.getByRole('button', { name: 'Simpan episode' }).click();
  await expect(page.getByText('Episode disimpan.')).toBeVisible();
  await expect
    .poll(async () => (await page.request.get('/cybercast/feed.xml')).text(), { timeout: 20_000 })
    .not.toContain(title);
});

test('@admin edits a static page: the public page shows the new text and today as its last change', async ({
  page,
}) => {
  const line = `Catatan uji editorial ${randomBytes(3).toString('hex')}: akun bersama tidak diizinkan.`;
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(HOME_URL.admin);
  await openStaffSection(page, 'Halaman');
  await expect(page.getByRole('heading', { level: 1, name: 'Halaman Statis' })).toBeVisible();
  await page.getByRole('link', { name: 'Ubah Syarat dan Ketentuan' }).click();
  const form = page.getByRole('form', { name: 'Ubah Syarat dan Ketentuan' });
  const body = form.getByRole('textbox', { name: /Isi halaman/ });
  await expect(body).not.toHaveValue('');
  const before = await body.inputValue();
  await body.fill(`${before}\n\n## Akun bersama\n\n${line}`);
  await expect(form.getByRole('region', { name: 'Pratinjau isi halaman' }).getByText(line)).toBeVisible();
  await form.getByRole('button', { name: 'Simpan halaman' }).click();
  await expect(page.getByText('Halaman disimpan.')).toBeVisible();

  await page.goto('/syarat-dan-ketentuan');
  await expect(page.getByRole('heading', { level: 1, name: 'Syarat dan Ketentuan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Akun bersama' })).toBeVisible();
  await expect(page.getByText(line)).toBeVisible();
  await expect(page.getByText(/^Terakhir diperbarui/)).toHaveText(`Terakhir diperbarui ${formatDate(new Date())}`);
});
