/**
 * A new member with a seat in a live-class batch or a catalogue course, for the learning journeys: joining sessions,
 * reading materials, passing quizzes and tests earn points, XP and notifications, which must never move the demo
 * member's seeded totals other suites read. The seat comes the way an admin hands one out: a one-use activation code,
 * redeemed by the member.
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

/** A one-use activation code for a catalogue course (by slug) or a batch (by id), made by the demo admin. */
export async function activationCode(
  request: APIRequestContext,
  target: { type: 'course'; slug: string } | { type: 'batch'; batchId: number },
  label: string,
) {
  const admin = await apiToken(request, ACCOUNTS.admin.email);
  const made = await apiCall<{ id: number }>(request, admin, 'POST', '/api/lcadm/activation-batches', {
    name: `Kode ${label}`,
    type: target.type,
    ref: target.type === 'course' ? target.slug : String(target.batchId),
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

/** A one-use activation code for the batch, made by the demo admin. */
export function batchActivationCode(request: APIRequestContext, batchId: number, label: string) {
  return activationCode(request, { type: 'batch', batchId }, label);
}

type Target = Parameters<typeof activationCode>[1];

/** A verified new member who redeemed a one-use code for the target through the API, signed in on `page`. */
async function memberRedeeming(request: APIRequestContext, page: Page, target: Target, label: string) {
  const account = await verifiedMember(request, label);
  const code = await activationCode(request, target, `${label} ${account.username}`);
  const token = await apiToken(request, account.email, account.password);
  await apiCall(request, token, 'POST', '/api/member/activation-tokens/redeem', { code });
  await page.goto('/login');
  await submitLoginWith(page, account.email, account.password);
  await expect(page).toHaveURL(/\/member$/);
  return account;
}

/**
 * A verified new member enrolled in a catalogue course, signed in on `page`: a course journey's learner whose points
 * and XP are no other spec's business.
 */
export function memberWithCourse(request: APIRequestContext, page: Page, slug: string, label: string) {
  return memberRedeeming(request, page, { type: 'course', slug }, label);
}

/** A verified new member holding a seat in the batch (redeemed through the API), signed in on `page`. */
export function memberWithSeat(
  request: APIRequestContext,
  page: Page,
  batchId: number,
  label: string,
): Promise<FreshAccount> {
  return memberRedeeming(request, page, { type: 'batch', batchId }, label);
}
