import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminOrderDetail, AdminOrderSummary } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok, page } from '../../../testing/responses';

// Pages are lazy routes: the first render of each compiles its module, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const buyer = { name: 'Rina Member', username: 'member.demo', email: 'member@akademisiber.id' };

const waitingOrder: AdminOrderSummary = {
  idTransaction: 'AS261123ABCD2345',
  kind: 'course',
  status: 'waiting_verification',
  items: [{ type: 'course', ref: 'dasar-keamanan-web', title: 'Dasar Keamanan Web', price: 250000 }],
  total: 250123,
  createdAt: '2026-11-23T02:00:00Z',
  expiresAt: '2026-11-24T02:00:00Z',
  buyer,
  hasProof: true,
};

const orderDetail = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  ...waitingOrder,
  subtotal: 250000,
  discount: 0,
  promoCode: null,
  rounding: 0,
  uniqueCode: 123,
  bankAccounts: [{ bank: 'BCA', accountNumber: '1234567890', accountName: 'PT Akademi Siber Indonesia' }],
  proof: { originalName: 'bukti.png', contentType: 'image/png', size: 48_000, uploadedAt: '2026-11-23T03:00:00Z' },
  rejectionReason: null,
  paidAt: null,
  history: [
    { from: null, to: 'pending', by: 'Rina Member', note: null, at: '2026-11-23T02:00:00Z' },
    { from: 'pending', to: 'waiting_verification', by: 'Rina Member', note: null, at: '2026-11-23T03:00:00Z' },
  ],
  affiliateCode: null,
  ...overrides,
});

const listRequests: URLSearchParams[] = [];
const posts: { path: string; body: unknown }[] = [];
let detail = orderDetail();

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/orders', ({ request }) => {
    const params = new URL(request.url).searchParams;
    listRequests.push(params);
    const rows = [waitingOrder].filter(
      (order) =>
        (!params.get('status') || order.status === params.get('status')) &&
        order.idTransaction.includes(params.get('search') ?? ''),
    );
    return page(
      rows
        .map((order) => ({ ...order, status: detail.status }))
        .filter((order) => !params.get('status') || order.status === params.get('status')),
    );
  }),
  http.get('*/api/lcadm/orders/:id', ({ params }) =>
    params['id'] === detail.idTransaction ? ok(detail) : fail(404, 'Pesanan tidak ditemukan.'),
  ),
  http.get('*/api/lcadm/orders/:id/proof-token', () => ok({ token: `tok_${posts.length}`, expires_in: 120 })),
  http.post('*/api/lcadm/orders/:id/approve', ({ params }) => {
    posts.push({ path: `${String(params['id'])}/approve`, body: null });
    detail = orderDetail({ status: 'paid', paidAt: '2026-11-23T04:00:00Z' });
    return ok(detail);
  }),
  http.post('*/api/lcadm/orders/:id/reject', async ({ params, request }) => {
    const body = (await request.json()) as { reason: string };
    posts.push({ path: `${String(params['id'])}/reject`, body });
    detail = orderDetail({ status: 'rejected', rejectionReason: body.reason });
    return ok(detail);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  listRequests.length = 0;
  posts.length = 0;
  detail = orderDetail();
});
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/pesanan — the verification queue', () => {
  it('opens on "Menunggu verifikasi", searches and switches status tabs', async () => {
    renderRemote(app, '/admin/pesanan', admin);
    const table = await screen.findByRole('table', { name: 'Pesanan: Menunggu verifikasi' });
    expect(screen.getByRole('tab', { name: 'Menunggu verifikasi' })).toHaveAttribute('aria-selected', 'true');
    const row = within(table).getByRole('row', { name: /AS261123ABCD2345/ });
    expect(row).toHaveTextContent('Rina Member');
    expect(row).toHaveTextContent('Rp250.123');
    expect(row).toHaveTextContent('Ada bukti');
    expect(listRequests.at(-1)?.get('status')).toBe('waiting_verification');

    await userEvent.type(screen.getByRole('textbox', { name: 'Cari ID transaksi, nama, atau email pembeli' }), 'ZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await within(table).findByText('Tidak ada pesanan yang cocok dengan pencarian.')).toBeInTheDocument();
    expect(listRequests.at(-1)?.get('search')).toBe('ZZZ');

    await userEvent.click(screen.getByRole('tab', { name: 'Lunas' }));
    expect(await screen.findByRole('table', { name: 'Pesanan: Lunas' })).toBeInTheDocument();
    await waitFor(() => expect(listRequests.at(-1)?.get('status')).toBe('paid'));
  });

  it('shows an error with a retry when the queue cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/lcadm/orders', () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Terjadi kesalahan pada server') : page([waitingOrder]);
      }),
    );
    renderRemote(app, '/admin/pesanan', admin);
    expect(await screen.findByText('Daftar pesanan belum dapat dimuat')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /coba lagi/i }));
    expect(await screen.findByRole('row', { name: /AS261123ABCD2345/ })).toBeInTheDocument();
  });
});

