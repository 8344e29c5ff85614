// The admins' side of publishing (decision 0053): the queue of submissions, what one submits, and the decision. An
// approval publishes a first version, or merges a published course's working copy into it, and numbers the version;
// a return needs a comment, which the author sees. Files the merge replaced leave storage after the commit.
import type { CourseReviewRow } from '@akademi-siber/util-contracts';
import { courseApproveInputSchema, courseReturnInputSchema } from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, courseSubmissions } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { requiredBody } from '../../plugins/request-schemas';
import { readOutline, removeStoredFiles, type MaterialStorage } from '../authoring';
import { notify } from '../notifications';
import { mergeWorkingCopy } from './merge';
import * as repo from './repository';
import { PUBLISHING_MESSAGES as MESSAGES } from './schemas';
import type { Log, PublishingService, Staff } from './service';

export function createReviewService(db: Database, storage: MaterialStorage, log: Log, publishing: PublishingService) {
  /** The course and its waiting submission, locked, or 404 / 409. */
  async function pendingOf(tx: Database | Parameters<Parameters<Database['transaction']>[0]>[0], slug: string) {
    const course = await repo.findCourse(tx, slug, true);
    if (!course) throw new ApiError(404, MESSAGES.courseNotFound);
    const submission = await repo.pendingSubmission(tx, course.id);
    if (!submission) throw new ApiError(409, MESSAGES.notPending);
    return { course, submission };
  }

  return {
    async queue(page: PageRequest): Promise<{ items: CourseReviewRow[]; total: number }> {
      const { rows, total } = await repo.reviewQueue(db, page);
      return { items: rows, total };
    },

    /** The submitted version: its settings and its whole outline (the working copy's, or the draft's own). */
    async detail(slug: string) {
      const course = await repo.findCourse(db, slug);
      if (!course) throw new ApiError(404, MESSAGES.courseNotFound);
      const copy = await repo.findCopy(db, course.id);
      const contentId = copy?.id ?? course.id;
      const [builtCourse, outline, settings] = await Promise.all([
        publishing.built(slug),
        readOutline(db, contentId),
        repo.settingsOf(db, contentId),
      ]);
      return { course: builtCourse, settings, outline: { modules: outline.modules, exam: outline.exam } };
    },

    async approve(admin: Staff, slug: string, body: unknown) {
      const { comment } = requiredBody(courseApproveInputSchema, body);
      const result = await db.transaction(async (tx) => {
        const { course, submission } = await pendingOf(tx, slug);
        const copy = await repo.findCopy(tx, course.id, true);
        const replaced = copy
          ? await mergeWorkingCopy(tx, course.id, copy.id)
          : { materials: [], thumbnailKeys: [] as string[] };
        if (!copy) await tx.update(courses).set({ published: true }).where(eq(courses.id, course.id));
        const version = (await repo.lastVersion(tx, course.id)) + 1;
        await tx
          .update(courseSubmissions)
          .set({
            status: 'approved',
            reviewerId: admin.id,
            reviewComment: comment || null,
            reviewedAt: new Date(),
            version,
          })
          .where(and(eq(courseSubmissions.id, submission.id), eq(courseSubmissions.status, 'pending')));
        await notify(
          tx,
          course.authorId,
          `Kelas disetujui dan terbit: ${course.settings.title}`,
          comment || `Versi ${version} sekarang dilihat peserta.`,
          `/author/kelas/${course.slug}`,
        );
        return replaced;
      });
      await removeStoredFiles(storage, result.materials, log);
      const inUse = await repo.thumbnailKeysInUse(db, result.thumbnailKeys);
      for (const key of result.thumbnailKeys.filter((candidate) => !inUse.has(candidate))) {
        await storage
          .delete(key)
          .catch((error: unknown) => log.warn({ err: error, key }, 'publishing: thumbnail left'));
      }
      return publishing.built(slug);
    },

    async sendBack(admin: Staff, slug: string, body: unknown) {
      const { comment } = requiredBody(courseReturnInputSchema, body);
      await db.transaction(async (tx) => {
        const { course, submission } = await pendingOf(tx, slug);
        await tx
          .update(courseSubmissions)
          .set({ status: 'returned', reviewerId: admin.id, reviewComment: comment, reviewedAt: new Date() })
          .where(eq(courseSubmissions.id, submission.id));
        await notify(
          tx,
          course.authorId,
          `Kelas dikembalikan untuk diperbaiki: ${course.settings.title}`,
          comment,
          `/author/kelas/${course.slug}`,
        );
      });
      return publishing.built(slug);
    },
  };
}
