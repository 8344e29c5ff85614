// The lab remote (issue 17, decision 0036) as a member uses it: opened from the member navbar through the hand-off
// (a single-use code, never the session token) and already signed in, challenges solved with the files and text they
// give — a static flag, a regex flag and a per-user flag read out of the member's own file —, a hint that lowers the
// reward, the wrong-answer limit, a guided exercise lab to the end, and a WireGuard configuration that parses. Every
// test signs in a new member of its own (the demo member's points are read by other specs).
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { blockingViolations, describeFindings, tabTo, type Finding } from './support/a11y';
import { submitLoginWith, verifiedMember, type FreshAccount } from './support/fresh-account';
import { VIEWPORTS } from './support/pages';
import { bearerOf } from './support/session';

// The seed's answers (apps/api/src/db/seed-lab-data.ts); the database holds only their HMACs.
const FLAGS = {
  web101: 'AKSB{k0m3nt4r_b0c0r}',
  kriptografi: 'AKSB{b4s64_bukan_enkripsi}',
  log4shell: 'aksb{cve-2021-44228}', // the regex flag is case-insensitive
};
const LINUX_LAB = ['/etc/shadow', 'chmod', '750'];

async function signIn(page: Page, account: FreshAccount): Promise<void> {
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(/\/member$/);
}

/** axe at the desktop and the 375 px phone width, on the page as it is now. */
async function scan(page: Page, where: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const before = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.waitForFunction((width) => window.innerWidth === width, viewport.width);
    findings.push(...(await blockingViolations(page, `${where} @ ${viewport.width}px`)));
  }
  if (before) await page.setViewportSize(before);
  return findings;
}

async function expectAccessible(page: Page, where: string): Promise<void> {
  const findings = await scan(page, where);
  expect(findings.length, `axe found serious/critical WCAG violations:\n\n${describeFindings(findings)}\n`).toBe(0);
}

