import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as dataAccessApi from '@akademi-siber/data-access-api';
import { api, clientStateSlice } from '@akademi-siber/data-access-api';
import { labAccountApi } from './lab-account-api';

const calls: string[] = [];
let active = true;
const ok = <T>(data: T) => HttpResponse.json({ success: true, message: 'OK', data });
const server = setupServer(
  http.get('*/api/lab/vpn', () => {
    calls.push('GET vpn');
    return ok(
      active ? { active: true, address: '10.66.0.2/32', createdAt: '2026-11-25T00:00:00Z' } : { active: false },
    );
  }),
  http.post('*/api/lab/vpn/revoke', () => {
    calls.push('POST revoke');
    active = false;
    return ok(null);
  }),
  http.get('*/api/lab/classrooms', () => {
    calls.push('GET classrooms');
    return ok([{ slug: 'forensik-digital-kelas-b-2026', name: 'Forensik Digital — Kelas B' }]);
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  calls.length = 0;
  active = true;
});
afterAll(() => server.close());

const makeStore = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer, [clientStateSlice.name]: clientStateSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

/** A second copy of this module, as the other remote's bundle carries it, injecting into the same shared `api`. */
function secondCopy(): typeof labAccountApi {
  let copy: typeof labAccountApi | undefined;
  jest.isolateModules(() => {
    jest.doMock('@akademi-siber/data-access-api', () => dataAccessApi);
    copy = (jest.requireActual('./lab-account-api') as { labAccountApi: typeof labAccountApi }).labAccountApi;
  });
  if (!copy) throw new Error('no second copy');
  return copy;
}

describe('labAccountApi', () => {
  it('reads the classrooms once for the lab and the teacher remote alike', async () => {
    const store = makeStore();
    const other = secondCopy();
    const first = await store.dispatch(labAccountApi.endpoints.getLabClassrooms.initiate());
    const second = await store.dispatch(other.endpoints.getLabClassrooms.initiate());
    expect(second.data).toEqual(first.data);
    expect(calls).toEqual(['GET classrooms']);
  });

  it('reads the VPN status again after a revoke', async () => {
    const store = makeStore();
    const status = store.dispatch(labAccountApi.endpoints.getLabVpn.initiate());
    expect((await status).data).toMatchObject({ active: true });
    await store.dispatch(labAccountApi.endpoints.revokeLabVpn.initiate());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const select = labAccountApi.endpoints.getLabVpn.select();
    expect(select(store.getState() as Parameters<typeof select>[0]).data).toEqual({ active: false });
    expect(calls).toEqual(['GET vpn', 'POST revoke', 'GET vpn']);
    status.unsubscribe();
  });
});
