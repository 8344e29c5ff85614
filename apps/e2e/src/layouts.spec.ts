/**
 * The chrome as a visitor and each role meet it (spec §2, §7): every layout at a phone and a laptop width with its
 * landmarks and no sideways scrolling on the phone, the Academy menu by keyboard, the navbar's scrolled look, the
 * cart and unread badges against what the API says, the corporate batch selector, and the footer's links to the
 * sister sites with the session token.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Role } from './support/accounts';
import { HOME_URL, loginAs } from './support/session';

const SHOTS = '/tmp/shots/layouts';
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;
const CLASS_A = 'keamanan-jaringan-kelas-a-2026';

interface LayoutCase {
  layout: string;
  path: string;
  /** Text that proves the page itself has rendered. */
  heading: string | RegExp;
  role?: Role;
  sidebar?: boolean;
}

const PUBLIC: readonly LayoutCase[] = [
  { layout: 'depan', path: '/', heading: /cyber security/i },
  { layout: 'depan-no-google', path: '/login', heading: 'Masuk' },
  {
    layout: 'depan-dark',
    path: '/cybersecurity-culture',
    heading: 'Bangun budaya keamanan siber di seluruh perusahaan',
  },
  { layout: 'lab', path: '/cybersecuritylabs', heading: 'Berlatih menyerang dan bertahan, secara legal dan aman' },
  { layout: 'blog', path: '/blog', heading: 'Blog Akademi Siber' },
  { layout: 'cybercast', path: '/cybercast', heading: 'Cybercast' },
  { layout: 'default', path: '/tentang-kami', heading: 'Tentang Kami' },
];

const SIGNED_IN: readonly LayoutCase[] = [
  { layout: 'member', role: 'member', path: '/member', heading: 'Kelas Saya' },
  { layout: 'author', role: 'author', path: '/author', heading: /Selamat datang/ },
  { layout: 'admin', role: 'admin', path: '/admin', heading: 'Dashboard Admin' },
  {
    layout: 'corporate',
    role: 'corporate',
    path: '/corporate-program/dashboard/1/group/1',
    heading: 'PT Nusantara Aman',
    sidebar: true,
  },
  { layout: 'lecturer', role: 'teacher', path: '/teacher/classroom', heading: 'Classroom', sidebar: true },
  {
    layout: 'lecturer-detail',
    role: 'teacher',
    path: `/teacher/classroom/${CLASS_A}/information`,
    heading: 'Informasi',
    sidebar: true,
  },
  {
    layout: 'lecturer-detail-course',
    role: 'teacher',
    path: `/teacher/classroom/${CLASS_A}/online-course/detail/keamanan-jaringan`,
    heading: 'Progres mahasiswa',
  },
  { layout: 'tcadmin', role: 'teacher', path: '/teacher/online-courses', heading: 'Belajar Online' },
  { layout: 'teacher', role: 'teacher', path: '/teacher/settings', heading: 'Pengaturan', sidebar: true },
];

/** The session token as the browser keeps it (`auth._token.local` = `Bearer <token>`), its last segment. */
async function sessionToken(page: Page): Promise<string> {
  const value = await page.evaluate(() => localStorage.getItem('auth._token.local'));
  const token = value?.split(' ').pop();
  if (!token) throw new Error('no session token in storage');
  return token;
}

/** Calls the API as the signed-in page would, and returns the envelope's data. */
async function apiData<T>(page: Page, path: string): Promise<T> {
  const token = await sessionToken(page);
  return page.evaluate(
    async ([url, bearer]) => {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${bearer}` } });
      return ((await response.json()) as { data: T }).data;
    },
    [path, token] as const,
  );
}

async function checkLayout(page: Page, item: LayoutCase) {
  await page.goto(item.path);
  await expect(page.getByRole('heading', { name: item.heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  mkdirSync(SHOTS, { recursive: true });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.waitForFunction((width) => window.innerWidth === width, size.width);
    const root = page.locator(`[data-layout="${item.layout}"]`);
    await expect(root, `${item.layout} at ${size.width}px`).toBeVisible();
    await expect(root.getByRole('banner')).toBeVisible();
    await expect(root.getByRole('main')).toBeVisible();
    await expect(root.getByRole('contentinfo')).toBeVisible();
    if (item.sidebar) await expect(root.getByRole('complementary')).toBeAttached();
    if (size.width === 375) {
      await expect(root.getByRole('button', { name: 'Buka menu' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${item.layout} scrolls sideways at 375px`).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: `${SHOTS}/${item.layout}-${size.width}.png`, fullPage: true });
    if (size.width === 375) {
      // The navbar folded behind its menu button: opened, every item is there and still no sideways scrolling.
      const toggle = root.getByRole('button', { name: 'Buka menu' });
      await toggle.click();
      await expect(root.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.screenshot({ path: `${SHOTS}/${item.layout}-375-menu.png` });
      await root.getByRole('button', { name: 'Tutup menu' }).click();
    }
  }
}

