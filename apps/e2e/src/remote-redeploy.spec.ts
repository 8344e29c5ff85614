import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loginAs } from './support/session';
import { folderHash, servedBuildStaticDir as e2eStaticDir, workspaceRoot } from './support/static-build';

test('@member a rebuilt member remote dropped in place shows up without rebuilding the shell', async ({ page }) => {
  test.setTimeout(240_000);
  const release = `e2e-${Date.now().toString(36)}`;
  const outDir = join(e2eStaticDir, '..', `${process.pid}-rebuild`, 'member');
  const shellBefore = folderHash(join(e2eStaticDir, 'shell'));

  await loginAs(page, 'member');
  await expect(page.getByTestId('area-release')).toHaveText('rilis lokal');

  // The member team's deploy: build only their remote, then replace its folder on the static host.
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'apps/member/vite.config.mts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: workspaceRoot,
      env: { ...process.env, AKADEMI_RELEASE: release },
      stdio: 'inherit',
    },
  );
  rmSync(join(e2eStaticDir, 'member'), { recursive: true, force: true });
  cpSync(outDir, join(e2eStaticDir, 'member'), { recursive: true });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kelas Saya' })).toBeVisible();
  await expect(page.getByTestId('area-release')).toHaveText(`rilis ${release}`);
  expect(folderHash(join(e2eStaticDir, 'shell'))).toBe(shellBefore);
});
