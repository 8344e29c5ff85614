import { expect, test } from '@playwright/test';

// Seed: every course's first material is a free preview; in keamanan-aplikasi-web it is a video that plays the demo
// file (apps/api/media), and module 1's third material is a free-preview article.
test('@shell a visitor plays a free video preview and reads a free article preview on a course page', async ({
  page,
}) => {
  await page.goto('/belajar-online/keamanan-aplikasi-web');
  await expect(page.getByRole('heading', { level: 1, name: 'Keamanan Aplikasi Web' })).toBeVisible();

  await page.getByRole('button', { name: 'Pratinjau gratis: Cara kerja HTTP, cookie, dan sesi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pratinjau: Cara kerja HTTP, cookie, dan sesi' });
  const video = dialog.locator('video');
  await expect(video).toBeVisible();
  // The browser fetched the stream and knows the length: it can play.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(7);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
  await dialog.getByRole('button', { name: 'Tutup' }).last().click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Pratinjau gratis: Menyiapkan Burp Suite' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Pratinjau: Menyiapkan Burp Suite' }).getByText(/Burp Suite adalah proxy/),
  ).toBeVisible();
});
