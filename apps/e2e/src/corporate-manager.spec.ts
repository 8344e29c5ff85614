// The corporate program's manager (issue 19, decision 0047), in Chromium against the production build, on a batch of
// its own: an admin makes a full-access batch for PT Nusantara Aman with a new manager and five invited employees (the
// demo accounts' batches and totals stay as other suites read them). The manager's dashboard draws its weekly charts,
// each with a table; "Kirim pengingat" sends an employee an in-app notification and an email; Reset Password emails an
// employee a set-password link and ends their sessions; once the batch loses full access, no name is shown anywhere.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { apiCall, apiToken } from './support/enrolled-member';
import { submitLoginWith } from './support/fresh-account';
import { waitForMail } from './support/mailbox';

const PASSWORD = 'Manajer#Uji2026';
const DAY = 24 * 60 * 60 * 1000;

/** Sets the password of an invited account from its invitation email, as the person would from the link. */
async function acceptInvitation(request: APIRequestContext, email: string, subject: RegExp): Promise<void> {
  const mail = await waitForMail(email, subject);
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === '/reset-password');
  const token = link?.searchParams.get('token');
  expect(token, mail.text).toBeTruthy();
  const answer = await request.post('/api/auth/reset-password', {
    data: { token, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('@corporate the manager sees the charts, reminds an employee, resets a password; limited: no names', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const id = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const admin = await apiToken(request, ACCOUNTS.admin.email);
  const batchName = `Batch E2E ${id}`;
  const batchInput = (isFullAccess: boolean) => ({
    name: batchName,
    isFullAccess,
    startsAt: new Date(Date.now() - 21 * DAY).toISOString(),
    endsAt: new Date(Date.now() + 60 * DAY).toISOString(),
    inactiveAfterDays: 14,
  });
  const batch = await apiCall<{ id: number }>(
    request,
    admin,
    'POST',
    '/api/lcadm/corporate-program/batches',
    batchInput(true),
  );
  const companyPath = `/api/lcadm/corporate-program/batches/${batch.id}/companies`;
  await apiCall(request, admin, 'POST', companyPath, { corporateId: 1 });
  const managerEmail = `e2e-manajer-${id}@example.id`;
  await apiCall(request, admin, 'POST', `${companyPath}/1/managers`, { name: `Manajer ${id}`, email: managerEmail });
  const employees = ['Andi', 'Bunga', 'Cahya', 'Dewi', 'Eko'].map((name) => ({
    name: `${name} ${id}`,
    email: `e2e-${name.toLowerCase()}-${id}@example.id`,
  }));
  const csv = [
    'name,email,department',
    ...employees.map((e, index) => `${e.name},${e.email},${index < 3 ? 'Keuangan' : 'TI'}`),
  ];
  const imported = await request.post(`${companyPath}/1/employees/import`, {
    headers: { Authorization: `Bearer ${admin}` },
    multipart: { file: { name: 'karyawan.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv.join('\n')}\n`) } },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  await acceptInvitation(request, managerEmail, /^Akses manajer/);
  const [andi, bunga] = employees;
  await acceptInvitation(request, bunga.email, /^Undangan/);
  const bungaToken = await apiToken(request, bunga.email, PASSWORD);

  // The manager lands on the new batch's dashboard: figures, and the weekly charts with their tables.
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await submitLoginWith(page, managerEmail, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/corporate-program/dashboard/${batch.id}/group/1$`));
  await expect(page.getByRole('heading', { level: 1, name: 'PT Nusantara Aman' })).toBeVisible();
  await expect(page.getByText('0 dari 5 karyawan sudah mulai')).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Materi diselesaikan per minggu' });
  await expect(chart.locator('canvas')).toBeVisible();
  await chart.getByText('Lihat data dalam tabel').click();
  await expect(chart.getByRole('table', { name: 'Materi diselesaikan per minggu' }).getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('figure', { name: 'Karyawan aktif per minggu' }).locator('canvas')).toBeVisible();

  // "Kirim pengingat" on the Member page: a notification and an email, and not twice within 24 hours.
  await page
    .getByRole('complementary', { name: 'Menu program korporat' })
    .getByRole('link', { name: 'Member' })
    .click();
  const table = page.getByRole('table', { name: 'Peserta program' });
  await expect(table.getByRole('row')).toHaveCount(6);
  await table.getByRole('button', { name: `Kirim pengingat ke ${andi.name}` }).click();
  await expect(page.getByText(`Pengingat terkirim ke ${andi.name}.`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(andi.name) })).toContainText('Diingatkan');
  const reminder = await waitForMail(andi.email, /^Pengingat: lanjutkan program/);
  expect(reminder.links.some((link) => link.endsWith(`/member/corporate-program/${batch.id}`))).toBe(true);

  // The CSV holds the same five employees.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh CSV' }).click(),
  ]);
  const { readFile } = await import('node:fs/promises');
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(6);
  for (const employee of employees) expect(lines.some((line) => line.includes(`"${employee.email}"`))).toBe(true);

  // Reset Password: Bunga gets a set-password link, and her session ends.
  await page.getByRole('link', { name: 'Reset Password' }).click();
  await page.getByRole('textbox', { name: /Cari karyawan/ }).fill(bunga.email);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('button', { name: `Reset password ${bunga.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, kirim tautan' }).click();
  await expect(page.getByText(`Semua sesi login ${bunga.name} sudah diakhiri.`)).toBeVisible();
  const ended = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${bungaToken}` } });
  expect(ended.status()).toBe(401);
  const resetMail = await waitForMail(bunga.email, /^Atur password baru/);
  expect(resetMail.links.some((link) => link.includes('/reset-password?token='))).toBe(true);

  // Without full access nobody is named: the Member page shows counts, Progres Belajar no ranking.
  await apiCall(request, admin, 'PUT', `/api/lcadm/corporate-program/batches/${batch.id}`, batchInput(false));
  const limitedPages: [string, RegExp | string][] = [
    ['member', /nama dan angka perorangan tidak ditampilkan/],
    ['dashboard', /hanya angka gabungan yang ditampilkan, tanpa nama atau nilai perorangan/],
    ['point', /peringkat dan poin per karyawan tidak ditampilkan/],
  ];
  for (const [view, notice] of limitedPages) {
    await page.goto(`/corporate-program/${view}/${batch.id}/group/1`);
    await expect(page.getByText(notice)).toBeVisible();
    for (const employee of employees) await expect(page.getByText(employee.name)).toHaveCount(0);
  }
});
