/**
 * New member accounts for the account flows, so that changing or resetting a password never touches the demo
 * accounts other suites sign in with. Registration goes through the API; verification through the emailed link.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkPath, waitForMail } from './mailbox';

export interface FreshAccount {
  name: string;
  username: string;
  email: string;
  password: string;
}

export const VERIFICATION_SUBJECT = /Verifikasi email/;
export const RESET_SUBJECT = /Atur ulang password/;
export const WELCOME_SUBJECT = /Selamat datang/;

/** A unique name, username and address (the outbox is shared by the whole run). */
export function freshAccount(label: string): FreshAccount {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    name: `Peserta ${label}`,
    username: `e2e.${label}.${id}`.slice(0, 30),
    email: `e2e-${label}-${id}@example.id`,
    password: 'Mulai#Belajar2026',
  };
}

export async function registerByApi(request: APIRequestContext, account: FreshAccount): Promise<void> {
  const answer = await request.post('/api/auth/register', {
    data: { ...account, password_confirmation: account.password },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Opens nothing in a browser: reads the verification email and posts its token, as the page would. */
export async function verifyByEmail(request: APIRequestContext, email: string): Promise<void> {
  const mail = await waitForMail(email, VERIFICATION_SUBJECT);
  const token = decodeURIComponent(linkPath(mail, '/auth-verification/').split('/').pop() ?? '');
  const answer = await request.post('/api/auth/verify-email', { data: { token } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A registered member whose email is verified, ready to sign in. */
export async function verifiedMember(request: APIRequestContext, label: string): Promise<FreshAccount> {
  const account = freshAccount(label);
  await registerByApi(request, account);
  await verifyByEmail(request, account.email);
  return account;
}

/** Fills /login as a person would (the page must already be /login). */
export async function submitLoginWith(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Email atau username').fill(identifier);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}
