/**
 * A new member with a seat in a live-class batch, for the batch journeys: joining sessions, passing quizzes and tests
 * earn points, XP and notifications, which must never move the demo member's seeded totals other suites read. The
 * seat comes the way an admin hands one out: a one-use activation code for the batch, redeemed by the member.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { submitLoginWith, verifiedMember, type FreshAccount } from './fresh-account';

type Envelope<T> = { data: T };

/** A bearer token of a demo account or a fresh one. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** Calls the API with a bearer token and answers the envelope's data; any status of 300 or more fails the test. */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: string,
  url: string,
  data?: unknown,
): Promise<T> {
  const answer = await request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.status(), `${method} ${url}: ${await answer.text()}`).toBeLessThan(300);
  return ((await answer.json()) as Envelope<T>).data;
}

/** A one-use activation code for the batch, made by the demo admin. */
export async function batchActivationCode(request: APIRequestContext, batchId: number, label: string) {
  const admin = await apiToken(request, ACCOUNTS.admin.email);
  const made = await apiCall<{ id: number }>(request, admin, 'POST', '/api/lcadm/activation-batches', {
    name: `Kode ${label}`,
    type: 'batch',
    ref: String(batchId),
    count: 1,
    usesPerCode: 1,
    expiresAt: null,
  });
  const [{ code }] = await apiCall<{ code: string }[]>(
    request,
    admin,
    'GET',
    `/api/lcadm/activation-batches/${made.id}/codes`,
  );
  return code;
}

/** A verified new member holding a seat in the batch (redeemed through the API), signed in on `page`. */
export async function memberWithSeat(
  request: APIRequestContext,
  page: Page,
  batchId: number,
  label: string,
): Promise<FreshAccount> {
  const account = await verifiedMember(request, label);
  const code = await batchActivationCode(request, batchId, `${label} ${account.username}`);
  const token = await apiToken(request, account.email, account.password);
  await apiCall(request, token, 'POST', '/api/member/activation-tokens/redeem', { code });
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(/\/member$/);
  return account;
}
