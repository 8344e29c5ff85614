import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as dataAccessApi from '@akademi-siber/data-access-api';
import { api, clientStateSlice } from '@akademi-siber/data-access-api';
import { catalogApi } from './catalog-api';

const calls: string[] = [];
let eventTitle = 'Cyber Insight #1';

const ok = <T>(data: T) => HttpResponse.json({ success: true, message: 'OK', data });
const server = setupServer(
  http.get('*/api/courses/:slug', ({ params }) => {
    calls.push(`GET course ${String(params['slug'])}`);
    return ok({ slug: params['slug'], title: 'Keamanan Aplikasi Web' });
  }),
  http.get('*/api/liveclasses', ({ request }) => {
    calls.push(`GET liveclasses ${new URL(request.url).search}`);
    return HttpResponse.json({
      success: true,
      message: 'OK',
      data: [{ slug: 'soc-analyst', title: 'SOC Analyst' }],
      meta: { page: 1, perPage: 100, total: 1, totalPages: 1 },
    });
  }),
  http.get('*/api/events/:eventId', ({ params }) => {
    calls.push(`GET event ${String(params['eventId'])}`);
    return ok({ id: Number(params['eventId']), title: eventTitle });
  }),
  http.put('*/api/lcadm/events/:eventId', () => {
    calls.push('PUT event');
    eventTitle = 'Cyber Insight #1 (diubah)';
    return ok(null);
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  calls.length = 0;
  eventTitle = 'Cyber Insight #1';
});
afterAll(() => server.close());

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, [clientStateSlice.name]: clientStateSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/** A second copy of this module, as another app's bundle carries it, injecting into the same shared `api`. */
function secondCopy(): typeof catalogApi {
  let copy: typeof catalogApi | undefined;
  jest.isolateModules(() => {
    jest.doMock('@akademi-siber/data-access-api', () => dataAccessApi);
    copy = (jest.requireActual('./catalog-api') as { catalogApi: typeof catalogApi }).catalogApi;
  });
  if (!copy) throw new Error('no second copy');
  return copy;
}

describe('catalogApi', () => {
  it('gives a resource one cache entry even when two apps each bundle the catalogue', async () => {
    const store = makeStore();
    const consoleError = jest.spyOn(console, 'error');
    const other = secondCopy();
    expect(other.endpoints.getCourse).toBeDefined();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();

    const first = await store.dispatch(catalogApi.endpoints.getCourse.initiate('keamanan-aplikasi-web'));
    const second = await store.dispatch(other.endpoints.getCourse.initiate('keamanan-aplikasi-web'));

    expect(first.data).toEqual({ slug: 'keamanan-aplikasi-web', title: 'Keamanan Aplikasi Web' });
    expect(second.data).toEqual(first.data);
    expect(calls).toEqual(['GET course keamanan-aplikasi-web']);
    const entries = Object.keys(store.getState().api.queries).filter((key) => key.startsWith('getCourse('));
    expect(entries).toEqual(['getCourse("keamanan-aplikasi-web")']);
  });

  it('unwraps lists with their meta and sends the paging the API expects', async () => {
    const store = makeStore();
    const result = await store.dispatch(catalogApi.endpoints.getLiveClasses.initiate({ page: 1, perPage: 100 }));
    expect(result.data?.data).toEqual([{ slug: 'soc-analyst', title: 'SOC Analyst' }]);
    expect(result.data?.meta).toMatchObject({ total: 1 });
    expect(calls).toEqual(['GET liveclasses ?page=1&per_page=100']);
  });

  it('refetches an event another domain invalidates through the catalogue tags', async () => {
    const store = makeStore();
    const staff = catalogApi.injectEndpoints({
      endpoints: (build) => ({
        updateTestEvent: build.mutation<null, number>({
          query: (id) => ({ url: `api/lcadm/events/${id}`, method: 'PUT', body: {} }),
          invalidatesTags: ['Event'],
        }),
      }),
    });
    const subscription = store.dispatch(catalogApi.endpoints.getEvent.initiate('7'));
    await subscription;
    await store.dispatch(staff.endpoints.updateTestEvent.initiate(7));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const selectEvent = catalogApi.endpoints.getEvent.select('7');
    const after = selectEvent(store.getState() as Parameters<typeof selectEvent>[0]);
    expect(after.data).toEqual({ id: 7, title: 'Cyber Insight #1 (diubah)' });
    expect(calls).toEqual(['GET event 7', 'PUT event', 'GET event 7']);
    subscription.unsubscribe();
  });
});
