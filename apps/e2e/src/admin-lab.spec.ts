import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { blockingViolations, describeFindings, tabTo } from './support/a11y';
import { verifiedMember } from './support/fresh-account';
import { HOME_URL, loginAs } from './support/session';

// The staff's lab pages (issue 17, decision 0038), as an admin uses them: a challenge is created in the browser with
// a static flag and a hint — the flag typed once and then never on the page nor in any answer the page received —
// and is found in the list; then two fresh members make a suspicious submission the way a cheat would (one hands
// the other the per-user flag from their own file of the seeded `log-pribadi`), and the admin opens
// /admin/lab/submissions?suspicious=true, where the admins' notification leads. The new challenge stays a draft and
// is deleted at the end, so players and the other lab specs never see it.

test.describe.configure({ timeout: 120_000 });

async function expectNoBlockingViolations(page: Page, where: string) {
  const findings = await blockingViolations(page, where);
  expect(findings.length, `axe found serious/critical WCAG violations:\n\n${describeFindings(findings)}\n`).toBe(0);
}

/** The page is no wider than the screen: wide tables scroll inside their own region. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function bearer(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const token: string = (await login.json()).token;
  return token.startsWith('Bearer ') ? token : `Bearer ${token}`;
}

test('@admin creates a challenge with a static flag and a hint, lists it, and the flag never comes back', async ({
  page,
}) => {
  const id = randomBytes(3).toString('hex');
  const title = `Sandi Kaisar E2E ${id}`;
  const flag = `AKSB{e2e_${id}_k41s4r}`;
  // Every answer of the API the pages receive, read as text.
  const answers: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/')) answers.push(response.text().catch(() => ''));
  });

  await loginAs(page, 'admin');
  await expect(page).toHaveURL(HOME_URL.admin);
  await page.getByRole('navigation', { name: 'Menu staf' }).getByRole('link', { name: 'Lab' }).click();
  await expect(page).toHaveURL(/\/admin\/lab\/challenges$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tantangan CTF' })).toBeVisible();
  // The seeded challenges, newest change first, ten a page.
  await expect(page.getByRole('table', { name: 'Tantangan CTF' }).getByRole('row')).toHaveCount(11);

  await page.getByRole('link', { name: 'Tambah tantangan' }).click();
  const form = page.getByRole('form', { name: 'Tantangan baru' });
  await form.getByRole('textbox', { name: /Judul/ }).fill(title);
  await form.getByRole('textbox', { name: /Judul/ }).blur();
  await expect(form.getByRole('textbox', { name: /Slug/ })).toHaveValue(`sandi-kaisar-e2e-${id}`);
  await form.getByRole('combobox', { name: 'Kategori' }).selectOption('crypto');
  await form.getByRole('textbox', { name: /Deskripsi/ }).fill('Geser setiap huruf **tiga** langkah.\n\n- ROT3');
  await form.getByRole('button', { name: 'Pratinjau deskripsi' }).click();
  await expect(form.getByRole('region', { name: 'Pratinjau deskripsi' }).locator('strong')).toHaveText('tiga');
  await form.getByRole('textbox', { name: /Nilai/ }).fill('150');
  await form.getByRole('button', { name: 'Buat tantangan' }).click();
  await expect(page.getByText('Tantangan dibuat. Tambahkan flag agar bisa diselesaikan.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/lab\/challenges\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const challengeUrl = page.url();

  // The flag by keyboard: typed, then Enter submits its form.
  const flags = page.getByRole('region', { name: 'Flag' });
  await expect(flags.getByText('Belum ada flag: tantangan ini belum dapat diselesaikan.')).toBeVisible();
  const flagBox = flags.getByRole('textbox', { name: /^Flag/ });
  await flagBox.focus();
  await page.keyboard.type(flag);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Flag Statis ditambahkan.')).toBeVisible();
  await expect(flags.getByRole('list', { name: 'Flag tantangan' }).getByText('Statis')).toBeVisible();
  await expect(flagBox).toHaveValue('');

  const hints = page.getByRole('region', { name: 'Petunjuk' });
  const hintForm = hints.getByRole('form', { name: 'Tambah petunjuk' });
  await hintForm.getByRole('textbox', { name: /Biaya/ }).fill('25');
  await hintForm.getByRole('textbox', { name: /Isi petunjuk/ }).fill('Caesar dengan geseran 3.');
  await hintForm.getByRole('button', { name: 'Tambah petunjuk' }).click();
  const hintList = hints.getByRole('list', { name: 'Petunjuk tantangan' });
  await expect(hintList.getByText('−25 poin')).toBeVisible();
  await expect(hintList.getByText('Caesar dengan geseran 3.')).toBeVisible();

  // Reloaded from the server: still only the kind.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Flag' }).getByRole('list', { name: 'Flag tantangan' })).toContainText(
    'Statis',
  );
  expect(await page.content()).not.toContain(flag);
  await expectNoBlockingViolations(page, 'challenge editor @ desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await expectNoBlockingViolations(page, 'challenge editor @ mobile 375px');
  await page.setViewportSize({ width: 1280, height: 800 });

  // In the list, found by its title, a draft with its value.
  await page.getByRole('link', { name: '← Semua tantangan' }).click();
  await page.getByRole('textbox', { name: 'Cari judul atau slug' }).fill(id);
  await page.getByRole('button', { name: 'Cari' }).click();
  const row = page.getByRole('table', { name: 'Tantangan CTF' }).getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Draf');
  await expect(row).toContainText('Kriptografi');
  await expect(row).toContainText('150');

  // Tidy up: an unsolved challenge can be deleted.
  await page.goto(challengeUrl);
  const danger = page.getByRole('region', { name: 'Hapus tantangan' });
  await danger.getByRole('button', { name: 'Hapus tantangan' }).click();
  await page
    .getByRole('dialog', { name: 'Hapus tantangan?' })
    .getByRole('button', { name: 'Ya, hapus tantangan' })
    .click();
  await expect(page).toHaveURL(/\/admin\/lab\/challenges$/);
  await expect(page.getByText(`Tantangan “${title}” dihapus.`)).toBeVisible();

  // No answer the pages received carried the flag.
  const bodies = await Promise.all(answers);
  expect(bodies.length).toBeGreaterThan(10);
  expect(bodies.filter((text) => text.includes(`e2e_${id}_k41s4r`))).toEqual([]);
});

test('@admin opens the suspicious submissions: another member sent someone else’s per-user flag', async ({
  page,
  request,
}) => {
  const owner = await verifiedMember(request, 'labpemilik');
  const sender = await verifiedMember(request, 'labpengirim');
  const ownerAuth = await bearer(request, owner.email, owner.password);
  const senderAuth = await bearer(request, sender.email, sender.password);

  // The owner downloads their own copy of log-pribadi's per-user file (token helper) and finds the beacon's id.
  const detail = await request.get('/api/lab/challenges/log-pribadi', { headers: { Authorization: ownerAuth } });
  expect(detail.status(), await detail.text()).toBe(200);
  const file = ((await detail.json()).data.attachments as { id: number; perUser: boolean }[]).find((a) => a.perUser);
  expect(file).toBeDefined();
  const tokenAnswer = await request.get(`/api/lab/challenges/log-pribadi/attachments/${file?.id}/token`, {
    headers: { Authorization: ownerAuth },
  });
  expect(tokenAnswer.status(), await tokenAnswer.text()).toBe(200);
  const token: string = (await tokenAnswer.json()).data.token;
  const log = await (
    await request.get(`/api/lab/challenges/log-pribadi/attachments/${file?.id}?token=${token}`)
  ).text();
  const beacon = /--id (\S+)/.exec(log)?.[1] ?? '';
  const ownersFlag = Buffer.from(beacon, 'base64').toString('utf8');
  expect(ownersFlag).toMatch(/^AKSB\{[0-9a-f]{24}\}$/);

  // The sender hands it in: refused like a wrong flag, and recorded against both.
  const sent = await request.post('/api/lab/challenges/log-pribadi/submissions', {
    headers: { Authorization: senderAuth },
    data: { flag: ownersFlag },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect((await sent.json()).data.correct).toBe(false);

  // The admin follows the notification's link.
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(HOME_URL.admin);
  await page.goto('/admin/lab/submissions?suspicious=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Kiriman Mencurigakan' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Hanya yang mencurigakan' })).toBeChecked();
  const table = page.getByRole('table', { name: 'Kiriman mencurigakan' });
  await expect(table.getByRole('row', { name: new RegExp(sender.username.replace(/\./g, '\\.')) })).toBeVisible();

  // Narrowed to the sender by keyboard: the row names whose flag it was.
  const username = page.getByRole('textbox', { name: /Username/ });
  await tabTo(page, username, 40);
  await page.keyboard.type(sender.username);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/suspicious=true/);
  await expect(page).toHaveURL(new RegExp(`username=${encodeURIComponent(sender.username).replace(/\./g, '\\.')}`));
  const row = table.getByRole('row', { name: /Mencurigakan/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Log Pribadi');
  await expect(row).toContainText(`Flag per pengguna milik ${owner.name} (@${owner.username})`);
  await expectNoBlockingViolations(page, 'suspicious submissions @ desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoBlockingViolations(page, 'suspicious submissions @ mobile 375px');

  // The challenge's page counts it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('link', { name: 'Log Pribadi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log Pribadi' })).toBeVisible();
  await expect(page.getByRole('link', { name: /\d+ mencurigakan/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Flag' }).getByRole('list', { name: 'Flag tantangan' })).toContainText(
    'Per pengguna',
  );
});
