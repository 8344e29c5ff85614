import { configureStore, createSlice } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { api } from './api';
import { openEnvelope } from './base-query-envelope';

const envelopeApi = api.injectEndpoints({
  endpoints: (build) => ({
    envelopeRead: build.query<unknown, string>({ query: (path) => `api/${path}` }),
    envelopeRawRead: build.query<unknown, string>({ query: (path) => `api/${path}`, extraOptions: { rawBody: true } }),
  }),
});

const server = setupServer(
  http.get('*/api/one', () => HttpResponse.json({ success: true, message: 'Berhasil', data: { slug: 'pentest-web' } })),
  http.get('*/api/list', () =>
    HttpResponse.json({
      success: true,
      message: 'Berhasil',
      data: [{ id: 1 }],
      meta: { page: 2, per_page: 1, total: 3 },
    }),
  ),
  http.get('*/api/nothing', () => HttpResponse.json({ success: true, message: 'Dihapus dari keranjang', data: null })),
  http.get('*/api/empty', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/login', () =>
    HttpResponse.json({ success: true, message: 'Login berhasil', token: 't1', data: { token_type: 'Bearer' } }),
  ),
  http.get('*/api/refused', () =>
    HttpResponse.json({ success: false, message: 'Sudah di keranjang', data: null }, { status: 409 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

function store() {
  const session = createSlice({ name: 'session', initialState: { token: null }, reducers: {} });
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: session.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

describe('the baseQuery opens the envelope once', () => {
  it('hands an endpoint `data`, and a list endpoint `{ data, meta }`', async () => {
    const { dispatch } = store();
    expect((await dispatch(envelopeApi.endpoints.envelopeRead.initiate('one'))).data).toEqual({ slug: 'pentest-web' });
    expect((await dispatch(envelopeApi.endpoints.envelopeRead.initiate('list'))).data).toEqual({
      data: [{ id: 1 }],
      meta: { page: 2, per_page: 1, total: 3 },
    });
    expect((await dispatch(envelopeApi.endpoints.envelopeRead.initiate('nothing'))).data).toBeNull();
  });

  it('leaves a body that is not an envelope as it came (an empty 204)', async () => {
    const { dispatch } = store();
    const result = await dispatch(envelopeApi.endpoints.envelopeRead.initiate('empty'));
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('hands an endpoint marked rawBody the body as sent (the legacy login keeps its top-level token)', async () => {
    const { dispatch } = store();
    expect((await dispatch(envelopeApi.endpoints.envelopeRawRead.initiate('login'))).data).toEqual({
      success: true,
      message: 'Login berhasil',
      token: 't1',
      data: { token_type: 'Bearer' },
    });
  });

  it("keeps a failure's whole body in `error.data`", async () => {
    const { dispatch } = store();
    const result = await dispatch(envelopeApi.endpoints.envelopeRead.initiate('refused'));
    expect(result.error).toEqual({
      status: 409,
      message: 'Sudah di keranjang',
      data: { success: false, message: 'Sudah di keranjang', data: null },
    });
  });
});

describe('openEnvelope', () => {
  it('knows an envelope by its `success` and `message`', () => {
    expect(openEnvelope({ success: true, message: 'OK' })).toBeNull();
    expect(openEnvelope({ data: [1] })).toEqual({ data: [1] });
    expect(openEnvelope([{ success: true, message: 'OK', data: 1 }])).toEqual([
      { success: true, message: 'OK', data: 1 },
    ]);
    expect(openEnvelope('text')).toBe('text');
  });
});
