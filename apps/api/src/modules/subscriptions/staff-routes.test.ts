import { SEED_CATALOG } from '../../db/seed-catalog-data';
import { expectErrorEnvelope, loginAs, staffSuite } from '../../test/helpers';

const PLAN = {
  name: 'Langganan 6 Bulan',
  months: 6,
  price: 449000,
  description: 'Semua kelas langganan selama enam bulan.',
  active: true,
};

describe("the staff's subscription plans", () => {
  const suite = staffSuite();
  const { send } = suite;

  it('lists, creates and changes plans, with validation', async () => {
    const list = (await send('GET', '/api/lcadm/subscription-plans')).json();
    expect(list.data.map((plan: { id: number }) => plan.id)).toEqual(
      expect.arrayContaining(Object.values(SEED_CATALOG.plans).map((plan) => plan.id)),
    );

    const created = await send('POST', '/api/lcadm/subscription-plans', PLAN);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({ id: expect.any(Number), ...PLAN });

    expectErrorEnvelope(await send('POST', '/api/lcadm/subscription-plans', { ...PLAN, months: 0 }), 422);
    expectErrorEnvelope(await send('POST', '/api/lcadm/subscription-plans', { ...PLAN, months: 61 }), 422);
    expectErrorEnvelope(await send('POST', '/api/lcadm/subscription-plans', { ...PLAN, price: -1 }), 422);
    expectErrorEnvelope(await send('POST', '/api/lcadm/subscription-plans', { ...PLAN, price: 10.5 }), 422);
    expectErrorEnvelope(await send('POST', '/api/lcadm/subscription-plans', { ...PLAN, name: ' ' }), 422);

    const updated = await send('PUT', `/api/lcadm/subscription-plans/${created.json().data.id}`, {
      ...PLAN,
      price: 399000,
      active: false,
    });
    expect(updated.json().data).toMatchObject({ price: 399000, active: false });
    expect(expectErrorEnvelope(await send('PUT', '/api/lcadm/subscription-plans/9999', PLAN), 404)).toBe(
      'Paket langganan tidak ditemukan.',
    );
    expectErrorEnvelope(
      await send('GET', '/api/lcadm/subscription-plans', undefined, await loginAs(suite.harness.app, 'member')),
      403,
    );
  });
});
