import { clientStateActions as a, clientStateSlice, initialClientState } from './client-state-slice';
import { sessionExpired, toApiError } from './base-query';

const reduce = (...actions: Parameters<typeof clientStateSlice.reducer>[1][]) =>
  actions.reduce(clientStateSlice.reducer, initialClientState);

describe('client state (spec §3, §4)', () => {
  it('setting a module, course or live-class batch sets isCheckout', () => {
    expect(reduce(a.setCheckoutModule('m1')).checkout).toMatchObject({ idHashModule: 'm1', isCheckout: true });
    expect(reduce(a.setCheckoutCourse('c1')).checkout).toMatchObject({ idHashCourse: 'c1', isCheckout: true });
    expect(reduce(a.setCheckoutLiveClassBatch('b1')).checkout).toMatchObject({
      liveClassBatchId: 'b1',
      isCheckout: true,
    });
  });

  it('add-to-cart sets isAddToCart and the course id; clear resets every id and flag', () => {
    const added = reduce(a.setAddToCart('c9'));
    expect(added.checkout).toMatchObject({ isAddToCart: true, idHashCourse: 'c9' });
    expect(reduce(a.setAddToCart('c9'), a.setCheckoutModule('m'), a.clearCheckout()).checkout).toEqual(
      initialClientState.checkout,
    );
  });

  it('a 401 anywhere resets the cart total to 0; totals never go negative', () => {
    expect(reduce(a.setTotalCart(4), sessionExpired({ message: 'x' })).totalCart).toBe(0);
    expect(reduce(a.setTotalCart(-2)).totalCart).toBe(0);
    expect(reduce(a.setTotalNotif(3)).total_notif).toBe(3);
  });

  it('tracks the selected batch, page data and online status', () => {
    const state = reduce(a.setSelectedBatch(2), a.setPageData({ modules: [1], material: null }), a.setOnline(false));
    expect(state).toMatchObject({ selectedBatchId: 2, pageData: { modules: [1], material: null }, online: false });
  });
});

describe('toApiError (spec §8)', () => {
  it('uses the server message when there is one', () => {
    expect(toApiError({ status: 409, data: { message: 'Kode sudah dipakai' } })).toMatchObject({
      status: 409,
      message: 'Kode sudah dipakai',
    });
  });
  it('always uses the session message for 401', () => {
    expect(toApiError({ status: 401, data: { message: 'Unauthenticated.' } }).message).toBe(
      'Sesi Anda telah berakhir. Silakan login kembali untuk melanjutkan.',
    );
  });
  it('falls back to the catalogue, and to the default message for unknown statuses', () => {
    expect(toApiError({ status: 429 }).message).toBe('Terlalu banyak permintaan, silakan tunggu beberapa saat.');
    expect(toApiError({ status: 418 }).message).toBe('Terjadi kesalahan dipihak kami, silakan coba lagi nanti');
    expect(toApiError({ status: 'FETCH_ERROR' }).status).toBe(503);
    expect(toApiError({ status: 'TIMEOUT_ERROR' }).status).toBe(408);
  });
  it('keeps the HTTP status of an answer that was not JSON (a proxy error page)', () => {
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<h1>Bad Gateway</h1>' })).toMatchObject({
      status: 502,
      message: 'Terjadi masalah pada server.',
    });
  });
});
