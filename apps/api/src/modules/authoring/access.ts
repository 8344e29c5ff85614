// Who may author a content course, found by its slug: its author (`courses.author_id`) or any admin. Anyone else
// gets the same 404 as for a slug that does not exist. A batch's content is made on its first write (decision 0041's
// `ensureBatchContent`), never by a read: before it, the batch's instructor reads an empty outline.
import { eq } from 'drizzle-orm';
import type { ContentOwner } from '../../db/schema';
import type { Database } from '../../db/client';
import { courses, liveClassBatches, liveClasses } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { batchContentSlug, ensureBatchContent } from '../sessions';
import { AUTHORING_MESSAGES } from './schemas';

export interface Staff {
  id: number;
  role: string;
}

export interface AuthoredCourse {
  /** Null: a batch's content that is not made yet (only ever on a read). */
  id: number | null;
  slug: string;
  title: string;
  owner: Exclude<ContentOwner, 'revision'>;
}

export interface ExistingCourse extends AuthoredCourse {
  id: number;
}

const BATCH_CONTENT = /^batch-([1-9]\d{0,9})-materi$/;

const notFound = () => new ApiError(404, AUTHORING_MESSAGES.contentNotFound);
const mayAuthor = (staff: Staff, authorId: number) => staff.role === 'admin' || authorId === staff.id;

async function courseBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      owner: courses.owner,
      authorId: courses.authorId,
    })
    .from(courses)
    .where(eq(courses.slug, slug));
  return row;
}

/** The batch a not-yet-made content slug names, with its instructor; undefined for any other slug. */
async function batchOfSlug(db: Database, slug: string) {
  const match = BATCH_CONTENT.exec(slug);
  const batchId = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(batchId) || batchId > 2147483647 || batchContentSlug(batchId) !== slug) return undefined;
  const [row] = await db
    .select({
      id: liveClassBatches.id,
      name: liveClassBatches.name,
      title: liveClasses.title,
      instructorId: liveClasses.instructorId,
    })
    .from(liveClassBatches)
    .innerJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
    .where(eq(liveClassBatches.id, batchId));
  return row;
}

export function createContentAccess(db: Database) {
  /** The content as a read sees it: a batch's content not made yet is an empty one. */
  async function readable(staff: Staff, slug: string): Promise<AuthoredCourse> {
    const course = await courseBySlug(db, slug);
    if (course) {
      if (!mayAuthor(staff, course.authorId)) throw notFound();
      // A course's working copy (decision 0053) is edited exactly as the course itself.
      const owner = course.owner === 'revision' ? 'course' : course.owner;
      return { id: course.id, slug: course.slug, title: course.title, owner };
    }
    const batch = await batchOfSlug(db, slug);
    if (!batch || !mayAuthor(staff, batch.instructorId)) throw notFound();
    return { id: null, slug, title: `${batch.title} — ${batch.name}`.slice(0, 200), owner: 'batch' };
  }

  return {
    readable,

    /**
     * The content a write goes to, from what `readable` answered: a batch's content is made now if it was not yet.
     * Called after the body was checked, so a refused write changes nothing.
     */
    async made(content: AuthoredCourse): Promise<ExistingCourse> {
      if (content.id !== null) return { ...content, id: content.id };
      const batch = await batchOfSlug(db, content.slug);
      const made = batch ? await ensureBatchContent(db, batch.id) : undefined;
      if (!made) throw notFound();
      return { ...content, id: made.courseId, slug: made.slug };
    },

    /** The content of an existing object (module, material, …): a content not made yet has none of them. */
    async existing(staff: Staff, slug: string, notFoundMessage: string): Promise<ExistingCourse> {
      const content = await readable(staff, slug);
      if (content.id === null) throw new ApiError(404, notFoundMessage);
      return { ...content, id: content.id };
    },
  };
}

export type ContentAccess = ReturnType<typeof createContentAccess>;
