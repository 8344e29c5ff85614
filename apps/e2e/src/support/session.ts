import { expect, type Page } from '@playwright/test';
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
