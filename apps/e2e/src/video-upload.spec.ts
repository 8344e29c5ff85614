// A video material end to end in the browser (decision 0051): the author uploads a clip ffmpeg makes here, the
// editor shows the upload, then the processing, then the thumbnail and length; the member plays the master playlist.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { memberWithSeat } from './support/enrolled-member';
import { HOME_URL, loginAs } from './support/session';

const LIVE_CLASS = 'workshop-secure-coding';
const SEED_BATCH_ID = 7;

test('@author uploads a video, sees it processed with its thumbnail, and a member plays it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'akademi-e2e-video-'));
  const clip = path.join(folder, 'demo-xss.mp4');
  execFileSync('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x480:rate=24:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4', '-shortest'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', clip],
  ]);
  const id = randomBytes(2).toString('hex');
  const moduleTitle = `Modul video ${id}`;
  const title = `Demo serangan XSS ${id}`;
  try {
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
    await dialog.getByLabel('Jenis materi').selectOption('video');
    await dialog.getByLabel(/Judul materi/).fill(title);
    await dialog.getByLabel(/Video materi/).setInputFiles(clip);
    await dialog.getByRole('button', { name: 'Simpan' }).click();

    const editing = authorPage.getByRole('dialog', { name: 'Ubah materi' });
    await expect(editing.getByText(/Video siap diputar peserta/)).toBeVisible({ timeout: 120_000 });
    await expect(editing.getByText('0:04')).toBeVisible();
    const thumbnail = editing.getByRole('img', { name: `Cuplikan video ${title}` });
    await expect(thumbnail).toBeVisible();
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // The member plays the stream: hls.js loads the master playlist and a rendition's segments.
    const page = await (await browser.newContext()).newPage();
    await memberWithSeat(request, page, SEED_BATCH_ID, 'video');
    await page.goto(`/member/liveclass/${LIVE_CLASS}/kelas-malam/modul`);
    const segments: string[] = [];
    page.on('response', (response) => {
      if (/\/hls\/[a-f0-9]{32}\.ts$/.test(response.url()) && response.ok()) segments.push(response.url());
    });
    await page.getByRole('link', { name: title, exact: true }).first().click();
    await expect.poll(() => segments.length, { timeout: 30_000 }).toBeGreaterThan(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