describe('/admin/pesanan/:idTransaction — verifying one order', () => {
  it('shows buyer, items, amounts with the unique code, history, and the image proof through a token', async () => {
    renderRemote(app, '/admin/pesanan/AS261123ABCD2345', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesanan AS261123ABCD2345' })).toBeInTheDocument();
    const amounts = screen.getByLabelText('Rincian pembayaran');
    expect(amounts).toHaveTextContent('Kode unikRp123');
    expect(amounts).toHaveTextContent('Total transferRp250.123');
    expect(amounts).toHaveTextContent('3 digit terakhir di mutasi123');
    expect(amounts).not.toHaveTextContent('Pembulatan');
    expect(
      within(screen.getByRole('table', { name: 'Item pesanan' })).getByText('Dasar Keamanan Web'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Riwayat status pesanan' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    const proof = await screen.findByRole('img', { name: 'Bukti transfer pesanan AS261123ABCD2345' });
    expect(proof.getAttribute('src')).toBe('/api/lcadm/orders/AS261123ABCD2345/proof?token=tok_0');
  });

  it('shows a discounted order’s rounding, and the last three digits taken from the total itself', async () => {
    detail = orderDetail({
      subtotal: 399_000,
      discount: 79_800,
      promoCode: 'HEMAT20',
      rounding: 200,
      uniqueCode: 829,
      total: 319_829,
    });
    renderRemote(app, '/admin/pesanan/AS261123ABCD2345', admin);
    const amounts = await screen.findByLabelText('Rincian pembayaran');
    expect(amounts).toHaveTextContent('Potongan (HEMAT20)-Rp79.800');
    expect(amounts).toHaveTextContent('Pembulatan ke ribuan-Rp200');
    expect(amounts).toHaveTextContent('Kode unikRp829');
    expect(amounts).toHaveTextContent('Total transferRp319.829');
    expect(amounts).toHaveTextContent('3 digit terakhir di mutasi829');
  });

  it('offers a PDF proof as a download, not inline', async () => {
    detail = orderDetail({
      proof: {
        originalName: 'bukti.pdf',
        contentType: 'application/pdf',
        size: 90_000,
        uploadedAt: '2026-11-23T03:00:00Z',
      },
    });
    renderRemote(app, '/admin/pesanan/AS261123ABCD2345', admin);
    const link = await screen.findByRole('link', { name: 'Unduh bukti (PDF)' });
    expect(link).toHaveAttribute('href', '/api/lcadm/orders/AS261123ABCD2345/proof?token=tok_0');
    expect(link).toHaveAttribute('download', 'bukti.pdf');
    expect(screen.queryByRole('img', { name: /Bukti transfer/ })).not.toBeInTheDocument();
  });

  it('says so, with a retry, when the proof token cannot be had', async () => {
    server.use(
      http.get('*/api/lcadm/orders/:id/proof-token', () =>
        fail(403, 'Anda tidak memiliki izin untuk mengakses halaman ini.'),
      ),
    );
    renderRemote(app, '/admin/pesanan/AS261123ABCD2345', admin);
    expect(await screen.findByText('Anda tidak memiliki izin untuk mengakses halaman ini.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat ulang bukti' })).toBeInTheDocument();
  });

  it('approves after a confirmation, then shows the order paid and a toast', async () => {
    renderRemote(app, '/admin/pesanan/AS261123ABCD2345', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Setujui pembayaran' }));
    const dialog = screen.getByRole('dialog', { name: 'Setujui pembayaran?' });
    expect(dialog).toHaveTextContent('Rp250.123');
    expect(posts).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, setujui' }));
    expect(
      await screen.findByText('Pesanan AS261123ABCD2345 disetujui. Akses pembeli sudah dibuka.'),
    ).toBeInTheDocument();
    expect(posts).toEqual([{ path: 'AS261123ABCD2345/approve', body: null }]);
    expect(await screen.findByText('Lunas')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Setujui pembayaran' })).not.toBeInTheDocument();
  });

  it('shows a 409 (already processed) in the red toast', async () => {
    server.use(http.post('*/api/lcadm/orders/:id/approve', () => fail(409, 'Pesanan ini sudah diproses.')));
    renderRemote(app, '/admin/pesanan/AS261123ABCD2345', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Setujui pembayaran' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ya, setujui' }));
    const toast = await screen.findByText('Pesanan ini sudah diproses.');
    expect(toast.closest('[role="alert"], [role="status"]')).toHaveTextContent('Info');
  });

  it('rejects only with a reason, then shows it', async () => {
    renderRemote(app, '/admin/pesanan/AS261123ABCD2345', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Tolak' }));
    const dialog = screen.getByRole('dialog', { name: 'Tolak pembayaran' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak pembayaran' }));
    expect(await within(dialog).findByText('Alasan penolakan wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Alasan penolakan/ })).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Alasan penolakan/ }),
      'Nominal transfer tidak sesuai',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak pembayaran' }));
    expect(
      await screen.findByText('Pesanan AS261123ABCD2345 ditolak. Pembeli dapat mengunggah bukti baru.'),
    ).toBeInTheDocument();
    expect(posts).toEqual([{ path: 'AS261123ABCD2345/reject', body: { reason: 'Nominal transfer tidak sesuai' } }]);
    expect(await screen.findByText('Ditolak: Nominal transfer tidak sesuai')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown order', async () => {
    renderRemote(app, '/admin/pesanan/AS000000XXXXXXXX', admin);
    expect(await screen.findByText('Pesanan tidak ditemukan.')).toBeInTheDocument();
  });
});
