// Events with the seats their registrations hold. A seat is held by an order that contains the event and is paid,
// still unpaid (pending, waiting_verification), or rejected while it may still get a new proof (decision 0012
// "Seats and quota"; the same rule as modules/catalog and orders/pricing.ts holdsItems).
import { and, desc, eq, gt, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, orderItems, orders, users } from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';
import type { EventInputBody } from './schemas';

/** SQL: order `o` holds a seat. */
const HOLDS_SEAT =
  "(o.status in ('paid', 'pending', 'waiting_verification') or (o.status = 'rejected' and o.expires_at > now()))";
/** Orders that are no registration at all any more; everything else shows on the member's list. */
const DROPPED_STATUSES = ['expired', 'cancelled'] as const;

// Written out with explicit aliases: drizzle leaves columns unqualified in a one-table select, which would make
// "id" ambiguous inside the subquery.
const heldSeats = sql<number>`(select count(*)::int from order_items oi inner join orders o on o.id =
  oi.order_id where oi.event_id = "events"."id" and ${sql.raw(HOLDS_SEAT)})`;

export const eventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  summary: events.summary,
  description: events.description,
  coverUrl: events.coverUrl,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  location: events.location,
  price: events.price,
  quota: events.quota,
  registrationClosesAt: events.registrationClosesAt,
  speakers: events.speakers,
  published: events.published,
  heldSeats,
};

export type EventRow = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  coverUrl: string | null;
  startsAt: Date;
  endsAt: Date;
  location: string;
  price: number;
  quota: number;
  registrationClosesAt: Date;
  speakers: { name: string; title: string }[];
  published: boolean;
  heldSeats: number;
};

export function createEventsRepository(db: Database) {
  return {
    async memberRegistrations(userId: number, page: PageRequest) {
      const where = and(
        eq(orders.userId, userId),
        eq(orders.kind, 'event'),
        notInArray(orders.status, [...DROPPED_STATUSES]),
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            ...eventColumns,
            idTransaction: orders.idTransaction,
            status: orders.status,
            registeredAt: orders.createdAt,
          })
          .from(orders)
          .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
          .innerJoin(events, eq(events.id, orderItems.eventId))
          .where(where)
          .orderBy(desc(events.startsAt), desc(orders.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(orders)
          .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
          .innerJoin(events, eq(events.id, orderItems.eventId))
          .where(where),
      ]);
      return { rows, total };
    },

    async list(search: string | undefined, page: PageRequest) {
      const where = search ? ilike(events.title, likePattern(search)) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select(eventColumns)
          .from(events)
          .where(where)
          .orderBy(desc(events.startsAt), desc(events.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(events, where),
      ]);
      return { rows, total };
    },

    async find(eventId: number): Promise<EventRow | undefined> {
      const [row] = await db.select(eventColumns).from(events).where(eq(events.id, eventId));
      return row;
    },

    /** The new event's id, or undefined when the slug is taken (the caller draws another). */
    async insert(slug: string, input: EventInputBody): Promise<number | undefined> {
      const [row] = await db
        .insert(events)
        .values({ slug, ...input })
        .onConflictDoNothing({ target: events.slug })
        .returning({ id: events.id });
      return row?.id;
    },

    async update(eventId: number, input: EventInputBody): Promise<boolean> {
      const rows = await db.update(events).set(input).where(eq(events.id, eventId)).returning({ id: events.id });
      return rows.length > 0;
    },

    async registrants(eventId: number, page: PageRequest) {
      const where = and(
        eq(orderItems.eventId, eventId),
        or(
          inArray(orders.status, ['paid', 'pending', 'waiting_verification']),
          and(eq(orders.status, 'rejected'), gt(orders.expiresAt, sql`now()`)),
        ),
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            name: users.name,
            username: users.username,
            email: users.email,
            idTransaction: orders.idTransaction,
            status: orders.status,
            registeredAt: orders.createdAt,
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(where),
      ]);
      return { rows, total };
    },
  };
}
