import { expect, test } from '@playwright/test';
import { ACCOUNTS, ROLES } from './support/accounts';
import { HOME_URL, loginAs } from './support/session';

/** What each role's home shows from the API, proving its remote rendered real data. */
const HOME_CONTENT = {
  member: async (page) => {
    await expect(page.getByRole('heading', { name: `Halo, ${ACCOUNTS.member.name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kelas Saya' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^Progres / }).first()).toBeVisible();
    await expect(page.getByText('Poin', { exact: false }).first()).toBeVisible();
  },
  author: async (page) => {
    await expect(page.getByRole('heading', { name: `Selamat datang, ${ACCOUNTS.author.name}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Terbit' }).getByRole('row').nth(1)).toBeVisible();
  },
  admin: async (page) => {
    await expect(page.getByRole('heading', { name: 'Dashboard Admin' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Pengguna terbaru' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('textbox', { name: 'Cari nama, username, atau email' }).fill(ACCOUNTS.member.username);
    await page.getByRole('button', { name: 'Cari' }).click();
    await expect(table.getByText(ACCOUNTS.member.email)).toBeVisible();
  },
  corporate: async (page) => {
    await expect(page.getByRole('heading', { name: 'PT Nusantara Aman' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Peringkat poin teratas' }).getByRole('row').nth(1)).toBeVisible();
  },
  teacher: async (page) => {
    await expect(page.getByRole('heading', { name: 'Classroom', level: 1 })).toBeVisible();
    await expect(page.getByText('Kode bergabung').first()).toBeVisible();
  },
} satisfies Record<string, (page: import('@playwright/test').Page) => Promise<void>>;

for (const role of ROLES) {
  test(
    `@${role} logs in, lands on its home rendered by the ${role} remote, with one instance of every ` + `singleton`,
    async ({ page }) => {
      const remoteRequests: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/remotes/')) remoteRequests.push(path);
      });

      await loginAs(page, role);
      await expect(page).toHaveURL(HOME_URL[role]);
      await HOME_CONTENT[role](page);
      await expect(page.getByText(ACCOUNTS[role].username).first()).toBeVisible();

      // Only this role's remote was downloaded.
      expect(remoteRequests.some((path) => path.startsWith(`/remotes/${role}/`))).toBe(true);
      expect(remoteRequests.every((path) => path.startsWith(`/remotes/${role}/`))).toBe(true);

      // Identity check from inside the remote: every shared module is the shell's very instance.
      const result = await page.evaluate((owner) => {
        const registry = (window as unknown as { __akademiSharedInstances?: Record<string, Record<string, unknown>> })
          .__akademiSharedInstances;
        if (!registry?.['shell'] || !registry[owner]) return { ok: false, keys: [], differing: ['missing registry'] };
        const shell = registry['shell'];
        const remote = registry[owner];
        const keys = Object.keys(shell);
        return { ok: true, keys, differing: keys.filter((key) => shell[key] !== remote[key] || !shell[key]) };
      }, role);
      expect(result.ok).toBe(true);
      expect(result.keys).toEqual(
        expect.arrayContaining([
          'react',
          'react-dom',
          'react-router',
          'react-router-dom',
          'react-redux',
          '@reduxjs/toolkit',
          'styled-components',
          'data-access-api',
          'data-access-auth',
          'ui-design-system',
        ]),
      );
      expect(result.differing).toEqual([]);
    },
  );
}
