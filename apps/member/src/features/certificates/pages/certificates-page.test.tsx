import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { MemberCertificate } from '@akademi-siber/util-contracts';
import app from '../../../app';

const certificates: MemberCertificate[] = [
  {
    number: 'DDKS-131126-0001',
    kind: 'completion',
    title: 'Dasar-Dasar Keamanan Siber',
    issuedAt: '2026-11-13T08:00:00Z',
    expiresAt: null,
    status: 'valid',
  },
  {
    number: 'CI-141026-0001',
    kind: 'attendance',
    title: 'Cyber Insight: SOC',
    issuedAt: '2026-10-14T08:00:00Z',
    expiresAt: '2026-11-01T00:00:00Z',
    status: 'expired',
  },
];
const requests: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/member/certificates', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const kind = params.get('kind');
    const data = certificates.filter((row) => !kind || row.kind === kind);
    const perPage = Number(params.get('per_page'));
    return HttpResponse.json({
      success: true,
      message: 'Berhasil',
      data,
      meta: { page: Number(params.get('page')), per_page: perPage, total: kind ? data.length : 12 },
    });
  }),
  ...chromeHandlers,
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe('/member/certificate', () => {
  it("lists the member's certificates with kind, status, number and dates", async () => {
    renderRemote(app, '/member/certificate', demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sertifikat Saya' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Dasar-Dasar Keamanan Siber' });
    expect(within(first).getByText('Penyelesaian')).toBeInTheDocument();
    expect(within(first).getByText('Berlaku')).toBeInTheDocument();
    expect(within(first).getByText('DDKS-131126-0001')).toBeInTheDocument();
    expect(within(first).getByText(/Terbit 13 Nov 2026 · tanpa masa berlaku/)).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Cyber Insight: SOC' });
    expect(within(second).getByText('Kedaluwarsa')).toBeInTheDocument();
    expect(within(second).getByText(/berlaku hingga 01 Nov 2026/)).toBeInTheDocument();
    expect(requests[0].get('page')).toBe('1');
    expect(requests[0].has('kind')).toBe(false);
    // 12 in all at 9 a page: the second page is one click away.
    expect(screen.getByRole('navigation', { name: 'Paginasi' })).toBeInTheDocument();
  });

  it('filters by kind with the tabs and shows an empty state for a kind without certificates', async () => {
    server.use(
      http.get('*/api/member/certificates', ({ request }) => {
        const kind = new URL(request.url).searchParams.get('kind');
        const data = kind === 'attendance' ? [] : certificates.filter((row) => !kind || row.kind === kind);
        return HttpResponse.json({
          success: true,
          message: 'Berhasil',
          data,
          meta: { page: 1, per_page: 9, total: data.length },
        });
      }),
    );
    renderRemote(app, '/member/certificate', demoUser('member'));
    await screen.findByRole('article', { name: 'Dasar-Dasar Keamanan Siber' });
    await userEvent.click(screen.getByRole('tab', { name: 'Kehadiran' }));
    expect(await screen.findByText('Belum ada sertifikat')).toBeInTheDocument();
    expect(screen.getByText(/Sertifikat kehadiran terbit setelah/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Penyelesaian' }));
    expect(await screen.findByRole('article', { name: 'Dasar-Dasar Keamanan Siber' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Cyber Insight: SOC' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(
      http.get('*/api/member/certificates', () =>
        HttpResponse.json({ success: false, message: 'Layanan sedang tidak tersedia.', data: null }, { status: 503 }),
      ),
    );
    renderRemote(app, '/member/certificate', demoUser('member'));
    expect(await screen.findByText('Layanan sedang tidak tersedia.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