test.describe('@chrome every layout at 1280px and 375px', () => {
  test('the public layouts: depan, depan-no-google, depan-dark, lab, blog, cybercast, default', async ({ page }) => {
    for (const item of PUBLIC) await checkLayout(page, item);
  });

  for (const role of ['member', 'author', 'admin', 'corporate', 'teacher'] as const) {
    const cases = SIGNED_IN.filter((item) => item.role === role);
    test(`the ${role} layouts: ${cases.map((item) => item.layout).join(', ')}`, async ({ page }) => {
      await loginAs(page, role);
      await expect(page).toHaveURL(HOME_URL[role]);
      for (const item of cases) {
        await page.setViewportSize(WIDTHS[0]);
        await checkLayout(page, item);
      }
    });
  }
});

test('@chrome the Academy menu works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  const academy = page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('button', { name: 'Academy' });
  await academy.focus();
  await page.keyboard.press('Enter');
  await expect(academy).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Belajar Online', 'Live Class', 'Corporate Training', 'Cybersecurity Culture', 'Cyber Insight']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Cybersecurity Culture' }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cybersecurity-culture$/);
  await expect(page.locator('[data-layout="depan-dark"]')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'dark');
});

test('@chrome the navbar takes its scrolled look once the page moves, and it stays in view', async ({ page }) => {
  await page.goto('/cybersecuritylabs');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  const before = await header.evaluate((element) => getComputedStyle(element).boxShadow);
  await page.mouse.wheel(0, 900);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toBeInViewport();
  // The shadow is a CSS transition: poll until it has left its starting value.
  await expect.poll(() => header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe(before);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test("@chrome the member sees the API's cart and unread badges, and the same cart on the public navbar", async ({
  page,
}) => {
  await loginAs(page, 'member');
  await expect(page).toHaveURL(HOME_URL.member);
  const cart = await apiData<unknown[]>(page, '/api/transaction/member-cart');
  const notif = await apiData<{ total_unread_notif: number }>(page, '/api/member/notif-total');
  expect(cart.length).toBeGreaterThan(0);
  const nav = page.getByRole('navigation', { name: 'Navigasi member' });
  await expect(nav.getByRole('link', { name: `Keranjang: ${cart.length} item` })).toBeVisible();
  await expect(nav.getByRole('link', { name: `${notif.total_unread_notif} notifikasi belum dibaca` })).toBeVisible();
  await expect(nav.getByRole('group', { name: /1\.250 poin dan 3\.400 XP/ })).toBeVisible();

  await page.goto('/blog');
  const publicNav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await expect(publicNav.getByRole('link', { name: `Keranjang: ${cart.length} item` })).toBeVisible();
  await publicNav.getByRole('link', { name: 'Dashboard Saya' }).click();
  await expect(page).toHaveURL(HOME_URL.member);
});

test('@chrome the corporate batch selector stores the batch, reloads the page with it and limits the view', async ({
  page,
}) => {
  await loginAs(page, 'corporate');
  await expect(page).toHaveURL(HOME_URL.corporate);
  const sidebar = page.getByRole('complementary', { name: 'Menu program korporat' });
  await sidebar.getByRole('link', { name: 'Progres Belajar' }).click();
  await expect(page).toHaveURL(/\/corporate-program\/point\/1\/group\/1$/);
  await expect(page.getByRole('table', { name: 'Peringkat progres belajar' }).getByRole('row').nth(1)).toContainText(
    '#1',
  );

  await sidebar.getByRole('combobox', { name: /Batch/ }).selectOption({ label: 'Batch 2 — 2026' });
  await expect(page).toHaveURL(/\/corporate-program\/point\/2\/group\/1$/);
  expect(await page.evaluate(() => localStorage.getItem('batch'))).toBe('2');
  await expect(page.getByText(/akses terbatas/)).toBeVisible();
  await sidebar.getByRole('link', { name: 'Member' }).click();
  await expect(page).toHaveURL(/\/corporate-program\/member\/2\/group\/1$/);
  // Without full access the Member page names nobody: the departments' counts only (decision 0047).
  await expect(page.getByText(/nama dan angka perorangan tidak ditampilkan/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Per departemen' })).toBeVisible();
  await expect(page.getByText('Nadia Kusuma')).toHaveCount(0);
  // The wide-screen sidebar is the spec's 255px column, with the page beside it.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(255);
  expect(await page.getByRole('main').evaluate((element) => element.getBoundingClientRect().left)).toBe(255);
});

// Signed in, jobs and store carry the session token and the lab goes through the hand-off; otherwise they are public.
test('@chrome the footer opens lab, jobs and store in a new tab, signed in or not', async ({ page }) => {
  await page.goto('/tentang-kami');
  const footer = page.getByRole('contentinfo');
  const jobs = footer.getByRole('link', { name: /Lowongan Kerja/ });
  await expect(jobs).toHaveAttribute('href', 'https://jobs.akademisiber.id/');
  await expect(jobs).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: /Merchandise/ })).toHaveAttribute(
    'href',
    'https://store.akademisiber.id/',
  );
  await expect(footer.getByRole('img', { name: /ISO\/IEC 27001/ })).toBeVisible();
  await expect(footer.getByRole('img', { name: /Penyelenggara Sistem Elektronik/ })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

  await loginAs(page, 'member');
  await expect(page).toHaveURL(HOME_URL.member);
  const token = await sessionToken(page);
  const memberFooter = page.getByRole('contentinfo');
  await expect(memberFooter.getByRole('link', { name: /Lowongan Kerja/ })).toHaveAttribute(
    'href',
    `https://jobs.akademisiber.id/auth/${token}?redirect=jobs`,
  );
  // The lab never gets the session token: its link starts the hand-off of a single-use code (decision 0036).
  await expect(memberFooter.getByRole('link', { name: /Buka Lab/ })).toHaveAttribute('href', '/lab/buka');
  await expect(memberFooter.getByRole('link', { name: /Merchandise/ })).toHaveAttribute(
    'href',
    `https://store.akademisiber.id/auth/${token}`,
  );
  // The member navbar opens them the same way; CV Saya goes to the jobs profile.
  await page.getByRole('button', { name: 'Menu akun member.demo' }).click();
  await expect(page.getByRole('link', { name: /CV Saya/ })).toHaveAttribute(
    'href',
    `https://jobs.akademisiber.id/auth/${token}?redirect=profile`,
  );
});

test('@chrome the blog lists posts from the API by category, pages through them, and opens a post', async ({
  page,
}) => {
  await page.goto('/blog/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Semua artikel' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(9);
  await page
    .getByRole('navigation', { name: 'Paginasi' })
    .getByRole('button', { name: /Berikutnya/ })
    .click();
  await expect(page).toHaveURL(/\/blog\/all\?page=2$/);
  // The seed's 11 posts: 2 on page 2 (more while editorial-publishing.spec.ts has its own post out for a moment).
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(2);

  const categories = page.getByRole('navigation', { name: 'Kategori Blog' });
  await categories.getByRole('link', { name: 'Acara' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acara' })).toBeVisible();
  await expect(page.getByText('Belum ada artikel di kategori ini. Coba kategori lain.')).toBeVisible();

  await categories.getByRole('link', { name: 'Karier' }).click();
  await page.getByRole('link', { name: 'Jalur Karier Analis SOC: Dari Tier 1 sampai Threat Hunter' }).click();
  await expect(page).toHaveURL(/\/blog\/jalur-karier-analis-soc$/);
  await expect(page.getByRole('heading', { level: 1, name: /Jalur Karier Analis SOC/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Artikel terkait' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/blog-post-1280.png`, fullPage: true });
});

test("@chrome the teacher sidebar opens the teacher's lab pages, and Beranda goes where the spec says", async ({
  page,
}) => {
  await loginAs(page, 'teacher');
  await expect(page).toHaveURL(HOME_URL.teacher);
  const menu = page.getByRole('navigation', { name: 'Halaman teacher' });
  await expect(menu.getByRole('link', { name: /CTF/ })).toHaveAttribute('href', '/teacher/ctf');
  await menu.getByRole('link', { name: 'Belajar Online' }).click();
  await expect(page.locator('[data-layout="tcadmin"]')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navigasi teacher' }).getByRole('link', { name: 'Beranda' }),
  ).toHaveAttribute('href', '/author');
});

test('@chrome styles apply under the page nonce alone: no inline style without it, no policy violation', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`securitypolicyviolation ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  const styledAndNonced = () =>
    page.evaluate(() => {
      const sheets = [...document.querySelectorAll('style')];
      return { count: sheets.length, withoutNonce: sheets.filter((sheet) => !sheet.nonce).length };
    });

  for (const path of ['/', '/belajar-online', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const sheets = await styledAndNonced();
    expect(sheets.count, path).toBeGreaterThan(0);
    expect(sheets.withoutNonce, path).toBe(0);
  }
  // The styles really apply: the primary button is not the browser's grey default.
  const button = page.getByRole('button', { name: 'Masuk', exact: true });
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toMatch(
    /^rgb\((239|240), (239|240), (239|240)\)$/,
  );

  // A remote's pages, loaded at run time, use the same sheet.
  await loginAs(page, 'member');
  await expect(page).toHaveURL(HOME_URL.member);
  await page.goto('/member/kelas-saya');
  await expect(page.getByRole('heading', { level: 1, name: 'Kelas Saya' })).toBeVisible();
  expect((await styledAndNonced()).withoutNonce).toBe(0);
  expect(violations).toEqual([]);
});
