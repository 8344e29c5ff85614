// Building and publishing a catalogue course (decision 0053). A course is made as a draft and edited in place until
// its first approval; once published, every change (settings, content) goes to its working copy, which an approval
// merges into the published rows. While an admin reviews a course, its author changes nothing.
import type {
  BuiltCourse,
  CourseCreateInput,
  CourseSettingsInput,
  CourseSlugSuggestion,
  CourseState,
} from '@akademi-siber/util-contracts';
import {
  courseCreateInputSchema,
  courseSettingsInputSchema,
  courseSubmitInputSchema,
} from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, courseSubmissions } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { requiredBody } from '../../plugins/request-schemas';
import { removeStoredFiles, slugFromTitle, uniqueSlug, type MaterialStorage } from '../authoring';
import { notifyAdmins } from '../notifications';
import type { UploadedFile } from '../storage';
import { changesAnything, copyChanges, firstVersionChanges } from './changes';
import * as repo from './repository';
import { PUBLISHING_MESSAGES as MESSAGES } from './schemas';
import { thumbnailUrlOf, THUMBNAIL_PREFIX } from './thumbnail-file';
import { cloneCourse, courseFiles } from './working-copy';

export interface Staff {
  id: number;
  role: string;
}

export interface Log {
  warn: (object: object, message: string) => void;
}

const mayAuthor = (staff: Staff, authorId: number) => staff.role === 'admin' || staff.id === authorId;

