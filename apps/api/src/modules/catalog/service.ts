// The public catalog: courses with their syllabus, reviews and free previews; live classes with their batches'
// seats and registration status; corporate trainings and the request form; Cyber Insight events; plans, promo
// banners and testimonials; and what a signed-in member may do with a course (decision 0012).
import {
  COURSE_LEVELS,
  type CorporateTrainingDetail,
  type CorporateTrainingSummary,
  type CourseAccess,
  type CourseDetail,
  type CourseFilters,
  type CourseReview,
  type CourseSummary,
  type EventDetail,
  type EventSummary,
  type LiveClassBatch,
  type LiveClassDetail,
  type LiveClassSummary,
  type MaterialPreview,
  type PromoBanner,
  type StaffLink,
  type SubscriptionPlan,
  type Testimonial,
} from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { notifyAdmins } from '../notifications';
import { bundledMedia, type MediaFile } from './media';
import { createCatalogRepository, type BatchRow, type CourseFilter, type EventRow } from './repository';
import { MESSAGES, type TrainingRequestBody } from './schemas';

type Page<T> = { items: T[]; total: number };

type CourseRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createCatalogRepository>['courses']>>['rows'][number]
>;

function toCourseSummary(row: CourseRow): CourseSummary {
  return {
    slug: row.slug,
    title: row.title,
    level: row.level,
    category: row.category,
    thumbnailUrl: row.thumbnailUrl,
    price: row.price,
    salePrice: row.salePrice,
    includedInSubscription: row.includedInSubscription,
    author: row.author,
    totalModules: row.totalModules,
    totalMaterials: row.totalMaterials,
    durationSeconds: row.durationSeconds,
    enrolledCount: row.enrolledCount,
  };
}

/** Registration window first (upcoming / closed), then seats (full / open). */
export function batchRegistrationStatus(
  batch: { registrationOpensAt: Date; registrationClosesAt: Date },
  seatsLeft: number,
  now: Date,
): LiveClassBatch['registrationStatus'] {
  if (now < batch.registrationOpensAt) return 'upcoming';
  if (now > batch.registrationClosesAt) return 'closed';
  return seatsLeft === 0 ? 'full' : 'open';
}

function toBatch(row: BatchRow, sessions: LiveClassBatch['sessions'], now: Date): LiveClassBatch {
  const seatsLeft = Math.max(0, row.quota - row.seatsTaken);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: row.price,
    salePrice: row.salePrice,
    quota: row.quota,
    seatsLeft,
    registrationOpensAt: row.registrationOpensAt.toISOString(),
    registrationClosesAt: row.registrationClosesAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    registrationStatus: batchRegistrationStatus(row, seatsLeft, now),
    sessions,
  };
}

