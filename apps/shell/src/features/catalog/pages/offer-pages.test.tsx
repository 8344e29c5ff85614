import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route } from 'react-router-dom';
import type { EventDetail, MemberCartItem, PromoBanner } from '@akademi-siber/util-contracts';
import { event, liveClass, ok, page, promo, training } from '../../../testing/catalog-fixtures';
import { CurrentLocation, fillIn, member, renderPage } from '../../../testing/render-page';
import { CorporateTrainingDetailPage, CorporateTrainingsPage } from './corporate-training-pages';
import { EventDetailPage, EventsPage } from './event-pages';
import { LiveClassDetailPage, LiveClassesPage } from './liveclass-pages';
import { PromoPage } from './promo-page';

const requests: { method: string; path: string; search: string; body?: unknown }[] = [];
let cart: MemberCartItem[] = [];
let promos: PromoBanner[] = [promo];
let eventOverrides: Partial<EventDetail> = {};

const server = setupServer(
  http.get('*/api/liveclasses', ({ request }) => {
    requests.push({ method: 'GET', path: '/api/liveclasses', search: new URL(request.url).search });
    return page([liveClass]);
  }),
  http.get('*/api/liveclasses/:slug', ({ params }) =>
    params['slug'] === liveClass.slug
      ? ok(liveClass)
      : HttpResponse.json({ success: false, message: 'Live class tidak ditemukan.', data: null }, { status: 404 }),
  ),
  http.get('*/api/transaction/member-cart', () => ok(cart)),
  http.post('*/api/transaction/cart', async ({ request }) => {
    const body = await request.json();
    requests.push({ method: 'POST', path: '/api/transaction/cart', search: '', body });
    cart = [
      {
        id: 1,
        type: 'batch',
        ref: '1',
        slug: liveClass.slug,
        title: liveClass.title,
        subtitle: 'Batch 1',
        price: 1500000,
        salePrice: null,
        thumbnailUrl: null,
        addedAt: '2026-11-23T00:00:00Z',
      },
    ];
    return ok(cart[0]);
  }),
  http.get('*/api/corporate-trainings', ({ request }) => {
    requests.push({ method: 'GET', path: '/api/corporate-trainings', search: new URL(request.url).search });
    return page([training], 1, 1, 100);
  }),
  http.get('*/api/corporate-trainings/:slug', ({ params }) =>
    params['slug'] === training.slug
      ? ok(training)
      : HttpResponse.json({ success: false, message: 'Pelatihan tidak ditemukan.', data: null }, { status: 404 }),
  ),
  http.post('*/api/corporate-trainings/requests', async ({ request }) => {
    const body = (await request.json()) as { companyName: string };
    requests.push({ method: 'POST', path: '/api/corporate-trainings/requests', search: '', body });
    if (body.companyName === 'Duplikat') {
      return HttpResponse.json(
        {
          success: false,
          message: 'Email tidak valid',
          data: { errors: [{ path: 'email', message: 'Email kantor tidak dapat menerima pesan' }] },
        },
        { status: 422 },
      );
    }
    return ok(null);
  }),
  http.get('*/api/events', ({ request }) => {
    const url = new URL(request.url);
    requests.push({ method: 'GET', path: '/api/events', search: url.search });
    return url.searchParams.get('when') === 'past' ? page([]) : page([event()]);
  }),
  http.get('*/api/events/:id', ({ params }) =>
    params['id'] === '7'
      ? ok(event(eventOverrides))
      : HttpResponse.json({ success: false, message: 'Acara tidak ditemukan.', data: null }, { status: 404 }),
  ),
  http.get('*/api/promos', () => ok(promos)),
);

// Form and keyboard flows run many user-event steps; on a busy CI machine they need more than the default 5 s.
jest.setTimeout(20_000);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  cart = [];
  promos = [promo];
  eventOverrides = {};
  requests.length = 0;
  localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const asMember = {
  session: { token: 't', strategy: 'local' as const, user: member, status: 'authenticated' as const },
};
const memberRoutes = <Route path="/member/*" element={<CurrentLocation />} />;

