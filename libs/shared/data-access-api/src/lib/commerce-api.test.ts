import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { MemberCartItem } from '@akademi-siber/util-contracts';
import { api } from './api';
import { chromeApi } from './chrome-api';
import { clientStateSlice } from './client-state-slice';
import { commerceApi } from './commerce-api';

let cart: MemberCartItem[] = [];
let inCart = false;
const calls: string[] = [];

const item = (id: number, ref: string): MemberCartItem => ({
  id,
  type: 'course',
  ref,
  slug: ref,
  title: ref,
  subtitle: null,
  price: 100000,
  salePrice: null,
  thumbnailUrl: null,
  addedAt: '2026-11-23T00:00:00Z',
});

const ok = <T>(data: T) => HttpResponse.json({ success: true, message: 'OK', data });
const server = setupServer(
  http.get('*/api/transaction/member-cart', () => {
    calls.push('GET cart');
    return ok(cart);
  }),
  http.get('*/api/member/courses/:slug/access', ({ params }) => {
    calls.push(`GET access ${String(params['slug'])}`);
    return ok({ enrolled: false, inCart, includedInActiveSubscription: false, pendingIdTransaction: null });
  }),
  http.post('*/api/transaction/cart', async ({ request }) => {
    const body = (await request.json()) as { ref: string };
    calls.push(`POST cart ${body.ref}`);
    cart = [...cart, item(cart.length + 1, body.ref)];
    inCart = true;
    return ok(cart.at(-1));
  }),
  http.delete('*/api/transaction/cart/:id', ({ params }) => {
    calls.push(`DELETE cart ${String(params['id'])}`);
    cart = cart.filter((entry) => String(entry.id) !== params['id']);
    inCart = cart.length > 0;
    return ok(null);
  }),
  http.post('*/api/affiliate/clicks', async ({ request }) => {
    calls.push(`POST click ${JSON.stringify(await request.json())}`);
    return ok(null);
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  cart = [];
  inCart = false;
  calls.length = 0;
});
afterAll(() => server.close());

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, app: clientStateSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('commerce endpoints shared by the shell and the member remote', () => {
  it('adding and removing invalidate Cart (the badge count follows) and CourseAccess', async () => {
    const store = makeStore();
    const cartSub = store.dispatch(chromeApi.endpoints.getMemberCart.initiate());
    const accessSub = store.dispatch(commerceApi.endpoints.getCourseAccess.initiate('kelas-1'));
    await cartSub;
    await accessSub;
    expect(store.getState().app.totalCart).toBe(0);
    expect(commerceApi.endpoints.getCourseAccess.select('kelas-1')(store.getState()).data?.inCart).toBe(false);

    const added = await store
      .dispatch(commerceApi.endpoints.addToCart.initiate({ type: 'course', ref: 'kelas-1' }))
      .unwrap();
    expect(added?.ref).toBe('kelas-1');
    await settle();
    expect(store.getState().app.totalCart).toBe(1);
    expect(commerceApi.endpoints.getCourseAccess.select('kelas-1')(store.getState()).data?.inCart).toBe(true);

    await store.dispatch(commerceApi.endpoints.removeFromCart.initiate(1)).unwrap();
    await settle();
    expect(store.getState().app.totalCart).toBe(0);
    expect(calls).toEqual([
      'GET cart',
      'GET access kelas-1',
      'POST cart kelas-1',
      'GET cart',
      'GET access kelas-1',
      'DELETE cart 1',
      'GET cart',
      'GET access kelas-1',
    ]);
    cartSub.unsubscribe();
    accessSub.unsubscribe();
  });

  it('records an affiliate click with the code and the landing path', async () => {
    const store = makeStore();
    await store
      .dispatch(commerceApi.endpoints.recordAffiliateClick.initiate({ code: 'BUDI2026', landingPath: '/promo' }))
      .unwrap();
    expect(calls).toEqual(['POST click {"code":"BUDI2026","landingPath":"/promo"}']);
  });
});
