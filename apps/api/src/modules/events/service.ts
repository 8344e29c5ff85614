// Cyber Insight events: the member's registrations (orders of kind event, made by checkout) and the staff's
// event management. Registration itself is checkout's (decision 0012), never this module's.
import { randomBytes } from 'node:crypto';
import type { AdminEvent, EventRegistrant, EventSummary, MemberEventRegistration } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { createEventsRepository, type EventRow } from './repository';
import type { EventInputBody } from './schemas';

export const EVENT_NOT_FOUND = 'Event tidak ditemukan.';

/** What the public list says about an event (same rules as modules/catalog): closed, full, or open. */
export function toEventSummary(row: EventRow, now = new Date()): EventSummary {
  const seatsLeft = Math.max(0, row.quota - row.heldSeats);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    location: row.location,
    price: row.price,
    quota: row.quota,
    seatsLeft,
    registrationClosesAt: row.registrationClosesAt.toISOString(),
    registrationStatus: now > row.registrationClosesAt ? 'closed' : seatsLeft === 0 ? 'full' : 'open',
  };
}

function toAdminEvent(row: EventRow): AdminEvent {
  return {
    ...toEventSummary(row),
    description: row.description,
    speakers: row.speakers,
    published: row.published,
    registrantCount: row.heldSeats,
  };
}

/** A readable, URL-safe slug from the title (Indonesian titles are plain Latin text). */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
  return base || 'event';
}

export function createEventsService(db: Database) {
  const repository = createEventsRepository(db);

  async function event(eventId: number): Promise<EventRow> {
    const row = await repository.find(eventId);
    if (!row) throw new ApiError(404, EVENT_NOT_FOUND);
    return row;
  }

  return {
    async memberRegistrations(
      userId: number,
      page: PageRequest,
    ): Promise<{ items: MemberEventRegistration[]; total: number }> {
      const { rows, total } = await repository.memberRegistrations(userId, page);
      const now = new Date();
      return {
        items: rows.map((row) => ({
          event: toEventSummary(row, now),
          idTransaction: row.idTransaction,
          status: row.status,
          registeredAt: row.registeredAt.toISOString(),
        })),
        total,
      };
    },

    async list(search: string | undefined, page: PageRequest) {
      const { rows, total } = await repository.list(search, page);
      return { items: rows.map(toAdminEvent), total };
    },

    async create(input: EventInputBody): Promise<AdminEvent> {
      const base = slugify(input.title);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
        const id = await repository.insert(slug, input);
        if (id !== undefined) return toAdminEvent(await event(id));
      }
      throw new Error('events: could not find a free slug');
    },

    /** The slug stays (links to the event keep working); the quota may not drop below the seats already held. */
    async update(eventId: number, input: EventInputBody): Promise<AdminEvent> {
      const current = await event(eventId);
      if (input.quota < current.heldSeats) {
        throw new ApiError(409, `Kuota tidak boleh lebih kecil dari jumlah pendaftar (${current.heldSeats}).`);
      }
      if (!(await repository.update(eventId, input))) throw new ApiError(404, EVENT_NOT_FOUND);
      return toAdminEvent(await event(eventId));
    },

    async registrants(eventId: number, page: PageRequest): Promise<{ items: EventRegistrant[]; total: number }> {
      await event(eventId);
      const { rows, total } = await repository.registrants(eventId, page);
      return { items: rows.map((row) => ({ ...row, registeredAt: row.registeredAt.toISOString() })), total };
    },
  };
}
