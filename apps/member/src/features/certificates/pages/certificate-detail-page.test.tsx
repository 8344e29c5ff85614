import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { CertificateVerification, MemberCertificate } from '@akademi-siber/util-contracts';
import app from '../../../app';

const own: Record<string, CertificateVerification> = {
  'DDKS-131126-0001': {
    number: 'DDKS-131126-0001',
    kind: 'completion',
    title: 'Dasar-Dasar Keamanan Siber',
    holderName: 'Rina Member',
    issuedAt: '2026-11-13T03:00:00Z',
    expiresAt: null,
    status: 'valid',
  },
  'CI-151026-0001': {
    number: 'CI-151026-0001',
    kind: 'attendance',
    title: 'Cyber Insight: Membangun SOC',
    holderName: 'Rina Member',
    issuedAt: '2026-10-15T03:00:00Z',
    expiresAt: '2027-10-15T03:00:00Z',
    status: 'valid',
  },
  'KAW-011126-0001': {
    number: 'KAW-011126-0001',
    kind: 'completion',
    title: 'Keamanan Aplikasi Web',
    holderName: 'Rina Member',
    issuedAt: '2026-11-01T03:00:00Z',
    expiresAt: null,
    status: 'revoked',
  },
};
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/member/certificates/:number/pdf-token', () =>
    HttpResponse.json({ success: true, message: 'Berhasil', data: { token: 'tok_pdf', expires_in: 120 } }),
  ),
  http.get('*/api/member/certificates/:number', ({ params }) => {
    const certificate = own[String(params['number'])];
    if (!certificate)
      return HttpResponse.json(
        { success: false, message: 'Sertifikat dengan nomor ini tidak ditemukan.', data: null },
        { status: 404 },
      );
    return HttpResponse.json({ success: true, message: 'Berhasil', data: certificate });
  }),
  http.get('*/api/member/certificates', ({ request }) => {
    const kind = new URL(request.url).searchParams.get('kind');
    const data: MemberCertificate[] = Object.values(own)
      .filter((row) => !kind || row.kind === kind)
      .map(({ holderName: _holder, ...row }) => row);
    return HttpResponse.json({
      success: true,
      message: 'Berhasil',
      data,
      meta: { page: 1, per_page: 9, total: data.length },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function downloadClicks(): string[] {
  const hrefs: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    hrefs.push(this.getAttribute('href') ?? '');
  });
  return hrefs;
}

describe('/member/certificate/:certificateNumber', () => {
  it('shows the certificate and downloads its PDF through the token helper', async () => {
    const hrefs = downloadClicks();
    renderRemote(app, '/member/certificate/DDKS-131126-0001', demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dasar-Dasar Keamanan Siber' })).toBeInTheDocument();
    expect(screen.getByText('Berlaku')).toBeInTheDocument();
    expect(screen.getByText('Rina Member')).toBeInTheDocument();
    expect(screen.getByText('13 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Tanpa batas waktu')).toBeInTheDocument();
    expect(screen.getByText('DDKS-131126-0001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka halaman verifikasi' })).toHaveAttribute(
      'href',
      '/certificate/DDKS-131126-0001',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Unduh PDF' }));
    await screen.findByRole('button', { name: 'Unduh PDF' });
    expect(hrefs).toEqual(['/api/member/certificates/DDKS-131126-0001/pdf?token=tok_pdf']);
  });

  it("shows the token helper's failure in the red Info toast", async () => {
    server.use(
      http.get('*/api/member/certificates/:number/pdf-token', () =>
        HttpResponse.json(
          { success: false, message: 'Sertifikat ini sudah dicabut sehingga tidak dapat diunduh.', data: null },
          { status: 410 },
        ),
      ),
    );
    const hrefs = downloadClicks();
    renderRemote(app, '/member/certificate/DDKS-131126-0001', demoUser('member'));
    await userEvent.click(await screen.findByRole('button', { name: 'Unduh PDF' }));
    const toast = await screen.findByText('Sertifikat ini sudah dicabut sehingga tidak dapat diunduh.');
    expect(toast.closest('[role="alert"], [role="status"]')).toHaveTextContent('Info');
    expect(hrefs).toEqual([]);
  });

  it('offers no download for a revoked certificate and says why', async () => {
    renderRemote(app, '/member/certificate/KAW-011126-0001', demoUser('member'));
    expect(await screen.findByText('Dicabut')).toBeInTheDocument();
    expect(screen.getByText(/telah dicabut oleh Akademi Siber/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unduh PDF' })).not.toBeInTheDocument();
  });

  it("says not found for a number that is not the member's, or not a number at all", async () => {
    const { unmount } = renderRemote(app, '/member/certificate/EHUP-021126-0001', demoUser('member'));
    expect(await screen.findByRole('heading', { name: 'Sertifikat tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat sertifikat saya' })).toHaveAttribute('href', '/member/certificate');
    unmount();
    renderRemote(app, '/member/certificate/bukan-nomor', demoUser('member'));
    expect(await screen.findByRole('heading', { name: 'Sertifikat tidak ditemukan' })).toBeInTheDocument();
  });
});

describe('/member/certificate/attendance/:certificateNumber?', () => {
  it('lists the attendance certificates, each opening its detail under attendance/', async () => {
    renderRemote(app, '/member/certificate/attendance', demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sertifikat Saya' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Kehadiran' })).toHaveAttribute('aria-selected', 'true');
    const link = await screen.findByRole('link', { name: 'Cyber Insight: Membangun SOC' });
    expect(screen.queryByRole('link', { name: 'Dasar-Dasar Keamanan Siber' })).not.toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/member/certificate/attendance/CI-151026-0001');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cyber Insight: Membangun SOC' })).toBeInTheDocument();
    expect(screen.getByText('Kehadiran')).toBeInTheDocument();
    expect(screen.getByText('15 Okt 2027')).toBeInTheDocument();
  });

  it('links each certificate of the main list to its detail page', async () => {
    renderRemote(app, '/member/certificate', demoUser('member'));
    expect(await screen.findByRole('link', { name: 'Dasar-Dasar Keamanan Siber' })).toHaveAttribute(
      'href',
      '/member/certificate/DDKS-131126-0001',
    );
  });
});
