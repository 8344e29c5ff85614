// Accessibility as a visitor with assistive technology meets it: axe (WCAG 2.0/2.1 A and AA) on every public
// page and every role's home at a laptop and a phone width, and the keyboard paths that have no mouse fallback.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { blockingViolations, describeFindings, headingOrderViolations, tabTo, type Finding } from './support/a11y';
import { expectCartBadge } from './support/commerce';
import { verifiedMember } from './support/fresh-account';
import { PUBLIC_PAGES, ROLE_HOMES, VIEWPORTS, type CheckedPage } from './support/pages';
import { HOME_URL, signedInTest } from './support/session';

/** Waits until the page's own content is there and nothing is still loading, so axe sees the finished page. */
async function settled(page: Page, checked: CheckedPage): Promise<void> {
  // The catalogue pages render after their API data arrives (a cold in-memory database on a busy machine).
  await expect(page.getByRole('heading', { name: checked.heading }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * Scans the settled page at each width. Layouts follow the width through CSS media queries only (nothing in
 * the apps reads the window size from script), so resizing the loaded page shows what a phone loads, without
 * paying for a second page load.
 */
async function scanAtEveryWidth(page: Page, checked: CheckedPage): Promise<Finding[]> {
  await settled(page, checked);
  const findings: Finding[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.waitForFunction((width) => window.innerWidth === width, viewport.width);
    findings.push(
      ...(await blockingViolations(page, `${checked.name} (${checked.path}) @ ${viewport.name} ${viewport.width}px`)),
    );
  }
  return findings;
}

function expectNoBlockingViolations(findings: Finding[]): void {
  expect(findings.length, `axe found serious/critical WCAG violations:\n\n${describeFindings(findings)}\n`).toBe(0);
}

for (const checked of PUBLIC_PAGES) {
  test(
    `@a11y public page ${checked.name} has no serious or critical axe violations at desktop and mobile ` + `width`,
    async ({ page }) => {
      await page.goto(checked.path);
      expectNoBlockingViolations(await scanAtEveryWidth(page, checked));
    },
  );
}

// Signed in once per role and worker (the login form itself is scanned above and walked by keyboard below).
for (const home of ROLE_HOMES) {
  signedInTest(
    `@a11y ${home.role}: ${home.name} has no serious or critical axe violations at desktop and mobile ` + `width`,
    async ({ signedIn }) => {
      const page = await signedIn(home.role);
      await page.goto(home.path);
      expectNoBlockingViolations(await scanAtEveryWidth(page, home));
    },
  );
}

test('@a11y keyboard only: Tab reaches email, password and submit on /login, and Enter signs the member in', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Masuk', level: 1 })).toBeVisible();

  await tabTo(page, page.getByLabel('Email atau username'));
  await page.keyboard.type(ACCOUNTS.member.email);
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }), 3);
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Masuk', exact: true }), 3);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(HOME_URL.member);
  await expect(page.getByRole('heading', { name: 'Kelas Saya' })).toBeVisible();
});

// Escape gives the focus back to the menu button.
test('@a11y keyboard only at 375px: the public menu button is reachable, opens on Enter, closes on Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /cyber security/i })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Navigasi utama' });
  await expect(menu).toBeHidden();

  const openButton = page.getByRole('button', { name: 'Buka menu' });
  await tabTo(page, openButton);
  await page.keyboard.press('Enter');
  const closeButton = page.getByRole('button', { name: 'Tutup menu' });
  await expect(closeButton).toBeFocused();
  await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();

  // Focus moves on into the opened menu, and Escape from inside it closes the menu.
  // Academy, Cybersecurity Lab and Jobs come first in the menu (spec §2).
  await tabTo(page, menu.getByRole('link', { name: 'Masuk' }), 5);
  await page.keyboard.press('Escape');
  await expect(openButton).toBeFocused();
  await expect(openButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  // Space opens it too, and a link inside is followed with Enter.
  await page.keyboard.press('Space');
  await tabTo(page, menu.getByRole('link', { name: 'Masuk' }), 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Masuk', level: 1 })).toBeVisible();
});

// Without the mouse: signs in, puts a course in the cart, checks out and reaches the payment page.
test('@a11y @shell @member keyboard only: a new member signs in, buys a course and reaches payment', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Seed (SEED_CATALOG): keamanan-aplikasi-web is paid and a fresh member owns nothing.
  const course = { slug: 'keamanan-aplikasi-web', title: 'Keamanan Aplikasi Web' };
  const account = await verifiedMember(request, 'keyboard');
  // Long pages: the navbar, the syllabus and the footer sit between the controls.
  const FAR = 120;

  await page.goto(`/belajar-online/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Masuk untuk membeli' }), FAR);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Masuk', level: 1 })).toBeVisible();
  await tabTo(page, page.getByLabel('Email atau username'));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }), 3);
  await page.keyboard.type(account.password);
  await tabTo(page, page.getByRole('button', { name: 'Masuk', exact: true }), 3);
  await page.keyboard.press('Enter');

  // Back on the course, signed in: into the cart with Enter.
  await expect(page).toHaveURL(new RegExp(`/belajar-online/${course.slug}$`));
  await tabTo(page, page.getByRole('button', { name: 'Tambah ke keranjang' }), FAR);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Kelas ditambahkan ke keranjang.')).toBeVisible();
  await expectCartBadge(page, 1);
  await tabTo(page, page.getByRole('link', { name: 'Sudah di keranjang' }), FAR);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/member\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: course.title })).toBeVisible();
  // The cart's outline goes h1 → h2 (each item, then the total): no level is skipped.
  expect(await headingOrderViolations(page)).toEqual([]);
  await tabTo(page, page.getByRole('button', { name: 'Lanjut ke pembayaran' }), FAR);
  await page.keyboard.press('Enter');

  // The terms box is ticked with Space, the order placed with Enter.
  await expect(page).toHaveURL(/\/member\/cart\/confirmation/);
  const terms = page.getByLabel(/menyetujui syarat dan ketentuan/);
  await tabTo(page, terms, FAR);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Buat pesanan' }), FAR);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/member\/pesanan\/bayar\/AS\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectCartBadge(page, 0);
});
