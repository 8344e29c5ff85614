import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AFFILIATE_STORAGE_KEY, getAffiliateCode } from '@akademi-siber/data-access-api';
import { renderPage } from '../../../testing/render-page';
import { AffiliateRefCapture } from './affiliate-ref-capture';

const requests: { method: string; path: string; search: string; body?: unknown }[] = [];

const server = setupServer(
  http.post('*/api/affiliate/clicks', async ({ request }) => {
    requests.push({ method: 'POST', path: '/api/affiliate/clicks', search: '', body: await request.json() });
    return HttpResponse.json({ success: true, message: 'OK', data: null });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('referral links', () => {
  it('?ref= on any page is kept 30 days and the click is recorded once', async () => {
    renderPage('/belajar-online/:slug', <AffiliateRefCapture />, '/belajar-online/kelas-1?ref=BUDI2026');
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/affiliate/clicks')).toHaveLength(1));
    expect(requests.find((r) => r.path === '/api/affiliate/clicks')?.body).toEqual({
      code: 'BUDI2026',
      landingPath: '/belajar-online/kelas-1',
    });
    expect(getAffiliateCode()).toBe('BUDI2026');
    expect(JSON.parse(localStorage.getItem(AFFILIATE_STORAGE_KEY) ?? '{}').expiresAt).toBeGreaterThan(
      Date.now() + 29 * 86_400_000,
    );
  });
});
