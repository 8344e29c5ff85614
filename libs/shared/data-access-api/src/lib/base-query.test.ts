import { configureStore, createSlice, type Middleware } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { api } from './api';
import { sessionExpired, type SessionExpiredPayload } from './base-query';
import { clientStateSlice } from './client-state-slice';

const SESSION_EXPIRED = 'Sesi Anda telah berakhir. Silakan login kembali untuk melanjutkan.';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeRead: build.query<unknown, void>({ query: () => 'api/probe' }),
    probeWrite: build.mutation<unknown, { method: string }>({
      query: ({ method }) => ({ url: 'api/probe', method, body: {} }),
    }),
  }),
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
});
afterAll(() => server.close());

function storeWith(token: string | null) {
  const expired: SessionExpiredPayload[] = [];
  const session = createSlice({ name: 'session', initialState: { token }, reducers: {} });
  const recordExpired: Middleware = () => (next) => (action) => {
    if (sessionExpired.match(action)) expired.push(action.payload);
    return next(action);
  };
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: session.reducer, app: clientStateSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, recordExpired),
  });
  return { store, expired };
}

function captureHeaders(method: 'get' | 'post' | 'put' | 'patch' | 'delete') {
  const seen: { headers: Headers | null; credentials: string | null } = { headers: null, credentials: null };
  server.use(
    http[method]('*/api/probe', ({ request }) => {
      seen.headers = request.headers;
      seen.credentials = request.credentials;
      return HttpResponse.json({ success: true, message: 'OK', data: null });
    }),
  );
  return seen;
}

describe('baseQuery headers', () => {
  it('sends the bearer token, JSON accept, the XMLHttpRequest header, and same-origin credentials', async () => {
    const seen = captureHeaders('get');
    const { store } = storeWith('tok-1');
    await store.dispatch(probeApi.endpoints.probeRead.initiate());
    expect(seen.headers?.get('authorization')).toBe('Bearer tok-1');
    expect(seen.headers?.get('accept')).toBe('application/json');
    expect(seen.headers?.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen.credentials).toBe('same-origin');
  });

  it('sends no Authorization header without a session', async () => {
    const seen = captureHeaders('get');
    const { store } = storeWith(null);
    await store.dispatch(probeApi.endpoints.probeRead.initiate());
    expect(seen.headers?.get('authorization')).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on %s', async (method) => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('abc+def=')}; Path=/`;
    const seen = captureHeaders(method.toLowerCase() as 'post');
    const { store } = storeWith('tok');
    await store.dispatch(probeApi.endpoints.probeWrite.initiate({ method }));
    expect(seen.headers?.get('x-xsrf-token')).toBe('abc+def=');
    expect(seen.headers?.get('content-type')).toBe('application/json');
  });

  it('does not send X-XSRF-TOKEN on reads, nor when the cookie is missing', async () => {
    document.cookie = 'XSRF-TOKEN=abc; Path=/';
    const read = captureHeaders('get');
    const { store } = storeWith(null);
    await store.dispatch(probeApi.endpoints.probeRead.initiate());
    expect(read.headers?.get('x-xsrf-token')).toBeNull();

    document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
    const write = captureHeaders('post');
    await store.dispatch(probeApi.endpoints.probeWrite.initiate({ method: 'POST' }));
    expect(write.headers?.get('x-xsrf-token')).toBeNull();
  });
});

describe('baseQuery errors', () => {
  it('a 401 to a call with a session: §8 message and sessionExpired with the reason the server gave', async () => {
    server.use(
      http.get('*/api/probe', () =>
        HttpResponse.json(
          { success: false, message: 'Token dicabut', data: { reason: 'password_changed' } },
          { status: 401 },
        ),
      ),
    );
    const { store, expired } = storeWith('tok');
    const result = await store.dispatch(probeApi.endpoints.probeRead.initiate());
    expect(result.error).toEqual(expect.objectContaining({ status: 401, message: SESSION_EXPIRED }));
    expect(expired).toEqual([{ message: SESSION_EXPIRED, reason: 'password_changed' }]);
  });

  it('ignores a reason the contract does not name', async () => {
    server.use(
      http.get('*/api/probe', () =>
        HttpResponse.json({ success: false, message: 'x', data: { reason: 'bogus' } }, { status: 401 }),
      ),
    );
    const { store, expired } = storeWith('tok');
    await store.dispatch(probeApi.endpoints.probeRead.initiate());
    expect(expired).toEqual([{ message: SESSION_EXPIRED, reason: null }]);
  });

  it('a 401 without a session (a rejected Google token) keeps the server message', async () => {
    server.use(
      http.post('*/api/probe', () =>
        HttpResponse.json({ success: false, message: 'Token Google tidak valid.', data: null }, { status: 401 }),
      ),
    );
    const { store } = storeWith(null);
    const result = await store.dispatch(probeApi.endpoints.probeWrite.initiate({ method: 'POST' }));
    expect(result.error).toEqual(expect.objectContaining({ status: 401, message: 'Token Google tidak valid.' }));
  });

  it('a 419 without a message reads the CSRF text of the catalogue; with one, the server message', async () => {
    server.use(http.post('*/api/probe', () => new HttpResponse(null, { status: 419 })));
    const { store } = storeWith(null);
    const bare = await store.dispatch(probeApi.endpoints.probeWrite.initiate({ method: 'POST' }));
    expect(bare.error).toEqual(
      expect.objectContaining({
        status: 419,
        message: 'Sesi halaman sudah kedaluwarsa. Muat ulang halaman lalu coba lagi.',
      }),
    );

    server.use(
      http.post('*/api/probe', () =>
        HttpResponse.json({ success: false, message: 'Muat ulang halaman.', data: null }, { status: 419 }),
      ),
    );
    const withMessage = await store.dispatch(probeApi.endpoints.probeWrite.initiate({ method: 'POST' }));
    expect(withMessage.error).toEqual(expect.objectContaining({ status: 419, message: 'Muat ulang halaman.' }));
  });
});
