import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { CheckoutInput, MemberCartItem, PromoCheckInput } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { cartBatch, cartCourse, cartCourse2, fail, ok, order } from '../../../testing/commerce-fixtures';

let cart: MemberCartItem[] = [];
const promoBodies: PromoCheckInput[] = [];
const checkoutBodies: CheckoutInput[] = [];
const server = setupServer(
  http.get('*/api/transaction/member-cart', () => ok(cart)),
  http.delete('*/api/transaction/cart/:id', ({ params }) => {
    cart = cart.filter((item) => String(item.id) !== params.id);
    return ok(null);
  }),
  http.post('*/api/transaction/promo/check', async ({ request }) => {
    const body = (await request.json()) as PromoCheckInput;
    promoBodies.push(body);
    if (body.code !== 'HEMAT20') return fail(422, 'Kode promo tidak berlaku.');
    const subtotal = cart
      .filter((item) => body.items?.some((ref) => ref.ref === item.ref))
      .reduce((sum, item) => sum + (item.salePrice ?? item.price), 0);
    const discount = Math.round(subtotal * 0.2);
    const rounding = (subtotal - discount) % 1000;
    return ok({
      code: 'HEMAT20',
      kind: 'percent',
      value: 20,
      subtotal,
      discount,
      rounding,
      total: subtotal - discount - rounding,
    });
  }),
  http.post('*/api/transaction/checkout', async ({ request }) => {
    const body = (await request.json()) as CheckoutInput;
    checkoutBodies.push(body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return ok(order({ idTransaction: 'AS261123KEYORDER', kind: body.kind }), 201);
  }),
  http.get('*/api/transaction/orders/:id', ({ params }) => ok(order({ idTransaction: String(params.id) }))),
  ...chromeHandlers.filter((handler) => !handler.info.header.includes('member-cart')),
);
// The first render of a lazily loaded page compiles its module on a busy machine: allow for it.
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  cart = [cartCourse, cartCourse2];
  promoBodies.length = 0;
  checkoutBodies.length = 0;
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/member/cart', () => {
  it('lists the items with prices in Rp, totals them and applies a promo quote from the server', async () => {
    renderRemote(app, '/member/cart', demoUser('member'));
    expect(await screen.findByRole('heading', { name: 'Pentest Aplikasi Web' }, slow)).toBeInTheDocument();
    expect(document.title).toBe('Keranjang · Akademi Siber');
    expect(screen.getByText('Rp350.000')).toBeInTheDocument();
    expect(screen.getByLabelText('Harga normal Rp500.000')).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('Rp600.000');

    await userEvent.click(screen.getByRole('button', { name: 'Pakai' }));
    expect(await screen.findByText('Masukkan kode promo terlebih dahulu.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Kode promo'), 'salah');
    await userEvent.click(screen.getByRole('button', { name: 'Pakai' }));
    expect(await screen.findByText('Kode promo tidak berlaku.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Kode promo'));
    await userEvent.type(screen.getByLabelText('Kode promo'), 'hemat20');
    await userEvent.click(screen.getByRole('button', { name: 'Pakai' }));
    expect(await screen.findByText(/dipakai: hemat Rp120\.000/)).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('Rp480.000');
    expect(promoBodies.at(-1)).toEqual({
      code: 'HEMAT20',
      items: [
        { type: 'course', ref: 'pentest-web' },
        { type: 'course', ref: 'forensik-digital' },
      ],
    });

    // Removing an item asks for a new quote for what is left.
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Forensik Digital dari keranjang' }));
    expect(await screen.findByText(/dipakai: hemat Rp70\.000/)).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('Rp280.000');
  });

  it('says that courses and live classes are separate orders and checks out one kind at a time', async () => {
    cart = [cartCourse, cartBatch];
    renderRemote(app, '/member/cart', demoUser('member'));
    expect(await screen.findByText(/dibayar sebagai pesanan terpisah/, undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pentest Aplikasi Web' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'SOC Analyst Bootcamp' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Live class (1)' }));
    expect(await screen.findByRole('heading', { name: 'SOC Analyst Bootcamp' })).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('Rp1.500.000');
  });

  it('shows the empty cart with a link to the catalogue', async () => {
    cart = [];
    renderRemote(app, '/member/cart', demoUser('member'));
    expect(await screen.findByText('Keranjang Anda kosong', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jelajahi kelas' })).toHaveAttribute('href', '/belajar-online');
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    server.use(http.get('*/api/transaction/member-cart', () => fail(503, 'Layanan sedang tidak tersedia.')));
    renderRemote(app, '/member/cart', demoUser('member'));
    expect(await screen.findByText('Layanan sedang tidak tersedia.', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});

describe('/member/cart/confirmation', () => {
  it('needs the terms, sends one idempotency key across two clicks and goes to the payment page', async () => {
    renderRemote(app, '/member/cart/confirmation?jenis=course&promo=HEMAT20', demoUser('member'));
    const summary = await screen.findByRole('region', { name: 'Ringkasan pesanan' }, slow);
    expect(within(summary).getByText('Pentest Aplikasi Web')).toBeInTheDocument();
    expect(within(summary).getByText('Diskon (HEMAT20)')).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('Rp480.000');

    const submit = screen.getByRole('button', { name: 'Buat pesanan' });
    await userEvent.click(submit);
    expect(await screen.findByText('Centang persetujuan syarat dan ketentuan untuk melanjutkan.')).toBeInTheDocument();
    expect(checkoutBodies).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: /menyetujui syarat dan ketentuan/ }));
    await userEvent.dblClick(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pembayaran' }, slow)).toBeInTheDocument();
    expect(checkoutBodies.length).toBeGreaterThanOrEqual(1);
    const keys = new Set(checkoutBodies.map((body) => body.idempotencyKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Exactly the declared fields: the API answers 422 to any other.
    expect(checkoutBodies[0]).toEqual({
      kind: 'course',
      idempotencyKey: [...keys][0],
      promoCode: 'HEMAT20',
      items: [
        { type: 'course', ref: 'pentest-web' },
        { type: 'course', ref: 'forensik-digital' },
      ],
    });
  });

  it('keeps the same key when a failed submit is retried', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/transaction/checkout', async ({ request }) => {
        checkoutBodies.push((await request.json()) as CheckoutInput);
        calls += 1;
        return calls === 1
          ? fail(503, 'Layanan sedang tidak tersedia.')
          : ok(order({ idTransaction: 'AS261123RETRYORD' }), 201);
      }),
    );
    renderRemote(app, '/member/cart/confirmation?jenis=course', demoUser('member'));
    await userEvent.click(await screen.findByRole('checkbox', { name: /menyetujui syarat dan ketentuan/ }, slow));
    await userEvent.click(screen.getByRole('button', { name: 'Buat pesanan' }));
    expect(await screen.findByText('Layanan sedang tidak tersedia.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buat pesanan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pembayaran' }, slow)).toBeInTheDocument();
    expect(checkoutBodies).toHaveLength(2);
    expect(checkoutBodies[0].idempotencyKey).toBe(checkoutBodies[1].idempotencyKey);
  });

  it('takes a new key after the API says the key was used for another request (409)', async () => {
    let calls = 0;
    const conflict = 'Kunci idempotensi ini sudah dipakai untuk pesanan AS261123LAINNYA1 dengan isi yang berbeda.';
    server.use(
      http.post('*/api/transaction/checkout', async ({ request }) => {
        checkoutBodies.push((await request.json()) as CheckoutInput);
        calls += 1;
        return calls === 1 ? fail(409, conflict) : ok(order({ idTransaction: 'AS261123BARUORD1' }), 201);
      }),
    );
    renderRemote(app, '/member/cart/confirmation?jenis=course', demoUser('member'));
    await userEvent.click(await screen.findByRole('checkbox', { name: /menyetujui syarat dan ketentuan/ }, slow));
    await userEvent.click(screen.getByRole('button', { name: 'Buat pesanan' }));
    expect(await screen.findByText(conflict)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buat pesanan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pembayaran' }, slow)).toBeInTheDocument();
    expect(checkoutBodies).toHaveLength(2);
    expect(checkoutBodies[1].idempotencyKey).not.toBe(checkoutBodies[0].idempotencyKey);
  });

  it('shows the rounding down to whole thousands the order will make before its unique code', async () => {
    server.use(
      http.post('*/api/transaction/promo/check', () =>
        ok({
          code: 'GANJIL',
          kind: 'fixed',
          value: 120_500,
          subtotal: 600_000,
          discount: 120_500,
          rounding: 500,
          total: 479_000,
        }),
      ),
    );
    renderRemote(app, '/member/cart/confirmation?jenis=course&promo=GANJIL', demoUser('member'));
    const summary = await screen.findByRole('region', { name: 'Ringkasan pesanan' }, slow);
    expect(within(summary).getByText('Pembulatan ke ribuan')).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('Rp479.000');
    expect(within(summary).getByText(/dibulatkan ke bawah ke ribuan, lalu ditambah kode unik/)).toBeInTheDocument();
  });
});