async function openChallenge(lab: Page, title: string): Promise<void> {
  await lab.getByRole('navigation', { name: 'Navigasi lab' }).getByRole('link', { name: 'Tantangan CTF' }).click();
  await lab.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
  await expect(lab.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function submitFlag(lab: Page, flag: string): Promise<void> {
  const form = lab.getByRole('form', { name: 'Kirim flag' });
  await form.getByLabel('Flag').fill(flag);
  await form.getByRole('button', { name: 'Kirim flag' }).click();
}

/** Downloads a challenge file through the token helper and returns its text. */
async function downloadFile(lab: Page, fileName: string): Promise<string> {
  const [download] = await Promise.all([
    lab.waitForEvent('download'),
    lab.getByRole('button', { name: `Unduh ${fileName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  return readFile(await download.path(), 'utf8');
}

// From the navbar, already signed in: solves a static, a regex and a per-user challenge, pays for a hint, meets the
// wrong-answer limit and completes an exercise lab.
test('@lab a member enters the lab signed in, solves three kinds of challenge and an exercise lab', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await verifiedMember(request, 'lab');
  await signIn(page, account);
  const memberSession = await bearerOf(page);

  // The hand-off: the navbar's Lab opens a new tab on /lab/buka, which trades the session for a single-use code,
  // and /lab/auth/<code> exchanges it for a session of the lab's own. The session token is in no address.
  const addresses: string[] = [];
  page.context().on('request', (request) => {
    if (request.isNavigationRequest()) addresses.push(request.url());
  });
  const [lab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('navigation', { name: 'Navigasi member' }).getByRole('link', { name: /^Lab/ }).click(),
  ]);
  await expect(lab.getByRole('heading', { level: 1, name: 'Tantangan CTF' })).toBeVisible({ timeout: 30_000 });
  await expect(lab).toHaveURL(/\/lab$/);
  await expect(lab.getByRole('navigation', { name: 'Navigasi lab' })).toContainText(account.username);
  const labSession = await bearerOf(lab);
  expect(labSession).not.toBe(memberSession);
  expect(addresses.join(' ')).not.toContain(memberSession.replace(/^Bearer /, ''));
  expect(await lab.evaluate(() => history.length)).toBeLessThanOrEqual(2);

  await expectAccessible(lab, 'lab catalogue');
  // Cookie Admin unlocks after Web 101.
  await expect(lab.getByRole('article', { name: 'Cookie Admin' })).toContainText('Terkunci');

  // A static flag, read out of the page source the challenge gives.
  await openChallenge(lab, 'Web 101');
  // The page source keeps the key in three pieces: `const bagian = [...]`, joined in order.
  const source = await downloadFile(lab, 'index.html');
  const found = (JSON.parse(/const bagian = (\[.*\]);/.exec(source)?.[1] ?? '[]') as string[]).join('');
  expect(found).toBe(FLAGS.web101);
  await expectAccessible(lab, 'lab challenge');
  await submitFlag(lab, found ?? '');
  await expect(lab.getByRole('status').filter({ hasText: 'Flag benar!' })).toContainText('+250 poin');

  // A hint says its cost first; the solve then gets the reward minus that cost (300 − 50).
  await openChallenge(lab, 'Kriptografi Dasar');
  await lab.getByRole('button', { name: 'Buka petunjuk 1 (−50 poin)' }).click();
  const dialog = lab.getByRole('dialog', { name: 'Buka petunjuk 1?' });
  await expect(dialog).toContainText('dari 300 poin menjadi 250 poin');
  await dialog.getByRole('button', { name: 'Ya, buka petunjuk' }).click();
  await expect(lab.getByRole('list', { name: 'Petunjuk' })).toContainText('base64');
  await expect(lab.getByText('Hadiah untukmu').locator('..')).toContainText('250 poin');
  const encoded = (await lab.getByRole('region', { name: 'Deskripsi' }).locator('pre').innerText()).trim();
  expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(FLAGS.kriptografi);
  await submitFlag(lab, Buffer.from(encoded, 'base64').toString('utf8'));
  await expect(lab.getByRole('status').filter({ hasText: 'Flag benar!' })).toContainText('+250 poin, +');

  // A regex flag, case-insensitive, typed and sent from the keyboard alone.
  await openChallenge(lab, 'Jejak Digital');
  await tabTo(lab, lab.getByRole('textbox', { name: 'Flag', exact: true }), 60);
  await lab.keyboard.type(FLAGS.log4shell);
  await lab.keyboard.press('Enter');
  await expect(lab.getByRole('status').filter({ hasText: 'Flag benar!' })).toContainText('+150 poin');

  // A per-user flag: this member's own copy of the log holds it, base64 in the beacon's --id.
  await openChallenge(lab, 'Log Pribadi');
  const log = await downloadFile(lab, 'auth.log');
  const beaconId = /--id (\S+)\)/.exec(log)?.[1] ?? '';
  const perUserFlag = Buffer.from(beaconId, 'base64').toString('utf8');
  expect(perUserFlag).toMatch(/^AKSB\{[0-9a-f]{24}\}$/);
  await submitFlag(lab, perUserFlag);
  await expect(lab.getByRole('status').filter({ hasText: 'Flag benar!' })).toContainText('+200 poin');

  // Ten wrong answers a minute per challenge; the eleventh is refused with the wait in the message.
  await openChallenge(lab, 'Pesan Berputar');
  const form = lab.getByRole('form', { name: 'Kirim flag' });
  for (let attempt = 1; attempt <= 10; attempt++) {
    await submitFlag(lab, `AKSB{tebakan_${attempt}}`);
    await expect(form.getByRole('alert')).toHaveText('Flag salah. Coba lagi.');
    await expect(form.getByRole('button', { name: 'Kirim flag' })).toBeEnabled();
  }
  await submitFlag(lab, 'AKSB{tebakan_11}');
  await expect(form.getByRole('alert')).toContainText(/Terlalu banyak jawaban salah\. Coba lagi dalam \d+ detik\./);
  await expect(form.getByRole('button', { name: /Tunggu \d+ detik/ })).toBeDisabled();

  // The scoreboard shows the member with the four solves: 250 + 250 + 150 + 200.
  await lab.getByRole('navigation', { name: 'Navigasi lab' }).getByRole('link', { name: 'Papan Skor' }).click();
  await expect(lab.getByText('Poinmu', { exact: true }).locator('..')).toContainText('850');
  await expect(lab.getByText('Solve-mu', { exact: true }).locator('..')).toContainText('4');

  // A guided lab, answered step by step to the end.
  await lab.getByRole('navigation', { name: 'Navigasi lab' }).getByRole('link', { name: 'Lab Latihan' }).click();
  await lab.getByRole('link', { name: 'Pengenalan Linux untuk Keamanan' }).click();
  for (const [index, answer] of LINUX_LAB.entries()) {
    if (index === 2) {
      // The last step has a hint: its cost comes off the lab's reward (100 − 20), and the XP in proportion.
      const hints = lab.getByRole('list', { name: 'Petunjuk langkah 3' });
      await hints.getByRole('button', { name: 'Buka petunjuk 1 (−20 poin)' }).click();
      const ask = lab.getByRole('dialog', { name: 'Buka petunjuk 1?' });
      await expect(ask).toContainText('dari 100 poin menjadi 80 poin');
      await ask.getByRole('button', { name: 'Ya, buka petunjuk' }).click();
      await expect(hints).toContainText('Jumlahkan untuk pemilik');
      await expect(lab.getByText(/^Hadiah menyelesaikan lab: 80 poin dan 160 XP/)).toBeVisible();
    }
    const step = lab.getByRole('form', { name: `Jawab langkah ${index + 1}` });
    await step.getByLabel('Jawaban').fill(answer);
    await step.getByRole('button', { name: 'Kirim jawaban' }).click();
    await expect(step).toBeHidden();
  }
  await expect(lab.getByText('Jawaban benar! Lab latihan selesai. +80 poin, +160 XP.')).toBeVisible();
  await expect(lab.getByRole('progressbar', { name: '3 dari 3 langkah selesai' })).toBeVisible();

  // The completed lab is on the member's dashboard and on Kelas Saya's lab tab, with what it earned.
  await page.goto('/member');
  const labs = page.getByRole('region', { name: 'Lab latihan' });
  const done = labs.getByRole('article', { name: 'Pengenalan Linux untuk Keamanan' });
  await expect(done).toContainText('Selesai');
  await expect(done).toContainText('+80 poin, +160 XP.');
  await expect(done.getByRole('link', { name: /Buka di lab/ })).toHaveAttribute(
    'href',
    '/lab/buka?redirect=exercise-lab%2Fpengenalan-linux',
  );
  await page.goto('/member/kelas-saya?jenis=lab');
  await expect(page.getByRole('tab', { name: 'Lab latihan' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: 'Pengenalan Linux untuk Keamanan' })).toContainText('+80 poin');

  // Back in the member area, the ledger explains the points (source ctf).
  await page.goto('/member/point');
  const ledger = page.getByRole('list', { name: 'Riwayat poin dan XP' });
  await expect(ledger).toContainText('Menyelesaikan tantangan CTF Web 101');
});

/** Parses a wg-quick file into its sections and their keys. */
function parseWireGuard(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      current = sections[header[1]] = {};
      continue;
    }
    const pair = /^(\w+)\s*=\s*(.+)$/.exec(line);
    if (!pair || !current) throw new Error(`not a wg-quick line: ${line}`);
    current[pair[1]] = pair[2];
  }
  return sections;
}

const KEY = /^[A-Za-z0-9+/]{43}=$/;

function expectValidConfig(text: string): { privateKey: string; address: string } {
  const conf = parseWireGuard(text);
  expect(Object.keys(conf)).toEqual(['Interface', 'Peer']);
  expect(conf.Interface.PrivateKey).toMatch(KEY);
  expect(Buffer.from(conf.Interface.PrivateKey, 'base64')).toHaveLength(32);
  expect(conf.Interface.Address).toMatch(/^10\.\d{1,3}\.\d{1,3}\.\d{1,3}\/32$/);
  expect(conf.Peer.PublicKey).toMatch(KEY);
  expect(conf.Peer.Endpoint).toMatch(/^[a-z0-9.-]+:\d{2,5}$/);
  expect(conf.Peer.AllowedIPs).toMatch(/^\d{1,3}(\.\d{1,3}){3}\/\d{1,2}/);
  return { privateKey: conf.Interface.PrivateKey, address: conf.Interface.Address.replace('/32', '') };
}

async function downloadConfig(lab: Page, button: string, confirm?: string): Promise<string> {
  const downloading = lab.waitForEvent('download');
  await lab.getByRole('button', { name: button }).click();
  if (confirm) await lab.getByRole('dialog').getByRole('button', { name: confirm }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('akademi-siber-lab.conf');
  return readFile(await download.path(), 'utf8');
}

// Regenerating revokes the old configuration.
test('@lab the VPN page downloads a valid WireGuard configuration, regenerates it and revokes it', async ({
  page,
  request,
}) => {
  const account = await verifiedMember(request, 'vpn');
  await signIn(page, account);
  await page.goto('/lab/vpn');
  await expect(page.getByRole('heading', { level: 1, name: 'Akses VPN' })).toBeVisible({ timeout: 30_000 });
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status).toContainText('Belum ada konfigurasi');
  await expectAccessible(page, 'lab vpn');

  const first = expectValidConfig(await downloadConfig(page, 'Buat & unduh konfigurasi'));
  await expect(status).toContainText('Aktif');
  await expect(status).toContainText(first.address);

  const second = expectValidConfig(await downloadConfig(page, 'Buat ulang & unduh konfigurasi', 'Ya, buat baru'));
  expect(second.privateKey).not.toBe(first.privateKey);
  await expect(status).toContainText(second.address);

  await page.getByRole('button', { name: 'Cabut konfigurasi' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, cabut' }).click();
  await expect(status).toContainText('Belum ada konfigurasi');
});

async function freshTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('@lab a hand-off code signs in a browser that has no session (a lab on another domain), once', async ({
  page,
  request,
  browser,
}) => {
  const account = await verifiedMember(request, 'kode');
  await signIn(page, account);
  const answer = await page.request.get('/api/lab-handoff/code', { headers: { authorization: await bearerOf(page) } });
  expect(answer.status()).toBe(200);
  const code: string = (await answer.json()).data.token;

  const elsewhere = await freshTab(browser);
  await elsewhere.goto(`/lab/auth/${code}?redirect=papan-skor`);
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Papan Skor' })).toBeVisible({ timeout: 30_000 });
  await expect(elsewhere).toHaveURL(/\/lab\/papan-skor$/);
  await expect(elsewhere.getByRole('navigation', { name: 'Navigasi lab' })).toContainText(account.username);

  const again = await freshTab(browser);
  await again.goto(`/lab/auth/${code}`);
  await expect(again.getByRole('alert')).toContainText('Kode masuk lab sudah dipakai atau kedaluwarsa.');
  await again.getByRole('link', { name: 'Masuk dengan akunmu' }).click();
  await expect(again).toHaveURL(/\/login\?redirect=%2Flab$/);
  await Promise.all([elsewhere.context().close(), again.context().close()]);
});

test('@lab the lab is for signed-in members: a visitor goes to login, an admin gets 404', async ({ page }) => {
  await page.goto('/lab/papan-skor');
  await expect(page).toHaveURL(/\/login\?redirect=%2Flab%2Fpapan-skor$/);
  await page.getByLabel('Email atau username').fill('admin@akademisiber.id');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('AkademiSiber#2026');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByText('Kamu tersesat, segera kembali ke jalan yang benar!')).toBeVisible();
});
