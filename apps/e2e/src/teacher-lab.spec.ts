// The teacher's side of the lab and joining a classroom (issue 17, decision 0037), in Chromium against the production
// build. A new member joins the demo teacher's class B with its code from the member area (wrong and repeated codes
// said so); the demo teacher opens CTF from the sidebar, assigns a challenge to class B with a due date, sees the
// student in the classroom's grid, and after the student solves it sees the solve there and on the challenge's detail
// page. The new members keep the demo member's figures, which other specs read, as they are; class B's assignments
// are this spec's own (the seed's are on other challenges).
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations, describeFindings, tabTo, type Finding } from './support/a11y';
import { submitLoginWith, verifiedMember, type FreshAccount } from './support/fresh-account';
import { VIEWPORTS } from './support/pages';
import { bearerOf, HOME_URL, loginAs } from './support/session';

const CLASS_B = { slug: 'forensik-digital-kelas-b-2026', name: 'Forensik Digital — Kelas B', code: 'USI-FDB26' };
// The seed's answer (apps/api/src/db/seed-lab-data.ts); the database holds only its HMAC.
const CHALLENGE = { slug: 'kriptografi-dasar', title: 'Kriptografi Dasar', flag: 'AKSB{b4s64_bukan_enkripsi}' };

async function signIn(page: Page, account: FreshAccount): Promise<void> {
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(/\/member$/);
}

/** axe at the desktop and the 375 px phone width, on the page as it is now. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  const findings: Finding[] = [];
  const before = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.waitForFunction((width) => window.innerWidth === width, viewport.width);
    findings.push(...(await blockingViolations(page, `${where} @ ${viewport.width}px`)));
  }
  if (before) await page.setViewportSize(before);
  expect(findings.length, `axe found serious/critical WCAG violations:\n\n${describeFindings(findings)}\n`).toBe(0);
}

/** `datetime-local` value for a day from now (the browser's time, as the field reads it). */
function tomorrow(): string {
  const at = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${day}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

test('@teacher @member joins a classroom by its code from Kelas Saya; wrong and repeated codes are said so', async ({
  page,
  request,
}) => {
  const member = await verifiedMember(request, 'gabung');
  await signIn(page, member);
  await page.goto('/member/kelas-saya');
  await page.getByRole('link', { name: 'Classroom kampus' }).click();
  await expect(page).toHaveURL(/\/member\/classroom$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Classroom' })).toBeVisible();
  await expect(page.getByText('Belum bergabung ke classroom')).toBeVisible();

  const code = page.getByRole('textbox', { name: 'Kode bergabung' });
  await code.fill('USI-BUKAN');
  await page.getByRole('button', { name: 'Gabung', exact: true }).click();
  await expect(code).toHaveAccessibleDescription('Kode bergabung tidak ditemukan. Periksa lagi kode dari dosen Anda.');

  // Typed loosely, from the keyboard alone.
  await code.fill('');
  await page.getByRole('heading', { level: 2, name: 'Gabung classroom' }).click();
  await tabTo(page, code);
  await page.keyboard.type(' usi-fdb26 ');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Berhasil bergabung ke ${CLASS_B.name}.` })).toBeVisible();
  const card = page.getByRole('article', { name: CLASS_B.name });
  await expect(card).toContainText('Dosen: Andi Dosen');
  await expectAccessible(page, '/member/classroom');

  await code.fill(CLASS_B.code);
  await page.getByRole('button', { name: 'Gabung', exact: true }).click();
  await expect(code).toHaveAccessibleDescription('Anda sudah bergabung di classroom ini.');
});

test("@teacher assigns a CTF to a classroom and sees the student's solve in the grid", async ({
  page,
  request,
  browser,
}) => {
  // A student of class B, joined with the code through the API the member page uses.
  const account = await verifiedMember(request, 'kelasctf');
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signIn(student, account);
  const asStudent = { Authorization: await bearerOf(student) };
  const joined = await student.request.post('/api/member/classrooms/join', {
    headers: asStudent,
    data: { code: CLASS_B.code },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  // The teacher opens CTF from the sidebar: the catalogue to assign from.
  await loginAs(page, 'teacher');
  await expect(page).toHaveURL(HOME_URL.teacher);
  await page.getByRole('navigation', { name: 'Halaman teacher' }).getByRole('link', { name: 'CTF' }).click();
  await expect(page).toHaveURL(/\/teacher\/ctf$/);
  const card = page.getByRole('article', { name: CHALLENGE.title });
  await expect(card).toContainText('Belum ditugaskan di classroom Anda');
  await expectAccessible(page, '/teacher/ctf');

  await card.getByRole('button', { name: `Tugaskan ke classroom: ${CHALLENGE.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Tugaskan tantangan' });
  await dialog.getByLabel('Classroom').selectOption({ label: CLASS_B.name });
  await dialog.getByLabel('Batas waktu (opsional)').fill(tomorrow());
  await dialog.getByRole('button', { name: 'Tugaskan' }).click();
  await expect(page.getByText('Tantangan ditugaskan.')).toBeVisible();
  await expect(card).toContainText('Ditugaskan di 1 classroom Anda');

  // Class B's CTF tab: the assignment and the grid, where the new student has not solved it yet.
  await page.goto('/teacher/classroom');
  await page.getByRole('link', { name: CLASS_B.name }).click();
  await page.getByRole('navigation', { name: 'Bagian classroom' }).getByRole('link', { name: 'CTF' }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/classroom/${CLASS_B.slug}/ctf$`));
  await expect(
    page
      .getByRole('table', { name: `Tugas di ${CLASS_B.name}` })
      .getByRole('row', { name: new RegExp(CHALLENGE.title) }),
  ).toContainText('Batas');
  const grid = page.getByRole('table', { name: `Hasil CTF mahasiswa ${CLASS_B.name}` });
  await expect(grid.getByRole('columnheader', { name: CHALLENGE.title })).toBeVisible();
  await expect(grid.getByRole('row', { name: new RegExp(account.name) })).toContainText('Belum');
  await expectAccessible(page, `/teacher/classroom/${CLASS_B.slug}/ctf`);

  // The student solves it.
  const solved = await student.request.post(`/api/lab/challenges/${CHALLENGE.slug}/submissions`, {
    headers: asStudent,
    data: { flag: CHALLENGE.flag },
  });
  expect(solved.status(), await solved.text()).toBe(200);
  expect((await solved.json()).data.correct).toBe(true);
  await studentContext.close();

  // The teacher sees the solve in the grid, on time, and on the challenge's detail page.
  await page.reload();
  const row = page.getByRole('table', { name: `Hasil CTF mahasiswa ${CLASS_B.name}` }).getByRole('row', {
    name: new RegExp(account.name),
  });
  await expect(row).toContainText('Selesai');
  await expect(row).toContainText('1 percobaan · 0 petunjuk');
  await expect(row).not.toContainText('Terlambat');

  await page
    .getByRole('table', { name: `Hasil CTF mahasiswa ${CLASS_B.name}` })
    .getByRole('link', { name: CHALLENGE.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`/teacher/classroom/${CLASS_B.slug}/ctf/detail/${CHALLENGE.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: CHALLENGE.title })).toBeVisible();
  const results = page.getByRole('table', { name: `Hasil mahasiswa ${CLASS_B.name} di ${CHALLENGE.title}` });
  await expect(results.getByRole('row', { name: new RegExp(account.name) })).toContainText('Selesai');
  await expectAccessible(page, `/teacher/classroom/${CLASS_B.slug}/ctf/detail/${CHALLENGE.slug}`);
});
