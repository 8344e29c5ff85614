// When a catalogue course's content may not be written (decision 0053): by its author, never the published rows
// themselves (a change goes to the course's working copy and waits for review), and nothing while an admin reviews
// the course or its copy. Admins may write any course at any time. Someone who may not author the course passes
// through to the route and gets its 404, so this says nothing about other authors' courses.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { courses, courseSubmissions } from '../../db/schema';
import { ApiError } from '../../plugins/errors';

export const EDIT_LOCK_MESSAGES = {
  published:
    'Kelas ini sudah terbit. Ubah isinya lewat halaman Materi di pembuat kelas: perubahan disimpan sebagai versi ' +
    'baru dan peserta tetap melihat versi terbit sampai admin menyetujuinya.',
  inReview: 'Kelas ini sedang ditinjau admin, jadi belum dapat diubah. Tunggu hasil tinjauan.',
} as const;

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Throws 409 when the caller may not write this content now; answers quietly otherwise. */
export async function assertContentWritable(db: Database, staff: { id: number; role: string }, slug: string) {
  if (staff.role === 'admin') return;
  const [course] = await db
    .select({
      id: courses.id,
      owner: courses.owner,
      published: courses.published,
      authorId: courses.authorId,
      sourceId: courses.sourceId,
    })
    .from(courses)
    .where(eq(courses.slug, slug));
  if (!course || course.authorId !== staff.id) return;
  if (course.owner !== 'course' && course.owner !== 'revision') return;
  if (course.owner === 'course' && course.published) throw new ApiError(409, EDIT_LOCK_MESSAGES.published);
  const [pending] = await db
    .select({ id: courseSubmissions.id })
    .from(courseSubmissions)
    .where(
      and(eq(courseSubmissions.courseId, course.sourceId ?? course.id), sql`${courseSubmissions.status} = 'pending'`),
    );
  if (pending) throw new ApiError(409, EDIT_LOCK_MESSAGES.inReview);
}

/** The authoring routes' hook: every write under `…/content/:authoredContentSlug`. */
export function contentEditLock(db: Database) {
  return async (request: FastifyRequest) => {
    if (SAFE.has(request.method) || !request.user) return;
    const slug = (request.params as { authoredContentSlug?: unknown } | undefined)?.authoredContentSlug;
    if (typeof slug !== 'string') return;
    await assertContentWritable(db, request.user, slug);
  };
}