describe('/liveclass', () => {
  it('lists live classes with their next batch, seats and price', async () => {
    renderPage('/liveclass', <LiveClassesPage />, '/liveclass');
    const card = await screen.findByRole('article', { name: 'Pentest Aplikasi Web' });
    expect(within(card).getByRole('link', { name: 'Pentest Aplikasi Web' })).toHaveAttribute(
      'href',
      '/liveclass/pentest-web/batch-1',
    );
    expect(within(card).getByText('Sisa 5 dari 20 kursi')).toBeInTheDocument();
    expect(within(card).getByText('Rp1.500.000')).toBeInTheDocument();
    expect(requests[0]?.search).toBe('?page=1&per_page=9');
  });

  it('detail: the batch selector shows each batch; sold-out and closed batches cannot be bought', async () => {
    renderPage(
      '/liveclass/:liveClassSlug/:batchSlug?',
      <>
        <LiveClassDetailPage />
        <CurrentLocation />
      </>,
      '/liveclass/pentest-web',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Pentest Aplikasi Web' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Batch 1/ })).toBeChecked();
    expect(screen.getByText('Sesi 1: Recon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk untuk mendaftar' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fliveclass%2Fpentest-web',
    );

    await userEvent.click(screen.getByRole('radio', { name: /Batch 2/ }));
    expect(screen.getByLabelText('Lokasi')).toHaveTextContent('/liveclass/pentest-web/batch-2');
    expect(screen.getByText(/Kuota batch ini sudah penuh/)).toBeInTheDocument();
    expect(screen.getByText('Kursi habis')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Masuk untuk mendaftar' })).not.toBeInTheDocument();

    // Arrow keys move through the radio group.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /Batch 3/ })).toBeChecked();
    expect(screen.getByText('Pendaftaran batch ini sudah ditutup.')).toBeInTheDocument();
  });

  it('a member adds the batch to the cart, or registers now', async () => {
    renderPage('/liveclass/:liveClassSlug/:batchSlug?', <LiveClassDetailPage />, '/liveclass/pentest-web/batch-1', {
      ...asMember,
      routes: memberRoutes,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah ke keranjang' }));
    expect(await screen.findByRole('link', { name: 'Sudah di keranjang' })).toHaveAttribute('href', '/member/cart');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ type: 'batch', ref: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'Daftar sekarang' }));
    expect(await screen.findByLabelText('Lokasi')).toHaveTextContent(
      '/member/liveclass/checkout?batch=1&kelas=pentest-web',
    );
  });
});

describe('corporate training', () => {
  it('one segment is the training; two segments are its group page', async () => {
    const { unmount } = renderPage(
      '/corporate-training/:slug?/:batch',
      <CorporateTrainingDetailPage />,
      '/corporate-training/secure-coding',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure Coding untuk Developer' })).toBeInTheDocument();
    expect(screen.getByText('Validasi input')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bank ABC 2026' })).toHaveAttribute(
      'href',
      '/corporate-training/secure-coding/bank-abc-2026',
    );
    expect(screen.getByRole('link', { name: 'Ajukan pelatihan ini' })).toHaveAttribute(
      'href',
      '/corporate-trainings?pelatihan=secure-coding#ajukan',
    );
    unmount();

    renderPage(
      '/corporate-training/:slug?/:batch',
      <CorporateTrainingDetailPage />,
      '/corporate-training/secure-coding/bank-abc-2026',
      asMember,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Secure Coding untuk Developer: Bank ABC 2026' }),
    ).toBeInTheDocument();
    const group = screen.getByRole('complementary', { name: 'Bank ABC 2026' });
    expect(within(group).getByText('25 orang')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Buka kelas grup' })).toHaveAttribute(
      'href',
      '/member/corporate-training/secure-coding/bank-abc-2026',
    );
  });

  it('an unknown training says so', async () => {
    renderPage('/corporate-training/:slug?/:batch', <CorporateTrainingDetailPage />, '/corporate-training/tidak-ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pelatihan tidak ditemukan' })).toBeInTheDocument();
  });

  // 422 field errors are shown on their fields; success shows the form's success state.
  it('/corporate-trainings: the request form validates like the API, shows 422 errors, then success', async () => {
    renderPage('/corporate-trainings', <CorporateTrainingsPage />, '/corporate-trainings?pelatihan=secure-coding');
    expect(await screen.findByRole('article', { name: 'Secure Coding untuk Developer' })).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/corporate-trainings')?.search).toBe('?page=1&per_page=100');
    await waitFor(() => expect(screen.getByLabelText('Pelatihan yang diminati')).toHaveValue('secure-coding'));

    await userEvent.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    expect(screen.getByLabelText(/Nama perusahaan/)).toHaveAccessibleDescription('Nama perusahaan wajib diisi');
    expect(screen.getByLabelText(/Jumlah peserta/)).toHaveAccessibleDescription('Jumlah peserta harus berupa angka');
    expect(screen.getByLabelText('Pesan')).toHaveAccessibleDescription('Pesan minimal 10 karakter');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await fillIn(screen.getByLabelText(/Nama perusahaan/), 'Duplikat');
    await fillIn(screen.getByLabelText(/Nama kontak/), 'Andi');
    await fillIn(screen.getByLabelText(/Email kantor/), 'andi@contoh.co.id');
    await fillIn(screen.getByLabelText(/Nomor telepon/), '0812 3456 7890');
    await fillIn(screen.getByLabelText(/Jumlah peserta/), '0');
    await fillIn(screen.getByLabelText('Pesan'), 'Kami butuh pelatihan untuk 20 developer.');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    expect(screen.getByLabelText(/Jumlah peserta/)).toHaveAccessibleDescription('Jumlah peserta minimal 1');

    await fillIn(screen.getByLabelText(/Jumlah peserta/), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Email kantor/)).toHaveAccessibleDescription(
        'Email kantor tidak dapat menerima pesan',
      ),
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      companyName: 'Duplikat',
      contactName: 'Andi',
      email: 'andi@contoh.co.id',
      phone: '0812 3456 7890',
      participants: 20,
      trainingSlug: 'secure-coding',
      message: 'Kami butuh pelatihan untuk 20 developer.',
    });

    await fillIn(screen.getByLabelText(/Nama perusahaan/), 'PT Aman Sentosa');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    expect(await screen.findByRole('heading', { name: 'Permintaan terkirim' })).toBeInTheDocument();
    expect(screen.getByText('andi@contoh.co.id')).toBeInTheDocument();
  });
});

