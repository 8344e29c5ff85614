import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import { PAYMENT_PROOF_MAX_BYTES, type OrderDetail, type OrderSummary } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok, order } from '../../../testing/commerce-fixtures';

let current: OrderDetail = order();
const uploads: { contentType: string | null; authorization: string | null; file: File | null }[] = [];
const listRequests: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/transaction/orders/:id', ({ params }) =>
    params.id === current.idTransaction ? ok(current) : fail(404, 'Pesanan tidak ditemukan.'),
  ),
  http.get('*/api/transaction/orders', ({ request }) => {
    const params = new URL(request.url).searchParams;
    listRequests.push(params);
    const rows: OrderSummary[] = [
      { ...order({ idTransaction: 'AS261123PENDING1' }) },
      { ...order({ idTransaction: 'AS261123PAIDORD1', status: 'paid' }) },
    ].filter((row) => !params.get('status') || row.status === params.get('status'));
    return HttpResponse.json({
      success: true,
      message: 'Berhasil',
      data: rows,
      meta: { page: Number(params.get('page')), per_page: 10, total: params.get('status') ? rows.length : 25 },
    });
  }),
  http.post('*/api/transaction/orders/:id/proof', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    uploads.push({
      contentType: request.headers.get('content-type'),
      authorization: request.headers.get('authorization'),
      file: file && typeof file === 'object' ? (file as File) : null,
    });
    current = {
      ...current,
      status: 'waiting_verification',
      proof: { originalName: 'bukti.png', contentType: 'image/png', size: 1024, uploadedAt: '2026-11-23T09:00:00Z' },
    };
    return ok(current);
  }),
  ...chromeHandlers,
);
jest.setTimeout(30_000);
// jsdom's File is not the Blob that Node's FormData (the fetch the tests run on) accepts; a browser has one kind.
const proofFile = (bits: BlobPart[], name: string, options: { type: string }) =>
  new NodeFile(bits as never, name, options) as unknown as File;
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  current = order();
  uploads.length = 0;
  listRequests.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/member/pesanan/bayar/:idTransaction', () => {
  it('shows the amount with the unique code highlighted, bank accounts with copy buttons and a countdown', async () => {
    renderRemote(app, '/member/pesanan/bayar/AS261123ABCDEFGH', demoUser('member'));
    const amount = await screen.findByTestId('amount', undefined, slow);
    expect(amount).toHaveTextContent('Rp350.123');
    expect(within(amount).getByText('123').tagName).toBe('MARK');
    expect(screen.getByText('BCA')).toBeInTheDocument();
    expect(screen.getByText('1234567890')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nomor rekening BCA: salin' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[45]:\d\d:\d\d$/);
    expect(document.title).toBe('Pembayaran AS261123ABCDEFGH · Akademi Siber');
    expect(screen.getByRole('link', { name: 'Saya sudah transfer' })).toHaveAttribute(
      'href',
      '/member/pesanan/konfirmasi/AS261123ABCDEFGH',
    );
  });

  it('names the three digits it highlights — the amount’s last three — for a discounted, rounded order', async () => {
    // Rp399.000 − HEMAT20 (Rp79.800) = Rp319.200, rounded down to Rp319.000, + code 829.
    current = order({
      subtotal: 399_000,
      discount: 79_800,
      promoCode: 'HEMAT20',
      rounding: 200,
      uniqueCode: 829,
      total: 319_829,
    });
    renderRemote(app, '/member/pesanan/bayar/AS261123ABCDEFGH', demoUser('member'));
    const amount = await screen.findByTestId('amount', undefined, slow);
    expect(amount).toHaveTextContent('Rp319.829');
    const highlighted = amount.querySelector('mark')?.textContent;
    const notice = screen.getByTestId('transfer-digits-notice');
    const named = /3 digit terakhir \((\d{3})\)/.exec(notice.textContent ?? '')?.[1];
    expect(highlighted).toBe('829');
    expect(named).toBe(highlighted);
    expect(amount.textContent?.endsWith(named ?? '-')).toBe(true);
    expect(notice).toHaveTextContent('Transfer tepat Rp319.829');
    expect(notice).toHaveTextContent('dibulatkan ke bawah ke ribuan (hemat Rp200)');
    const summary = screen.getByTestId('total').closest('dl');
    expect(summary).toHaveTextContent('Diskon (HEMAT20)− Rp79.800');
    expect(summary).toHaveTextContent('Pembulatan ke ribuan− Rp200');
    expect(summary).toHaveTextContent('Kode unikRp829');
    expect(screen.getByTestId('total')).toHaveTextContent('Rp319.829');
  });

  it('takes the digits it names from the amount, even for an order whose stored code disagrees with it', async () => {
    // An order made before the rounding rule: the member must type the amount, so its last digits are what counts.
    current = order({ subtotal: 399_000, discount: 79_800, uniqueCode: 829, total: 320_029 });
    renderRemote(app, '/member/pesanan/bayar/AS261123ABCDEFGH', demoUser('member'));
    const amount = await screen.findByTestId('amount', undefined, slow);
    expect(amount.querySelector('mark')?.textContent).toBe('029');
    expect(screen.getByTestId('transfer-digits-notice')).toHaveTextContent('3 digit terakhir (029)');
    expect(screen.getByTestId('transfer-digits-notice')).not.toHaveTextContent('829');
  });

  it('turns into the expired state when the countdown reaches zero', async () => {
    current = order({ expiresAt: new Date(Date.now() + 2500).toISOString() });
    renderRemote(app, '/member/pesanan/bayar/AS261123ABCDEFGH', demoUser('member'));
    expect(await screen.findByRole('timer', undefined, slow)).toBeInTheDocument();
    expect(await screen.findByText('Waktu pembayaran habis', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Saya sudah transfer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pesan lagi' })).toHaveAttribute('href', '/member/cart');
  });

  it('goes to the order list without an id, and says when the order does not exist', async () => {
    const { unmount } = renderRemote(app, '/member/pesanan/bayar', demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesanan Saya' }, slow)).toBeInTheDocument();
    unmount();
    renderRemote(app, '/member/pesanan/bayar/AS000000XXXXXXXX', demoUser('member'));
    expect(await screen.findByText('Pesanan tidak ditemukan', undefined, slow)).toBeInTheDocument();
  });
});

describe('/member/pesanan', () => {
  it('lists orders with a tab per status and links each row to its next step', async () => {
    renderRemote(app, '/member/pesanan', demoUser('member'));
    expect(await screen.findByRole('link', { name: /Bayar sekarang AS261123PENDING1/ }, slow)).toBeInTheDocument();
    expect(listRequests[0].get('kind')).toBe('course');
    expect(screen.getByRole('link', { name: /Bayar sekarang AS261123PENDING1/ })).toHaveAttribute(
      'href',
      '/member/pesanan/bayar/AS261123PENDING1',
    );
    expect(screen.getByRole('link', { name: /Lihat detail AS261123PAIDORD1/ })).toHaveAttribute(
      'href',
      '/member/pesanan/berhasil/AS261123PAIDORD1',
    );
    expect(screen.getByRole('navigation', { name: 'Paginasi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Lunas' }));
    expect(await screen.findByRole('link', { name: /Lihat detail AS261123PAIDORD1/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /AS261123PENDING1/ })).not.toBeInTheDocument();
    expect(listRequests.at(-1)?.get('status')).toBe('paid');
  });
});

describe('/member/pesanan/konfirmasi/:idTransaction', () => {
  it('checks the type and the size before sending', async () => {
    renderRemote(app, '/member/pesanan/konfirmasi/AS261123ABCDEFGH', demoUser('member'));
    const input = await screen.findByLabelText('Berkas bukti transfer', undefined, slow);
    await userEvent.upload(input, proofFile(['x'], 'bukti.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByText(/Format berkas tidak didukung/)).toBeInTheDocument();
    const big = proofFile([new Uint8Array(PAYMENT_PROOF_MAX_BYTES + 1)], 'besar.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText(/Ukuran berkas melebihi 2 MB/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kirim bukti transfer' }));
    expect(uploads).toHaveLength(0);
  });

  it('sends the proof as multipart with the session and shows the waiting state', async () => {
    renderRemote(app, '/member/pesanan/konfirmasi/AS261123ABCDEFGH', demoUser('member'));
    const input = await screen.findByLabelText('Berkas bukti transfer', undefined, slow);
    await userEvent.upload(input, proofFile([new Uint8Array([137, 80, 78, 71])], 'bukti.png', { type: 'image/png' }));
    expect(screen.getByText('bukti.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kirim bukti transfer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Status pesanan' }, slow)).toBeInTheDocument();
    expect(await screen.findByText(/sedang\s+diverifikasi/)).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0].authorization).toBe('Bearer test-token');
    expect(uploads[0].file?.name).toBe('bukti.png');
  });

  it('shows a server error without leaving the page', async () => {
    server.use(
      http.post('*/api/transaction/orders/:id/proof', () => fail(422, 'Berkas bukan gambar atau PDF yang valid.')),
    );
    renderRemote(app, '/member/pesanan/konfirmasi/AS261123ABCDEFGH', demoUser('member'));
    const input = await screen.findByLabelText('Berkas bukti transfer', undefined, slow);
    await userEvent.upload(input, proofFile(['%PDF'], 'bukti.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kirim bukti transfer' }));
    expect(await screen.findByText('Berkas bukan gambar atau PDF yang valid.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Konfirmasi pembayaran' })).toBeInTheDocument();
  });
});

describe('/member/pesanan/berhasil/:idTransaction', () => {
  it('paid: offers "Mulai belajar"; rejected: shows the reason and a new upload', async () => {
    current = order({ status: 'paid', paidAt: '2026-11-23T10:00:00Z' });
    const { unmount } = renderRemote(app, '/member/pesanan/berhasil/AS261123ABCDEFGH', demoUser('member'));
    expect(await screen.findByRole('link', { name: 'Mulai belajar' }, slow)).toHaveAttribute(
      'href',
      '/member/kelas-saya',
    );
    unmount();
    current = order({ status: 'rejected', rejectionReason: 'Nominal transfer tidak sesuai.' });
    renderRemote(app, '/member/pesanan/berhasil/AS261123ABCDEFGH', demoUser('member'));
    expect(await screen.findByText(/Nominal transfer tidak sesuai\./, undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unggah ulang bukti transfer' })).toBeInTheDocument();
  });
});