function toEventSummary(row: EventRow, now: Date): EventSummary {
  const seatsLeft = Math.max(0, row.quota - row.seatsTaken);
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

export function createCatalogService(db: Database) {
  const repository = createCatalogRepository(db);

  async function courseIdOr404(slug: string): Promise<number> {
    const id = await repository.publishedCourseId(slug);
    if (id === null) throw new ApiError(404, MESSAGES.courseNotFound);
    return id;
  }

  /** Batches of these live classes grouped by class, sessions attached. */
  async function batchesByClass(liveClassIds: number[], now: Date): Promise<Map<number, LiveClassBatch[]>> {
    const batches = await repository.batchesOf(liveClassIds);
    const sessions = await repository.sessionsOf(batches.map((batch) => batch.id));
    const sessionsByBatch = new Map<number, LiveClassBatch['sessions']>();
    for (const session of sessions) {
      const list = sessionsByBatch.get(session.batchId) ?? [];
      list.push({
        title: session.title,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
      });
      sessionsByBatch.set(session.batchId, list);
    }
    const byClass = new Map<number, LiveClassBatch[]>();
    for (const batch of batches) {
      const list = byClass.get(batch.liveClassId) ?? [];
      list.push(toBatch(batch, sessionsByBatch.get(batch.id) ?? [], now));
      byClass.set(batch.liveClassId, list);
    }
    return byClass;
  }

  /** The soonest batch (by start) whose registration is open or not open yet. */
  const nextBatchOf = (batches: LiveClassBatch[]) =>
    batches.find((batch) => batch.registrationStatus === 'open' || batch.registrationStatus === 'upcoming') ?? null;

  return {
    async courses(filter: CourseFilter, page: PageRequest): Promise<Page<CourseSummary>> {
      const { rows, total } = await repository.courses(filter, page);
      return { items: rows.map(toCourseSummary), total };
    },

    async courseFilters(): Promise<CourseFilters> {
      const { categories, levels } = await repository.courseFilters();
      // Known levels in their natural order (Pemula → Mahir), any other after them.
      const rank = (level: string) => {
        const index = (COURSE_LEVELS as readonly string[]).indexOf(level);
        return index === -1 ? COURSE_LEVELS.length : index;
      };
      return { categories, levels: [...levels].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)) };
    },

    async course(slug: string): Promise<CourseDetail> {
      const row = await repository.publishedCourse(slug);
      if (!row) throw new ApiError(404, MESSAGES.courseNotFound);
      const syllabus = await repository.syllabus(row.id);
      const modules: CourseDetail['modules'] = [];
      const byModule = new Map<number, CourseDetail['modules'][number]>();
      for (const item of syllabus) {
        let courseModule = byModule.get(item.moduleId);
        if (!courseModule) {
          courseModule = { slug: item.moduleSlug, title: item.moduleTitle, materials: [] };
          byModule.set(item.moduleId, courseModule);
          modules.push(courseModule);
        }
        if (item.hashId !== null && item.title !== null && item.kind !== null) {
          courseModule.materials.push({
            hashId: item.hashId,
            title: item.title,
            kind: item.kind,
            durationSeconds: item.durationSeconds ?? 0,
            isFreePreview: item.isFreePreview ?? false,
          });
        }
      }
      return {
        ...toCourseSummary(row),
        author: { ...row.author, links: row.author.links as StaffLink[] },
        description: row.description,
        modules,
        rating: row.rating === null ? null : Number(row.rating),
        reviewCount: row.reviewCount,
      };
    },

    async reviews(slug: string, page: PageRequest): Promise<Page<CourseReview>> {
      const { rows, total } = await repository.reviews(await courseIdOr404(slug), page);
      return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
    },

    /** A free-preview material; anything else of the course is 403 and its body never leaves the server. */
    async preview(slug: string, hashId: string): Promise<MaterialPreview> {
      const material = await repository.material(await courseIdOr404(slug), hashId);
      if (!material) throw new ApiError(404, MESSAGES.materialNotFound);
      if (!material.isFreePreview) throw new ApiError(403, MESSAGES.previewForbidden);
      return {
        hashId: material.hashId,
        title: material.title,
        kind: material.kind,
        durationSeconds: material.durationSeconds,
        isFreePreview: true,
        body: material.kind === 'article' ? material.body : null,
        streamUrl:
          material.kind === 'video' && material.videoFile
            ? `/api/courses/${encodeURIComponent(slug)}/preview/${encodeURIComponent(hashId)}/video`
            : null,
        // The author's uploaded video, transcoded: its renditions, served by modules/learning (preview-routes.ts).
        hlsUrl:
          material.kind === 'video' && material.hlsPlaylist
            ? `/api/courses/${encodeURIComponent(slug)}/preview/${encodeURIComponent(hashId)}/hls/${
                material.hlsPlaylist.split('/').pop() ?? ''
              }`
            : null,
      };
    },

    /** The file of a free-preview video; anything else of the course is 403, a video without a file 404. */
    async previewVideo(slug: string, hashId: string): Promise<MediaFile> {
      const material = await repository.material(await courseIdOr404(slug), hashId);
      if (!material) throw new ApiError(404, MESSAGES.materialNotFound);
      if (!material.isFreePreview) throw new ApiError(403, MESSAGES.previewForbidden);
      const file = material.kind === 'video' && material.videoFile ? await bundledMedia(material.videoFile) : null;
      if (!file) throw new ApiError(404, MESSAGES.previewVideoMissing);
      return file;
    },

    async courseAccess(userId: number, slug: string): Promise<CourseAccess> {
      const courseId = await courseIdOr404(slug);
      const [access, inSubscription] = await Promise.all([
        repository.courseAccess(userId, courseId),
        repository.courseInSubscription(courseId),
      ]);
      return {
        enrolled: access.enrolled,
        inCart: access.inCart,
        includedInActiveSubscription: inSubscription && access.subscriptionActive,
        pendingIdTransaction: access.pendingIdTransaction,
      };
    },

    async liveClasses(page: PageRequest, now = new Date()): Promise<Page<LiveClassSummary>> {
      const { rows, total } = await repository.liveClasses(page);
      const batches = await batchesByClass(
        rows.map((row) => row.id),
        now,
      );
      const items = rows.map((row) => ({
        slug: row.slug,
        title: row.title,
        level: row.level,
        category: row.category,
        thumbnailUrl: row.thumbnailUrl,
        instructor: row.instructor,
        nextBatch: nextBatchOf(batches.get(row.id) ?? []),
      }));
      return { items, total };
    },

    async liveClass(slug: string, now = new Date()): Promise<LiveClassDetail> {
      const row = await repository.liveClass(slug);
      if (!row) throw new ApiError(404, MESSAGES.liveClassNotFound);
      const batches = (await batchesByClass([row.id], now)).get(row.id) ?? [];
      return {
        slug: row.slug,
        title: row.title,
        level: row.level,
        category: row.category,
        thumbnailUrl: row.thumbnailUrl,
        instructor: row.instructor,
        nextBatch: nextBatchOf(batches),
        description: row.description,
        syllabus: row.syllabus,
        batches,
      };
    },

    async trainings(page: PageRequest): Promise<Page<CorporateTrainingSummary>> {
      const { rows, total } = await repository.trainings(page);
      return { items: rows, total };
    },

    async training(slug: string): Promise<CorporateTrainingDetail> {
      const row = await repository.training(slug);
      if (!row) throw new ApiError(404, MESSAGES.trainingNotFound);
      return {
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        thumbnailUrl: row.thumbnailUrl,
        durationDays: row.durationDays,
        description: row.description,
        topics: row.topics,
        groups: row.groups.map((group) => ({
          slug: group.slug,
          name: group.name,
          companyName: group.companyName,
          startsAt: group.startsAt.toISOString(),
          endsAt: group.endsAt.toISOString(),
          participantCount: group.participantCount,
        })),
      };
    },

    async requestTraining(input: TrainingRequestBody): Promise<void> {
      const training = input.trainingSlug ? await repository.publishedTrainingTitle(input.trainingSlug) : null;
      if (input.trainingSlug && !training) throw new ApiError(404, MESSAGES.trainingNotFound);
      const trainingId = training?.id ?? null;
      const trainingTitle = training?.title ?? null;
      // The request and every admin's notification commit together.
      await db.transaction(async (tx) => {
        await repository.insertTrainingRequest(tx, {
          companyName: input.companyName,
          contactName: input.contactName,
          email: input.email,
          phone: input.phone,
          participants: input.participants,
          trainingId,
          message: input.message,
        });
        await notifyAdmins(
          tx,
          `Permintaan pelatihan dari ${input.companyName}`,
          `${input.contactName} (${input.email}) meminta ` +
            `${trainingTitle ? `pelatihan "${trainingTitle}"` : 'pelatihan korporat'} untuk ` +
            `${input.participants} peserta.`,
          '/admin/permintaan-pelatihan',
        );
      });
    },

    async events(when: 'upcoming' | 'past', page: PageRequest, now = new Date()): Promise<Page<EventSummary>> {
      const { rows, total } = await repository.events(when, page, now);
      return { items: rows.map((row) => toEventSummary(row, now)), total };
    },

    async event(eventId: number, now = new Date()): Promise<EventDetail> {
      const row = await repository.event(eventId);
      if (!row) throw new ApiError(404, MESSAGES.eventNotFound);
      return { ...toEventSummary(row, now), description: row.description, speakers: row.speakers };
    },

    plans: (): Promise<SubscriptionPlan[]> => repository.plans(),

    async promos(now = new Date()): Promise<PromoBanner[]> {
      const rows = await repository.promoBanners(now);
      return rows.map((row) => ({ ...row, endsAt: row.endsAt?.toISOString() ?? null }));
    },

    testimonials: (): Promise<Testimonial[]> => repository.testimonials(),
  };
}
