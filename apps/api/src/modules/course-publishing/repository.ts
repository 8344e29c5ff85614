// The reads and small writes of course publishing (decision 0053): a catalogue course with its working copy and its
// submissions, the admins' queue of submissions waiting.
import type { CourseSettings, CourseSubmissionSummary } from '@akademi-siber/util-contracts';
import { and, count, desc, eq, inArray, like, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client';
import { courses, courseSubmissions, enrollments, users } from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';
import { THUMBNAIL_URL_PREFIX } from './thumbnail-file';

const settingsColumns = {
  title: courses.title,
  level: courses.level,
  category: courses.category,
  description: courses.description,
  price: courses.price,
  includedInSubscription: courses.includedInSubscription,
  thumbnailUrl: courses.thumbnailUrl,
};

export interface CourseRow {
  id: number;
  slug: string;
  authorId: number;
  published: boolean;
  settings: CourseSettings;
}

/** A catalogue course by slug (never a batch's content or a working copy). */
export async function findCourse(db: Executor, slug: string, lock = false): Promise<CourseRow | undefined> {
  const query = db
    .select({ id: courses.id, slug: courses.slug, authorId: courses.authorId, published: courses.published })
    .from(courses)
    .where(and(eq(courses.slug, slug), eq(courses.owner, 'course')));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) return undefined;
  return { ...row, settings: await settingsOf(db, row.id) };
}

export async function settingsOf(db: Executor, courseId: number): Promise<CourseSettings> {
  const [row] = await db.select(settingsColumns).from(courses).where(eq(courses.id, courseId));
  return row;
}

/** The course's working copy, if a change is in work. */
export async function findCopy(db: Executor, courseId: number, lock = false) {
  const query = db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(and(eq(courses.sourceId, courseId), eq(courses.owner, 'revision')));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function pendingSubmission(db: Executor, courseId: number) {
  const [row] = await db
    .select({ id: courseSubmissions.id, note: courseSubmissions.note, changes: courseSubmissions.changes })
    .from(courseSubmissions)
    .where(and(eq(courseSubmissions.courseId, courseId), eq(courseSubmissions.status, 'pending')));
  return row;
}

const reviewers = alias(users, 'reviewers');

/** The course's submissions, newest first (the author's history; the last decision decides the state). */
export async function submissionsOf(db: Executor, courseId: number, limit = 20): Promise<CourseSubmissionSummary[]> {
  const rows = await db
    .select({
      id: courseSubmissions.id,
      status: courseSubmissions.status,
      note: courseSubmissions.note,
      changes: courseSubmissions.changes,
      submittedAt: courseSubmissions.submittedAt,
      submittedBy: users.name,
      reviewComment: courseSubmissions.reviewComment,
      reviewedAt: courseSubmissions.reviewedAt,
      reviewerName: reviewers.name,
      version: courseSubmissions.version,
    })
    .from(courseSubmissions)
    .innerJoin(users, eq(users.id, courseSubmissions.submittedBy))
    .leftJoin(reviewers, eq(reviewers.id, courseSubmissions.reviewerId))
    .where(eq(courseSubmissions.courseId, courseId))
    .orderBy(desc(courseSubmissions.submittedAt), desc(courseSubmissions.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  }));
}

export async function lastVersion(db: Executor, courseId: number): Promise<number> {
  const [row] = await db
    .select({ version: max(courseSubmissions.version) })
    .from(courseSubmissions)
    .where(eq(courseSubmissions.courseId, courseId));
  return row?.version ?? 0;
}

export async function studentCount(db: Executor, courseId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(enrollments).where(eq(enrollments.courseId, courseId));
  return row?.total ?? 0;
}

/** Slugs taken that start with `base` (every course record: a copy's or a batch's content's slug is taken too). */
export async function slugsLike(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(like(courses.slug, `${base.replace(/[%_\\]/g, '\\$&')}%`));
  return new Set(rows.map((row) => row.slug));
}

/** Course rows that still name one of these thumbnail keys. */
export async function thumbnailKeysInUse(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: courses.thumbnailKey })
    .from(courses)
    .where(inArray(courses.thumbnailKey, [...keys]));
  return new Set(rows.map((row) => row.key).filter((key): key is string => key !== null));
}

/** The admins' queue: submissions waiting, newest first. */
export async function reviewQueue(db: Executor, page: PageRequest) {
  const copies = alias(courses, 'copies');
  const where = eq(courseSubmissions.status, 'pending');
  const [rows, total] = await Promise.all([
    db
      .select({
        courseSlug: courses.slug,
        title: sql<string>`coalesce(${copies.title}, ${courses.title})`,
        authorName: users.name,
        submittedAt: courseSubmissions.submittedAt,
        note: courseSubmissions.note,
        changes: courseSubmissions.changes,
      })
      .from(courseSubmissions)
      .innerJoin(courses, eq(courses.id, courseSubmissions.courseId))
      .leftJoin(copies, eq(copies.sourceId, courses.id))
      .innerJoin(users, eq(users.id, courseSubmissions.submittedBy))
      .where(where)
      .orderBy(desc(courseSubmissions.submittedAt), desc(courseSubmissions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(courseSubmissions, where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      submittedAt: row.submittedAt.toISOString(),
      firstVersion: row.changes.firstVersion,
    })),
    total,
  };
}

export const lockCourseRow = (tx: Transaction, courseId: number) =>
  tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');

/** The storage key of a thumbnail some course (or working copy) uses, by the file name of its URL. */
export async function thumbnailKeyOf(db: Executor, file: string): Promise<string | null> {
  const [row] = await db
    .select({ key: courses.thumbnailKey })
    .from(courses)
    .where(eq(courses.thumbnailUrl, `${THUMBNAIL_URL_PREFIX}${file}`))
    .limit(1);
  return row?.key ?? null;
}
