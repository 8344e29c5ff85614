import { orderItems, orders } from '../../db/schema';
import { SEED_CATALOG } from '../../db/seed-catalog-data';
import { extraMemberEmail } from '../../db/seed-data';
import { SEED_EXTRAS } from '../../db/seed-extras';
import { expectErrorEnvelope, loginAs, loginWithPassword, staffSuite } from '../../test/helpers';
import { userIdByEmail } from '../../test/ownership';
import { EVENT_NOT_FOUND } from './service';

const day = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
const EVENT = {
  title: 'Cyber Insight: Keamanan API',
  summary: 'Membedah serangan terhadap API publik.',
  description: 'Dua jam tentang otorisasi, rate limit, dan pencatatan.',
  startsAt: day(20),
  endsAt: day(20.1),
  location: 'Online (Zoom)',
  price: 50000,
  quota: 100,
  registrationClosesAt: day(19),
  speakers: [{ name: 'Ratna Wijaya', title: 'Kepala Tim Tanggap Insiden' }],
  published: true,
};

describe('events: member registrations and the staff’s events', () => {
  const suite = staffSuite();
  const { send } = suite;

  it("lists a member's registrations from their event orders, and nobody else's", async () => {
    const putri = await loginWithPassword(suite.harness.app, extraMemberEmail(SEED_EXTRAS.eventRegistration.username));
    const mine = (await send('GET', '/api/member/events', undefined, putri)).json();
    expect(mine.meta.total).toBe(1);
    expect(mine.data[0]).toMatchObject({
      idTransaction: SEED_EXTRAS.eventRegistration.idTransaction,
      status: 'paid',
      event: { id: SEED_CATALOG.freeEventId, price: 0, registrationStatus: 'open', quota: 500, seatsLeft: 499 },
    });
    const demo = (
      await send('GET', '/api/member/events', undefined, await loginAs(suite.harness.app, 'member'))
    ).json();
    expect(
      demo.data.some(
        (row: { idTransaction: string }) => row.idTransaction === SEED_EXTRAS.eventRegistration.idTransaction,
      ),
    ).toBe(false);
  });

  it('creates and changes events with EventInput validation', async () => {
    const created = await send('POST', '/api/lcadm/events', EVENT);
    expect(created.statusCode).toBe(201);
    const event = created.json().data;
    expect(event).toMatchObject({
      slug: 'cyber-insight-keamanan-api',
      title: EVENT.title,
      seatsLeft: 100,
      registrantCount: 0,
      registrationStatus: 'open',
      published: true,
    });
    // Same title again: a different slug.
    expect((await send('POST', '/api/lcadm/events', EVENT)).json().data.slug).toMatch(
      /^cyber-insight-keamanan-api-[0-9a-f]{6}$/,
    );

    const invalid: Record<string, unknown>[] = [
      { endsAt: EVENT.startsAt },
      { registrationClosesAt: day(20.05) },
      { price: -1 },
      { quota: 0 },
      { title: 'ab' },
      { startsAt: 'kemarin' },
      { speakers: [{ name: 'A', title: '' }] },
      { published: 'ya' },
    ];
    for (const change of invalid)
      expectErrorEnvelope(await send('POST', '/api/lcadm/events', { ...EVENT, ...change }), 422);

    const updated = await send('PUT', `/api/lcadm/events/${event.id}`, {
      ...EVENT,
      title: 'Cyber Insight: Keamanan API Publik',
      quota: 1,
      published: false,
    });
    expect(updated.json().data).toMatchObject({
      id: event.id,
      slug: event.slug,
      title: 'Cyber Insight: Keamanan API Publik',
      quota: 1,
      published: false,
    });
    expect(expectErrorEnvelope(await send('PUT', '/api/lcadm/events/9999', EVENT), 404)).toBe(EVENT_NOT_FOUND);
  });

  it('never lowers a quota below the registrations, and lists registrants', async () => {
    // A second, still unpaid registration holds a seat too.
    const memberId = await userIdByEmail(suite.harness.db, 'member@akademisiber.id');
    const [order] = await suite.harness.db
      .insert(orders)
      .values({
        idTransaction: 'AS261123UJIEVENT',
        userId: memberId,
        kind: 'event',
        subtotal: 0,
        total: 0,
        idempotencyKey: 'uji-event',
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning({ id: orders.id });
    await suite.harness.db.insert(orderItems).values({
      orderId: order.id,
      type: 'event',
      eventId: SEED_CATALOG.freeEventId,
      title: 'Cyber Insight',
      price: 0,
    });

    const freeEvent = `/api/lcadm/events/${SEED_CATALOG.freeEventId}`;
    expect(expectErrorEnvelope(await send('PUT', freeEvent, { ...EVENT, quota: 1 }), 409)).toBe(
      'Kuota tidak boleh lebih kecil dari jumlah pendaftar (2).',
    );
    const registrants = (await send('GET', `${freeEvent}/registrants`)).json();
    expect(registrants.meta.total).toBe(2);
    expect(registrants.data.map((row: { username: string; status: string }) => [row.username, row.status])).toEqual([
      ['member.demo', 'pending'],
      [SEED_EXTRAS.eventRegistration.username, 'paid'],
    ]);
    const list = (await send('GET', '/api/lcadm/events?search=ancaman')).json();
    expect(list.data).toEqual([
      expect.objectContaining({ id: SEED_CATALOG.freeEventId, registrantCount: 2, seatsLeft: 498 }),
    ]);
    expect(expectErrorEnvelope(await send('GET', '/api/lcadm/events/9999/registrants'), 404)).toBe(EVENT_NOT_FOUND);
    expectErrorEnvelope(
      await send('GET', `${freeEvent}/registrants`, undefined, await loginAs(suite.harness.app, 'member')),
      403,
    );
  });
});
