import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loginAs } from './support/session';
import { servedBuildStaticDir as e2eStaticDir } from './support/static-build';

const memberDir = join(e2eStaticDir, 'member');
const hiddenDir = join(e2eStaticDir, 'member.offline');

test.afterEach(() => {
  try {
    renameSync(hiddenDir, memberDir);
  } catch {
    // already restored by the test
  }
});

// The shell keeps its layout and public site; the retry works once the remote is back.
test('@member a remote that is down: the shell keeps its layout, shows a fallback, and the retry works', async ({
  page,
}) => {
  renameSync(memberDir, hiddenDir);

  await loginAs(page, 'member');
  await expect(page).toHaveURL(/\/member$/);
  const fallback = page.getByRole('alert').filter({ hasText: 'Area Member belum dapat dimuat' });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  // The shell's own layout is still there, and so is the rest of the site.
  await expect(page.getByRole('link', { name: /Akademi Siber/ }).first()).toBeVisible();
  await fallback.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /cyber security/i })).toBeVisible();
  await page.goBack();
  await expect(fallback).toBeVisible();

  renameSync(hiddenDir, memberDir);
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('heading', { name: 'Kelas Saya' })).toBeVisible();
});

test('@member a missing remotes.json entry or unreachable manifest also falls back instead of crashing', async ({
  page,
}) => {
  await page.route('**/remotes/author/mf-manifest.json', (route) => route.abort('connectionrefused'));
  await loginAs(page, 'author');
  await expect(page.getByRole('alert').filter({ hasText: 'Area Author belum dapat dimuat' })).toBeVisible();
  await page.unroute('**/remotes/author/mf-manifest.json');
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('heading', { name: /Selamat datang/ })).toBeVisible();
});
