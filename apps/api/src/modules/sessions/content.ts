// A batch's content (decision 0041): the course record (owner 'batch') that holds the batch's modules, materials,
// quizzes, pre-test, post-test, final test (its exam) and discussions, so the course player, the quiz engine and the
// discussions serve a batch unchanged. It is made on first use, under a lock on the batch, so two first uses at once
// make one; the batch's instructor is its author (the author pages and discussion moderation follow from that).
import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { courses, liveClassBatches, liveClasses } from '../../db/schema';

export interface BatchContent {
  courseId: number;
  slug: string;
}

/** The content course's slug: not a catalogue slug (those never start with `batch-`), stable for the batch's life. */
export const batchContentSlug = (batchId: number) => `batch-${batchId}-materi`;

async function existing(db: Executor, batchId: number): Promise<BatchContent | undefined> {
  const [row] = await db
    .select({ courseId: courses.id, slug: courses.slug })
    .from(liveClassBatches)
    .innerJoin(courses, eq(courses.id, liveClassBatches.contentCourseId))
    .where(eq(liveClassBatches.id, batchId));
  return row;
}

/** The batch's content, made now when the batch has none yet. Undefined for a batch that does not exist. */
export async function ensureBatchContent(db: Executor, batchId: number): Promise<BatchContent | undefined> {
  const found = await existing(db, batchId);
  if (found) return found;
  return db.transaction(async (tx: Transaction) => {
    const [batch] = await tx
      .select({
        id: liveClassBatches.id,
        contentCourseId: liveClassBatches.contentCourseId,
        name: liveClassBatches.name,
        title: liveClasses.title,
        level: liveClasses.level,
        category: liveClasses.category,
        description: liveClasses.description,
        thumbnailUrl: liveClasses.thumbnailUrl,
        instructorId: liveClasses.instructorId,
      })
      .from(liveClassBatches)
      .innerJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
      .where(eq(liveClassBatches.id, batchId))
      .for('update', { of: liveClassBatches });
    if (!batch) return undefined;
    if (batch.contentCourseId !== null) return existing(tx, batchId);
    const slug = batchContentSlug(batchId);
    const [course] = await tx
      .insert(courses)
      .values({
        slug,
        title: `${batch.title} — ${batch.name}`.slice(0, 200),
        level: batch.level,
        category: batch.category,
        description: batch.description,
        thumbnailUrl: batch.thumbnailUrl,
        authorId: batch.instructorId,
        published: true,
        owner: 'batch',
      })
      .returning({ id: courses.id, slug: courses.slug });
    await tx.update(liveClassBatches).set({ contentCourseId: course.id }).where(eq(liveClassBatches.id, batchId));
    return { courseId: course.id, slug: course.slug };
  });
}

/**
 * Keeps the contents' titles "{live class} — {batch}" (after either is renamed): the title is what the certificate, the
 * player and the notifications show.
 */
export async function syncContentTitles(tx: Transaction, liveClassId: number) {
  await tx.execute(sql`
    update courses c set title = left(lc.title || ' — ' || b.name, 200)
    from live_class_batches b join live_classes lc on lc.id = b.live_class_id
    where c.id = b.content_course_id and lc.id = ${liveClassId}`);
}

/** Keeps the content's author the batch's instructor (after the live class's instructor changes). */
export async function syncContentAuthor(tx: Transaction, liveClassId: number, instructorId: number) {
  await tx
    .update(courses)
    .set({ authorId: instructorId })
    .where(
      sql`${courses.id} in (select ${liveClassBatches.contentCourseId} from ${liveClassBatches}
        where ${liveClassBatches.liveClassId} = ${liveClassId})`,
    );
}