export function createPublishingService(db: Database, storage: MaterialStorage, log: Log) {
  /** The course, or 404 for a slug that is not a catalogue course or one the caller may not author. */
  async function courseOf(staff: Staff, slug: string) {
    const course = await repo.findCourse(db, slug);
    if (!course || !mayAuthor(staff, course.authorId)) throw new ApiError(404, MESSAGES.courseNotFound);
    return course;
  }

  async function assertNotInReview(staff: Staff, courseId: number) {
    if (staff.role !== 'admin' && (await repo.pendingSubmission(db, courseId))) {
      throw new ApiError(409, MESSAGES.inReview);
    }
  }

  /** Where a change of this course is written: the course itself until published, then its working copy. */
  async function editTarget(course: repo.CourseRow): Promise<number> {
    if (!course.published) return course.id;
    const existing = await repo.findCopy(db, course.id);
    if (existing) return existing.id;
    return db.transaction(async (tx) => {
      await repo.lockCourseRow(tx, course.id);
      const raced = await repo.findCopy(tx, course.id);
      return raced ? raced.id : (await cloneCourse(tx, course.id, course.slug)).id;
    });
  }

  async function removeThumbnails(keys: readonly string[]) {
    const inUse = await repo.thumbnailKeysInUse(db, keys);
    for (const key of keys.filter((candidate) => !inUse.has(candidate))) {
      try {
        await storage.delete(key);
      } catch (error) {
        log.warn({ err: error, key }, 'publishing: a course thumbnail could not be removed from storage');
      }
    }
  }

  async function built(slug: string): Promise<BuiltCourse> {
    const course = await repo.findCourse(db, slug);
    if (!course) throw new ApiError(404, MESSAGES.courseNotFound);
    const [copy, submissions, version, students] = await Promise.all([
      repo.findCopy(db, course.id),
      repo.submissionsOf(db, course.id),
      repo.lastVersion(db, course.id),
      repo.studentCount(db, course.id),
    ]);
    const latest = submissions[0];
    // Sent back: until resubmitted — or, for a published course, until its working copy is dropped.
    const state: CourseState =
      latest?.status === 'pending'
        ? 'in_review'
        : latest?.status === 'returned' && (copy || !course.published)
          ? 'returned'
          : course.published
            ? 'published'
            : 'draft';
    return {
      slug: course.slug,
      state,
      published: course.published,
      settings: copy ? await repo.settingsOf(db, copy.id) : course.settings,
      editingSlug: copy ? copy.slug : course.published ? null : course.slug,
      hasWorkingCopy: Boolean(copy),
      editable: state !== 'in_review',
      slugEditable: !course.published && version === 0 && state !== 'in_review',
      version,
      students,
      submissions,
    };
  }

  return {
    built,

    async detail(staff: Staff, slug: string): Promise<BuiltCourse> {
      await courseOf(staff, slug);
      return built(slug);
    },

    async suggestSlug(title: string | undefined, slug: string | undefined): Promise<CourseSlugSuggestion> {
      const base =
        slug ??
        slugFromTitle(title ?? '')
          .slice(0, 120)
          .replace(/-+$/, '');
      const taken = await repo.slugsLike(db, base);
      return { slug: uniqueSlug(base || 'kelas', taken), available: !taken.has(base) };
    },

    async create(staff: Staff, body: unknown): Promise<BuiltCourse> {
      const input: CourseCreateInput = requiredBody(courseCreateInputSchema, body);
      const [made] = await db
        .insert(courses)
        .values({ ...input, authorId: staff.id, owner: 'course', published: false })
        .onConflictDoNothing({ target: courses.slug })
        .returning({ slug: courses.slug });
      if (!made)
        throw new ApiError(409, MESSAGES.slugTaken, {}, { errors: [{ path: 'slug', message: MESSAGES.slugTaken }] });
      return built(made.slug);
    },

    async saveSettings(staff: Staff, slug: string, body: unknown): Promise<BuiltCourse> {
      const course = await courseOf(staff, slug);
      const input: CourseSettingsInput = requiredBody(courseSettingsInputSchema, body);
      await assertNotInReview(staff, course.id);
      const { slug: newSlug, ...settings } = input;
      const renaming = newSlug !== undefined && newSlug !== course.slug;
      if (renaming && (course.published || (await repo.lastVersion(db, course.id)) > 0)) {
        throw new ApiError(422, MESSAGES.slugFixed, {}, { errors: [{ path: 'slug', message: MESSAGES.slugFixed }] });
      }
      if (renaming && (await repo.slugsLike(db, newSlug)).has(newSlug)) {
        throw new ApiError(409, MESSAGES.slugTaken, {}, { errors: [{ path: 'slug', message: MESSAGES.slugTaken }] });
      }
      const target = await editTarget(course);
      await db
        .update(courses)
        .set({ ...settings, ...(renaming ? { slug: newSlug } : {}) })
        .where(eq(courses.id, target));
      return built(renaming ? newSlug : course.slug);
    },

    async setThumbnail(staff: Staff, slug: string, file: UploadedFile): Promise<BuiltCourse> {
      const course = await courseOf(staff, slug);
      await assertNotInReview(staff, course.id);
      const target = await editTarget(course);
      const [before] = await db.select({ key: courses.thumbnailKey }).from(courses).where(eq(courses.id, target));
      const key = await storage.put(THUMBNAIL_PREFIX, file.bytes, file.extension);
      await db
        .update(courses)
        .set({ thumbnailKey: key, thumbnailUrl: thumbnailUrlOf(key) })
        .where(eq(courses.id, target));
      if (before?.key) await removeThumbnails([before.key]);
      return built(course.slug);
    },

    /** Starts a change of a published course: makes its working copy (nothing when one exists). */
    async startRevision(staff: Staff, slug: string): Promise<BuiltCourse> {
      const course = await courseOf(staff, slug);
      if (!course.published) throw new ApiError(409, MESSAGES.draftHasNoCopy);
      await assertNotInReview(staff, course.id);
      await editTarget(course);
      return built(course.slug);
    },

    /** Drops the working copy and what was uploaded only to it; the published version stays as it is. */
    async discardRevision(staff: Staff, slug: string): Promise<BuiltCourse> {
      const course = await courseOf(staff, slug);
      await assertNotInReview(staff, course.id);
      const dropped = await db.transaction(async (tx) => {
        await repo.lockCourseRow(tx, course.id);
        const copy = await repo.findCopy(tx, course.id, true);
        if (!copy) throw new ApiError(409, MESSAGES.noCopy);
        const files = await courseFiles(tx, copy.id);
        const [thumbnail] = await tx.select({ key: courses.thumbnailKey }).from(courses).where(eq(courses.id, copy.id));
        await tx.delete(courses).where(eq(courses.id, copy.id));
        return { files, thumbnailKeys: thumbnail?.key ? [thumbnail.key] : [] };
      });
      await removeStoredFiles(storage, dropped.files, log);
      await removeThumbnails(dropped.thumbnailKeys);
      return built(course.slug);
    },

    async submit(staff: Staff, slug: string, body: unknown): Promise<BuiltCourse> {
      const course = await courseOf(staff, slug);
      const { note } = requiredBody(courseSubmitInputSchema, body);
      await db.transaction(async (tx) => {
        await repo.lockCourseRow(tx, course.id);
        if (await repo.pendingSubmission(tx, course.id)) throw new ApiError(409, MESSAGES.alreadyPending);
        const copy = await repo.findCopy(tx, course.id);
        if (course.published && !copy) throw new ApiError(409, MESSAGES.nothingToSubmit);
        const changes = copy ? await copyChanges(tx, course.id, copy.id) : await firstVersionChanges(tx, course.id);
        if (!changesAnything(changes)) throw new ApiError(409, MESSAGES.nothingToSubmit);
        if (changes.firstVersion && changes.materialsAdded === 0) throw new ApiError(422, MESSAGES.needsMaterial);
        await tx.insert(courseSubmissions).values({ courseId: course.id, submittedBy: staff.id, note, changes });
        await notifyAdmins(
          tx,
          `Kelas diajukan untuk ditinjau: ${course.settings.title}`,
          note || 'Pengajar mengajukan kelas ini untuk ditinjau.',
          `/admin/tinjauan-kelas/${course.slug}`,
        );
      });
      return built(course.slug);
    },
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
