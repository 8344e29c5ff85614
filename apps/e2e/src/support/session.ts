import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type Role } from './accounts';

/** Fills the login form as a person would (the page must already be /login). */
export async function submitLogin(page: Page, role: Role): Promise<void> {
  await page.getByLabel('Email atau username').fill(ACCOUNTS[role].email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

export async function loginAs(page: Page, role: Role): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Masuk', level: 1 })).toBeVisible();
  await submitLogin(page, role);
}

/** Where each role lands after login (spec §4, §6); corporate uses its first batch (id 1) and corporate. */
export const HOME_URL: Record<Role, RegExp> = {
  member: /\/member$/,
  author: /\/author$/,
  admin: /\/admin$/,
  corporate: /\/corporate-program\/dashboard\/1\/group\/\d+$/,
  teacher: /\/teacher\/classroom$/,
};

/** The bearer value the signed-in page uses (cookie `auth._token.local`, spec §9). */
export async function bearerOf(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name.startsWith('auth._token.'));
  if (!token) throw new Error('no auth token cookie');
  return decodeURIComponent(token.value);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const SIGNED_IN_STATES = new Map<Role, Promise<StorageState>>();

/**
 * A test whose `signedIn(role)` opens a page already signed in as a demo role, without the login form: the first call
 * for a role in a worker signs in through the form once (and checks where it lands) and keeps that context's cookies
 * and storage; later calls start new contexts from them. For specs that only read as a demo account and are not
 * about signing in (decision 0014). Every context it opened is closed after the test.
 */
export const signedInTest = test.extend<{ signedIn: (role: Role) => Promise<Page> }>({
  signedIn: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (role) => {
      let state = SIGNED_IN_STATES.get(role);
      if (!state) {
        state = (async () => {
          const context = await browser.newContext();
          const page = await context.newPage();
          await loginAs(page, role);
          await expect(page).toHaveURL(HOME_URL[role]);
          const saved = await context.storageState();
          await context.close();
          return saved;
        })();
        SIGNED_IN_STATES.set(role, state);
        // A failed sign-in is not kept: the next test tries again.
        state.catch(() => SIGNED_IN_STATES.delete(role));
      }
      const context = await browser.newContext({ storageState: await state });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
