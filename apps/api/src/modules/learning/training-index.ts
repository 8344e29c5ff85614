// GET /api/member/training-index (spec §2 /member/training-index): the member's scheduled trainings — every
// live-class batch they are in, with its sessions (whether a meeting link is set; the link itself comes with the join,
// which records attendance: modules/sessions), the batch with the next session first, finished batches last.
import type { TrainingIndexBatch } from '@akademi-siber/util-contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { batchEnrollments, batchSessions, liveClassBatches, liveClasses } from '../../db/schema';
import { envelopeSchema } from '../../plugins/envelope';

/** More batches than any member follows; the bound only keeps an odd account from making a huge answer. */
export const MAX_TRAINING_BATCHES = 100;

export const trainingIndexResponseSchema = envelopeSchema(
  z.array(
    z.object({
      liveClassSlug: z.string(),
      liveClassTitle: z.string(),
      batchSlug: z.string(),
      batchName: z.string(),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      sessions: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          startsAt: z.iso.datetime(),
          endsAt: z.iso.datetime(),
          hasMeeting: z.boolean(),
        }),
      ),
      nextSessionAt: z.iso.datetime().nullable(),
    }),
  ),
);

export async function trainingIndex(db: Database, userId: number, now = new Date()): Promise<TrainingIndexBatch[]> {
  const batches = await db
    .select({
      id: liveClassBatches.id,
      liveClassSlug: liveClasses.slug,
      liveClassTitle: liveClasses.title,
      batchSlug: liveClassBatches.slug,
      batchName: liveClassBatches.name,
      startsAt: liveClassBatches.startsAt,
      endsAt: liveClassBatches.endsAt,
    })
    .from(batchEnrollments)
    .innerJoin(liveClassBatches, eq(liveClassBatches.id, batchEnrollments.batchId))
    .innerJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
    .where(eq(batchEnrollments.userId, userId))
    .limit(MAX_TRAINING_BATCHES);
  if (batches.length === 0) return [];
  const sessions = await db
    .select()
    .from(batchSessions)
    .where(
      and(
        inArray(
          batchSessions.batchId,
          batches.map((batch) => batch.id),
        ),
      ),
    )
    .orderBy(asc(batchSessions.startsAt), asc(batchSessions.id));
  const items = batches.map((batch) => {
    const own = sessions.filter((session) => session.batchId === batch.id);
    const next = own.find((session) => session.endsAt > now) ?? null;
    return {
      liveClassSlug: batch.liveClassSlug,
      liveClassTitle: batch.liveClassTitle,
      batchSlug: batch.batchSlug,
      batchName: batch.batchName,
      startsAt: batch.startsAt.toISOString(),
      endsAt: batch.endsAt.toISOString(),
      sessions: own.map((session) => ({
        id: session.id,
        title: session.title,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        hasMeeting: session.meetingUrl !== null,
      })),
      nextSessionAt: next ? next.startsAt.toISOString() : null,
    };
  });
  // Upcoming first (soonest next session), then finished batches, latest first.
  return items.sort((a, b) => {
    if (a.nextSessionAt && b.nextSessionAt) return a.nextSessionAt.localeCompare(b.nextSessionAt);
    if (a.nextSessionAt) return -1;
    if (b.nextSessionAt) return 1;
    return b.endsAt.localeCompare(a.endsAt);
  });
}
