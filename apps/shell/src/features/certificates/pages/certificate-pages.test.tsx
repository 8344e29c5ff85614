import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CertificateVerification } from '@akademi-siber/util-contracts';
import { CurrentLocation, fillIn, renderPage } from '../../../testing/render-page';
import { CertificatePage, CertificateVerificationPage } from './certificate-pages';

const certificates: Record<string, CertificateVerification> = {
  'DDKS-131126-0001': {
    number: 'DDKS-131126-0001',
    kind: 'completion',
    title: 'Dasar-Dasar Keamanan Siber',
    holderName: 'Rina Member',
    issuedAt: '2026-11-13T03:00:00Z',
    expiresAt: null,
    status: 'valid',
  },
  'EHUP-021126-0001': {
    number: 'EHUP-021126-0001',
    kind: 'completion',
    title: 'Ethical Hacking untuk Pemula',
    holderName: 'Dimas Saputra',
    issuedAt: '2026-11-02T03:00:00Z',
    expiresAt: null,
    status: 'revoked',
  },
  'CI-010125-0009': {
    number: 'CI-010125-0009',
    kind: 'attendance',
    title: 'Cyber Insight: Ancaman Siber 2025',
    holderName: 'Agus Pratama',
    issuedAt: '2025-01-01T03:00:00Z',
    expiresAt: '2026-01-01T03:00:00Z',
    status: 'expired',
  },
};
const requested: string[] = [];
const server = setupServer(
  http.get('*/api/certificates/:number', ({ params }) => {
    const number = String(params['number']);
    requested.push(number);
    const certificate = certificates[number];
    if (!certificate) {
      return HttpResponse.json(
        {
          success: false,
          message: 'Sertifikat dengan nomor ini tidak ditemukan. Periksa kembali nomornya.',
          data: null,
        },
        { status: 404 },
      );
    }
    return HttpResponse.json({ success: true, message: 'Berhasil', data: certificate });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
});
afterAll(() => server.close());

const pageRoute = <CertificatePage />;

describe('/certificate-verification', () => {
  it('checks the format in Indonesian and opens the certificate page of a well-formed number', async () => {
    renderPage('/certificate-verification', <CertificateVerificationPage />, '/certificate-verification');
    expect(screen.getByRole('heading', { level: 1, name: 'Verifikasi Sertifikat' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Nomor sertifikat/ });

    await userEvent.click(screen.getByRole('button', { name: 'Periksa sertifikat' }));
    expect(await screen.findByText('Nomor sertifikat wajib diisi')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await fillIn(field, 'sertifikat saya');
    await userEvent.click(screen.getByRole('button', { name: 'Periksa sertifikat' }));
    expect(
      await screen.findByText('Format nomor sertifikat tidak sesuai, contoh: DDKS-131126-0001'),
    ).toBeInTheDocument();

    await fillIn(field, '  ddks-131126-0001 ');
    await userEvent.click(screen.getByRole('button', { name: 'Periksa sertifikat' }));
    expect(await screen.findByLabelText('Lokasi')).toHaveTextContent('/certificate/DDKS-131126-0001');
  });
});

describe('/certificate/:certificateNumber?', () => {
  it('shows a valid certificate: holder, title, dates, number, status and the PDF link', async () => {
    renderPage('/certificate/:certificateNumber?', pageRoute, '/certificate/DDKS-131126-0001');
    const card = await screen.findByRole('region', { name: 'Status sertifikat' });
    expect(within(card).getByText('Berlaku')).toBeInTheDocument();
    expect(within(card).getByText('Sertifikat ini asli dan masih berlaku.')).toBeInTheDocument();
    expect(within(card).getByText('Rina Member')).toBeInTheDocument();
    expect(within(card).getByText('Dasar-Dasar Keamanan Siber')).toBeInTheDocument();
    expect(within(card).getByText('13 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByText('Tanpa batas waktu')).toBeInTheDocument();
    expect(within(card).getByText('DDKS-131126-0001')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Unduh PDF' })).toHaveAttribute(
      'href',
      '/api/certificates/DDKS-131126-0001/pdf',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Periksa nomor lain' })).toBeInTheDocument();
  });

  it('says revoked, and offers no PDF, for a revoked certificate', async () => {
    renderPage('/certificate/:certificateNumber?', pageRoute, '/certificate/EHUP-021126-0001');
    const card = await screen.findByRole('region', { name: 'Status sertifikat' });
    expect(await within(card).findByText('Dicabut')).toBeInTheDocument();
    expect(within(card).getByText(/telah dicabut oleh Akademi Siber/)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Unduh PDF' })).not.toBeInTheDocument();
  });

  it('says expired with the expiry date, and still offers the PDF', async () => {
    renderPage('/certificate/:certificateNumber?', pageRoute, '/certificate/ci-010125-0009');
    const card = await screen.findByRole('region', { name: 'Status sertifikat' });
    expect(await within(card).findByText('Kedaluwarsa')).toBeInTheDocument();
    expect(within(card).getByText('01 Jan 2026')).toBeInTheDocument();
    expect(within(card).getByText('Sertifikat kehadiran')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Unduh PDF' })).toBeInTheDocument();
    // What the visitor typed in lower case is looked up in upper case.
    expect(requested).toEqual(['CI-010125-0009']);
  });

  it('says not found for an unknown number, and for a malformed one without asking the API', async () => {
    const { unmount } = renderPage('/certificate/:certificateNumber?', pageRoute, '/certificate/ZZZ-010101-0001');
    const card = await screen.findByRole('region', { name: 'Status sertifikat' });
    expect(await within(card).findByText('Tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nomor sertifikat/ })).toHaveValue('ZZZ-010101-0001');
    unmount();

    requested.length = 0;
    renderPage('/certificate/:certificateNumber?', pageRoute, '/certificate/bukan-nomor');
    expect(await screen.findByText('Tidak ditemukan')).toBeInTheDocument();
    expect(requested).toEqual([]);
  });

  it('shows the form when no number is given', async () => {
    renderPage(
      '/certificate/:certificateNumber?',
      <>
        <CertificatePage />
        <CurrentLocation />
      </>,
      '/certificate',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Verifikasi Sertifikat' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nomor sertifikat/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Status sertifikat' })).not.toBeInTheDocument();
  });

  it('offers a retry when the check fails for another reason', async () => {
    server.use(
      http.get('*/api/certificates/:number', () =>
        HttpResponse.json({ success: false, message: 'Layanan tidak tersedia', data: null }, { status: 503 }),
      ),
    );
    renderPage('/certificate/:certificateNumber?', pageRoute, '/certificate/DDKS-131126-0001');
    expect(await screen.findByText('Sertifikat belum dapat diperiksa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
  });
});
