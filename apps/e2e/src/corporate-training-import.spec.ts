// Corporate-training groups (issue 18, decision 0044), in Chromium against the production build. An admin imports
// participants into PT Nusantara Aman's group from CSV: a file with bad rows is refused with every bad row named by its
// line and nothing added; the corrected file enrols the person. The invited person sets a password from the email and
// signs in straight into the group. The group's instructor adds a session that is running now; the participant joins
// it from the group's page through the platform's own link (attendance recorded, then on to the meeting), and the
// instructor's group page shows the record (decision 0045). The new person's points move nobody's seeded totals.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { apiCall, apiToken } from './support/enrolled-member';
import { linkPath, waitForMail } from './support/mailbox';
import { HOME_URL, loginAs } from './support/session';

const GROUP = { name: 'Divisi Keuangan 2026', path: '/member/corporate-training/security-awareness-karyawan' };
const TRAINING = 'Security Awareness untuk Karyawan';
// The session's room: another site, answered by a stand-in page in this run (the network here is closed).
const MEETING = 'https://meet.google.com/e2e-grup-keuangan';

test('@admin @member @author a group imported from CSV; an invited participant joins a session', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const id = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const email = `e2e-undangan-${id}@example.id`;
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin');
  await expect(admin).toHaveURL(HOME_URL.admin);
  await admin.goto('/admin/corporate-training');
  await admin.getByRole('link', { name: GROUP.name }).first().click();
  await expect(admin).toHaveURL(/\/admin\/corporate-training\/security-awareness-karyawan\/group\/\d+$/);
  const groupId = Number(/\/group\/(\d+)$/.exec(admin.url())?.[1]);
  const panel = admin.getByRole('region', { name: 'Impor peserta dari CSV' });

  // Three bad rows: nothing is imported, each is named by its line.
  const bad = ['name,email', `Peserta Baru ${id},${email}`, ',tanpa-nama@example.id', 'Email Salah,bukan-email'];
  await panel.getByLabel('Berkas CSV').setInputFiles({
    name: 'peserta-salah.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${bad.join('\n')}\n`),
  });
  await panel.getByRole('button', { name: 'Impor peserta' }).click();
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('Berkas tidak diimpor');
  const rows = alert.getByRole('table', { name: 'Baris bermasalah' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('3');
  await expect(rows.nth(2)).toContainText('4');

  // The corrected file: one new person, invited by email.
  await panel.getByLabel('Berkas CSV').setInputFiles({
    name: 'peserta.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`name,email\nPeserta Baru ${id},${email}\n`),
  });
  await panel.getByRole('button', { name: 'Impor peserta' }).click();
  await expect(panel.getByRole('status')).toContainText('1 akun baru dibuat dan diundang lewat email');
  await admin.context().close();

  // The invitation: set a password, sign in, land in the group.
  const mail = await waitForMail(email, /^Undangan pelatihan/);
  const page = await (await browser.newContext()).newPage();
  await page.goto(linkPath(mail, '/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Buat password akunmu' })).toBeVisible();
  const password = 'Undangan#Aman2026';
  await page.getByRole('textbox', { name: 'Password Baru', exact: true }).fill(password);
  await page.getByLabel('Konfirmasi Password Baru').fill(password);
  await page.getByRole('button', { name: 'Simpan password' }).click();
  await expect(page.getByRole('heading', { name: 'Akunmu sudah aktif' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Masuk', exact: true }).click();
  await page.getByLabel('Email atau username').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${GROUP.path}/nusantara-aman-keuangan$`));
  await expect(page.getByText(GROUP.name).first()).toBeVisible();

  // The instructor adds a session that started two minutes ago (the API the session form calls).
  const title = `Tanya jawab ${id}`;
  const startsAt = Date.now() - 2 * 60_000;
  await apiCall(
    request,
    await apiToken(request, ACCOUNTS.author.email),
    'POST',
    `/api/author/corporate-training/security-awareness-karyawan/groups/${groupId}/sessions`,
    {
      title,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 60 * 60_000).toISOString(),
      meetingUrl: MEETING,
    },
  );

  // The participant joins it from the group's page: a new tab records the attendance, then opens the meeting.
  await page
    .context()
    .route(`${MEETING}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Ruang rapat</title><h1>Ruang rapat grup</h1>' }),
    );
  await page.reload();
  const card = page.getByRole('list', { name: 'Sesi grup' }).getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Berlangsung');
  const join = card.getByRole('link', { name: `Gabung sesi: ${title} (membuka tab baru)` });
  const [meeting] = await Promise.all([page.context().waitForEvent('page'), join.click()]);
  await meeting.waitForURL(MEETING, { timeout: 30_000 });
  await expect(meeting.getByRole('heading', { name: 'Ruang rapat grup' })).toBeVisible();
  await meeting.close();
  await page.reload();
  await expect(card).toContainText('Hadir');
  await page.context().close();

  // The instructor's group page, from the author home: the participant's cell for that session says Hadir.
  const author = await (await browser.newContext()).newPage();
  await loginAs(author, 'author');
  await expect(author).toHaveURL(HOME_URL.author);
  await author.getByRole('link', { name: `${TRAINING} — ${GROUP.name}` }).click();
  await expect(author).toHaveURL(
    new RegExp(`/author/corporate-training/security-awareness-karyawan/group/${groupId}$`),
  );
  await expect(author.getByRole('button', { name: `Ubah kehadiran Peserta Baru ${id} di ${title}` })).toContainText(
    'Hadir',
  );
  await author.context().close();
});
