// The corporate cybersecurity-culture program end to end (issue 19, decisions 0046 and 0047), in Chromium against the
// production build, every step through the pages: an admin registers a company, makes a full-access batch, adds the
// company, a learning item with an article, and a manager, and imports three employees — a file with a bad row is
// refused with its line named, the corrected one invites all three. An invited employee sets a password, completes the
// item in the player and earns its program points. The new manager's dashboard, charts, Member page and CSV show it;
// the batch selector stores `batch` and reloads the route with it (spec §4). On the demo's Batch 1 the demo manager
// reminds an inactive employee from the dashboard (an email in the outbox).
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { submitLoginWith } from './support/fresh-account';
import { linkPath, waitForMail } from './support/mailbox';
import { HOME_URL, loginAs } from './support/session';

// A step that cannot happen fails at once, naming its step, instead of waiting out the whole journey's time.
test.use({ actionTimeout: 15_000 });

const PASSWORD = 'Karyawan#Aman2026';
const ITEM = { title: 'Kata sandi yang kuat', points: '75', article: 'Artikel kata sandi' };

/** Opens the invitation's link and sets the password, as the invited person does. */
async function acceptInvitation(page: Page, email: string, subject: RegExp): Promise<void> {
  const mail = await waitForMail(email, subject);
  await page.goto(linkPath(mail, '/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Buat password akunmu' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password Baru', exact: true }).fill(PASSWORD);
  await page.getByLabel('Konfirmasi Password Baru').fill(PASSWORD);
  await page.getByRole('button', { name: 'Simpan password' }).click();
  await expect(page.getByRole('heading', { name: 'Akunmu sudah aktif' })).toBeVisible();
  await page.goto('/login');
  await submitLoginWith(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

async function adminSetsUpTheProgram(page: Page, id: string, company: string, batch: string, employees: string[][]) {
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(HOME_URL.admin);
  // The company, in the register the corporate trainings share.
  await page.goto('/admin/corporate-training?tab=perusahaan');
  await page.getByRole('button', { name: 'Tambah perusahaan' }).click();
  const companyForm = page.getByRole('form', { name: 'Perusahaan baru' });
  await companyForm.getByLabel('Nama perusahaan').fill(company);
  await companyForm.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('cell', { name: company, exact: true })).toBeVisible();

  // The batch: full access, started a week ago.
  await page.goto('/admin/corporate-program');
  await page.getByRole('button', { name: 'Buat batch' }).click();
  const batchForm = page.getByRole('form', { name: 'Batch program baru' });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await batchForm.getByLabel(/Nama batch/).fill(batch);
  await batchForm.getByLabel(/Tanggal mulai/).fill(day(-7));
  await batchForm.getByLabel(/Tanggal selesai/).fill(day(60));
  await batchForm.getByRole('checkbox', { name: 'Akses penuh untuk manajer' }).check();
  await batchForm.getByRole('button', { name: 'Simpan' }).click();
  // A new batch opens its own page.
  await expect(page).toHaveURL(/\/admin\/corporate-program\/\d+$/);
  const batchId = Number(/(\d+)$/.exec(page.url())?.[1]);

  // The company joins the batch and gets its learning item with an article.
  await page.getByRole('button', { name: 'Tambah perusahaan' }).click();
  const addForm = page.getByRole('form', { name: 'Tambah perusahaan ke batch' });
  await addForm.getByLabel('Cari perusahaan').fill(company);
  await addForm.getByRole('combobox', { name: /Perusahaan/ }).selectOption({ label: company });
  await addForm.getByRole('button', { name: 'Tambahkan' }).click();
  await page.getByRole('table', { name: 'Perusahaan peserta' }).getByRole('link', { name: company }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/corporate-program/${batchId}/\\d+$`));
  const corporateId = Number(/(\d+)$/.exec(page.url())?.[1]);

  await page.getByRole('button', { name: 'Tambah materi' }).click();
  const itemForm = page.getByRole('form', { name: 'Materi program baru' });
  await itemForm.getByLabel(/Judul materi/).fill(ITEM.title);
  await itemForm.getByLabel(/Poin/).fill(ITEM.points);
  await itemForm.getByRole('button', { name: 'Simpan' }).click();
  await page.getByRole('link', { name: `Materi ${ITEM.title}` }).click();
  await page.getByRole('button', { name: 'Tambah modul' }).click();
  await page.getByRole('dialog').getByLabel('Judul modul').fill('Dasar kata sandi');
  await page.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
  await page.getByRole('button', { name: 'Tambah materi ke modul Dasar kata sandi' }).click();
  const material = page.getByRole('dialog');
  await material.getByLabel('Jenis materi').selectOption({ label: 'Artikel' });
  await material.getByLabel('Judul materi').fill(ITEM.article);
  await material
    .getByRole('textbox', { name: /Isi artikel/ })
    .fill('Gunakan frasa sandi panjang dan pengelola kata sandi.');
  await material.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('list', { name: 'Materi modul Dasar kata sandi' })).toContainText(ITEM.article);

  // Its manager, invited by email.
  await page.goto(`/admin/corporate-program/${batchId}/${corporateId}?tab=manajer`);
  const managerForm = page.getByRole('form', { name: 'Tambah manajer' });
  await managerForm.getByLabel('Nama').fill(`Manajer ${id}`);
  await managerForm.getByLabel('Email').fill(`e2e-manajer-${id}@example.id`);
  await managerForm.getByRole('button', { name: /Tambah/ }).click();
  await expect(page.getByText(`Manajer ${id}`)).toBeVisible();

  // The employees: a file with a bad row is refused whole, with the row's line; the corrected file invites all three.
  await page.goto(`/admin/corporate-program/${batchId}/${corporateId}?tab=karyawan`);
  const panel = page.getByRole('region', { name: 'Impor karyawan dari CSV' });
  const csv = (rows: string[][]) =>
    Buffer.from(`${['name,email,department', ...rows.map((r) => r.join(','))].join('\n')}\n`);
  const withBadRow = [employees[0], [employees[1][0], 'bukan-email', employees[1][2]], employees[2]];
  await panel
    .getByLabel('Berkas CSV')
    .setInputFiles({ name: 'karyawan.csv', mimeType: 'text/csv', buffer: csv(withBadRow) });
  await panel.getByRole('button', { name: 'Impor karyawan' }).click();
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('Berkas tidak diimpor');
  const badRows = alert.getByRole('table', { name: 'Baris bermasalah' }).getByRole('row');
  await expect(badRows).toHaveCount(2);
  await expect(badRows.nth(1)).toContainText('3');
  await panel
    .getByLabel('Berkas CSV')
    .setInputFiles({ name: 'karyawan.csv', mimeType: 'text/csv', buffer: csv(employees) });
  await panel.getByRole('button', { name: 'Impor karyawan' }).click();
  await expect(panel.getByRole('status')).toContainText('3 akun baru dibuat dan diundang lewat email');
  return { batchId, corporateId };
}

test('@admin @member @corporate a program from setup to the manager’s figures; an inactive employee reminded', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const id = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const company = `PT Uji Budaya ${id}`;
  const batch = `Batch Perjalanan ${id}`;
  const employees = ['Arif', 'Bella', 'Citra'].map((name, index) => [
    `${name} ${id}`,
    `e2e-${name.toLowerCase()}-${id}@example.id`,
    index < 2 ? 'Keuangan' : 'TI',
  ]);
  const admin = await (await browser.newContext()).newPage();
  const { batchId, corporateId } = await adminSetsUpTheProgram(admin, id, company, batch, employees);
  await admin.context().close();

  // The invited employee sets a password, opens the batch's item and completes it in the player.
  const [arifName, arifEmail] = employees[0];
  const employee = await (await browser.newContext()).newPage();
  await acceptInvitation(employee, arifEmail, /^Undangan/);
  await employee.goto('/member/corporate-program');
  await employee
    .getByRole('link', { name: new RegExp(batch) })
    .first()
    .click();
  await expect(employee).toHaveURL(new RegExp(`/member/corporate-program/${batchId}$`));
  await expect(employee.getByText(`${ITEM.points} poin`).first()).toBeVisible();
  await employee.getByRole('link', { name: ITEM.title }).click();
  await expect(employee).toHaveURL(new RegExp(`/member/-corporate-program/[^/]+/${corporateId}/\\d+`));
  await employee
    .getByRole('link', { name: new RegExp(ITEM.article) })
    .first()
    .click();
  await employee.getByRole('button', { name: 'Tandai selesai' }).click();
  await employee.goto(`/member/corporate-program/${batchId}`);
  await expect(employee.getByRole('main')).toContainText('Selesai');
  await employee.goto('/member/point');
  await expect(employee.getByRole('main')).toContainText(`Menyelesaikan materi program ${ITEM.title}`);
  await employee.context().close();

  // The manager: the dashboard counts the completion and draws the week, Member and the CSV name the employee.
  const manager = await (await browser.newContext()).newPage();
  await acceptInvitation(manager, `e2e-manajer-${id}@example.id`, /^Akses manajer/);
  await expect(manager).toHaveURL(new RegExp(`/corporate-program/dashboard/${batchId}/group/${corporateId}$`));
  await expect(manager.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(manager.getByText('1 dari 3 karyawan sudah mulai')).toBeVisible();
  const chart = manager.getByRole('figure', { name: 'Materi diselesaikan per minggu' });
  await expect(chart.locator('canvas')).toBeVisible();
  await chart.getByText('Lihat data dalam tabel').click();
  await expect(chart.getByRole('table', { name: 'Materi diselesaikan per minggu' })).toContainText('1');

  await manager
    .getByRole('complementary', { name: 'Menu program korporat' })
    .getByRole('link', { name: 'Member' })
    .click();
  const table = manager.getByRole('table', { name: 'Peserta program' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const arifRow = table.getByRole('row', { name: new RegExp(arifName) });
  await expect(arifRow).toContainText('Selesai');
  await expect(arifRow).toContainText(ITEM.points);
  const [download] = await Promise.all([
    manager.waitForEvent('download'),
    manager.getByRole('button', { name: 'Unduh CSV' }).click(),
  ]);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(4);
  const arifLine = lines.find((line) => line.includes(`"${arifEmail}"`));
  expect(arifLine).toContain(`"${ITEM.points}"`);
  await manager.context().close();

  // The demo manager on Batch 1: the selector stores the batch and reloads the page with it; the dashboard's inactive
  // list reminds an employee in one click.
  const demo = await (await browser.newContext()).newPage();
  await loginAs(demo, 'corporate');
  await expect(demo).toHaveURL(/\/corporate-program\/dashboard\/1\/group\/\d+$/);
  const selector = demo.getByRole('combobox', { name: 'Batch' });
  await expect(selector).toHaveValue('1');
  const other = await selector
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).find((value) => value && value !== '1'),
    );
  expect(other).toBeTruthy();
  await selector.selectOption(String(other));
  await expect(demo).toHaveURL(new RegExp(`/corporate-program/dashboard/${other}/group/\\d+$`));
  expect(await demo.evaluate(() => localStorage.getItem('batch'))).toBe(other);
  await demo.getByRole('combobox', { name: 'Batch' }).selectOption('1');
  await expect(demo).toHaveURL(/\/corporate-program\/dashboard\/1\/group\/\d+$/);
  const inactive = demo.getByRole('region', { name: 'Karyawan tidak aktif' });
  const remind = inactive.getByRole('button', { name: /^Kirim pengingat ke / }).first();
  const name = ((await remind.getAttribute('aria-label')) ?? '').replace('Kirim pengingat ke ', '');
  await remind.click();
  await expect(demo.getByText(`Pengingat terkirim ke ${name}.`)).toBeVisible();
  // The seed's other learners are `<first>.<last>@demo.akademisiber.id`.
  const username = name.toLowerCase().replace(' ', '.');
  await waitForMail(`${username}@demo.akademisiber.id`, /^Pengingat: lanjutkan program/);
});
