import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { HOME_URL, loginAs } from './support/session';

test('@corporate the manager downloads the Member list as CSV; the download link works only once', async ({ page }) => {
  await loginAs(page, 'corporate');
  await expect(page).toHaveURL(HOME_URL.corporate);
  await page.goto('/corporate-program/member/1/group/1');
  await expect(page.getByRole('table', { name: 'Peserta program' }).getByRole('row').nth(1)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('peserta-batch-1-corporate-1.csv');
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    '"Peringkat poin","Nama","Username","Email","Departemen","Status","Materi selesai","Jumlah materi",' +
      '"Progres (%)","Rata-rata nilai kuis","Poin","Aktivitas terakhir","Bergabung"',
  );
  // The same rows as the page, number for number.
  const firstRow = page.getByRole('table', { name: 'Peserta program' }).getByRole('row').nth(1);
  const name = (await firstRow.getByRole('cell').first().innerText()).split('\n')[0];
  expect(lines.some((line) => line.includes(`"${name}"`))).toBe(true);
  expect(lines.some((line) => line.startsWith('"1","Dimas Saputra","dimas.saputra"'))).toBe(true);

  // The token in the link was single-use: opening the same link again is refused with the §8 envelope.
  const again = await page.request.get(download.url());
  expect(again.status()).toBe(410);
  expect((await again.json()).message).toBe(
    'Tautan unduhan sudah dipakai atau kedaluwarsa. Silakan unduh ulang dari halamannya.',
  );
});