describe('/cyber-insight', () => {
  it('tabs switch between upcoming and past events in the URL and the request', async () => {
    renderPage(
      '/cyber-insight',
      <>
        <EventsPage />
        <CurrentLocation />
      </>,
      '/cyber-insight',
    );
    expect(await screen.findByRole('article', { name: 'Tren Ransomware 2026' })).toBeInTheDocument();
    expect(requests.at(-1)?.search).toBe('?when=upcoming&page=1&per_page=9');
    await userEvent.click(screen.getByRole('tab', { name: 'Sudah berlalu' }));
    expect(await screen.findByText('Belum ada acara yang lalu')).toBeInTheDocument();
    expect(requests.at(-1)?.search).toBe('?when=past&page=1&per_page=9');
    expect(screen.getByLabelText('Lokasi')).toHaveTextContent('/cyber-insight?waktu=lalu');
  });

  it('detail: speakers, "Gratis", seats; members register in the member area, visitors log in', async () => {
    const { unmount } = renderPage('/cyber-insight/:eventId', <EventDetailPage />, '/cyber-insight/7', asMember);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tren Ransomware 2026' })).toBeInTheDocument();
    expect(screen.getByText('Dewi Analis')).toBeInTheDocument();
    const box = screen.getByRole('complementary', { name: 'Gratis' });
    expect(within(box).getByText('Sisa 40 dari 100 kursi')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/member/cyber-insight/7');
    unmount();

    eventOverrides = { price: 75000 };
    renderPage('/cyber-insight/:eventId', <EventDetailPage />, '/cyber-insight/7');
    expect(await screen.findByRole('complementary', { name: 'Rp75.000' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk untuk mendaftar' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcyber-insight%2F7',
    );
  });

  it('a full event cannot be registered for; a bad id is not found without asking the API', async () => {
    eventOverrides = { registrationStatus: 'full', seatsLeft: 0 };
    const { unmount } = renderPage('/cyber-insight/:eventId', <EventDetailPage />, '/cyber-insight/7', asMember);
    expect(await screen.findByText('Kuota acara ini sudah penuh.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Daftar' })).not.toBeInTheDocument();
    unmount();
    renderPage('/cyber-insight/:eventId', <EventDetailPage />, '/cyber-insight/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acara tidak ditemukan' })).toBeInTheDocument();
  });
});

describe('/promo', () => {
  it('shows each promo with a copyable code and its validity', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage('/promo', <PromoPage />, '/promo');
    const card = await screen.findByRole('article', { name: 'Hemat akhir tahun' });
    expect(within(card).getByText('Diskon 50%')).toBeInTheDocument();
    expect(within(card).getByText('Berlaku untuk: Belajar Online, Live Class')).toBeInTheDocument();
    expect(within(card).getByText('31 Des 2026')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Salin kode HEMAT50' }));
    expect(writeText).toHaveBeenCalledWith('HEMAT50');
    expect(await within(card).findByText(/Kode HEMAT50 tersalin/)).toBeInTheDocument();
  });

  it('says when there is no promo', async () => {
    promos = [];
    renderPage('/promo', <PromoPage />, '/promo');
    expect(await screen.findByText('Belum ada promo')).toBeInTheDocument();
  });
});
