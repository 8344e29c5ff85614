// The course player (issue 6, decision 0020): only an enrolled member — or a subscriber, for a course of the
// subscription, who is enrolled on the first visit — sees a course's materials, streams its videos and downloads
// its files. Progress is saved per material (position and completion) and resumes on any device.
import type {
  CoursePlayer,
  MaterialProgressBody,
  MaterialProgressResult,
  PlayerMaterial,
} from '@akademi-siber/util-contracts';
import path from 'node:path';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { bundledMedia, DOWNLOAD_TYPES, HLS_TYPES, type MediaFile } from '../catalog';
import { recordProgramActivity } from '../corporate-program';
import { awardPoints } from '../points';
import { completeCourseIfDone } from './completion';
import { createLearningRepository, progressPercent, seatSource, type MaterialRow } from './repository';
import { MESSAGES } from './schemas';

/** What finishing one material earns, once per material (ledger source `material`, reference its hash id). */
export const MATERIAL_AWARD = { points: 5, xp: 10 } as const;

/**
 * What a downloaded file is called: the material's title with the stored file's extension (stored files are named by
 * their content's hash), without what a file system refuses.
 */
export function downloadName(title: string, filePath: string): string {
  const printable = [...title].map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char));
  const base =
    printable
      .join('')
      .replace(/[/\\:*?"<>|]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'materi';
  return `${base}${path.posix.extname(filePath).toLowerCase()}`;
}

const hlsPath = (slug: string, hashId: string, fileName: string) =>
  `/api/member/kelas/${encodeURIComponent(slug)}/materi/${encodeURIComponent(hashId)}` +
  `/hls/${encodeURIComponent(fileName)}`;

/**
 * A file of a video material's HLS stream (a rendition playlist or a segment): it lies next to the master playlist,
 * so a new upload is a new folder. Null when the material is not a transcoded video or the file is not there. The
 * player and the public free-preview stream (preview-routes.ts) both read through it.
 */
export async function videoStreamFile(
  media: typeof bundledMedia,
  material: Pick<MaterialRow, 'kind' | 'hlsPlaylist'>,
  fileName: string,
): Promise<MediaFile | null> {
  if (material.kind !== 'video' || !material.hlsPlaylist) return null;
  return media(path.posix.join(path.posix.dirname(material.hlsPlaylist), fileName), HLS_TYPES);
}

/**
 * `media` finds a material's file or stream file: the bundled media folder by default; the routes add the authors'
 * uploads in storage (modules/authoring, decision 0042).
 */
export function createLearningService(db: Database, media: typeof bundledMedia = bundledMedia) {
  const repository = createLearningRepository(db);

  /** The course and the member's enrollment, or 404 / 403. */
  async function access(userId: number, slug: string) {
    const course = await repository.course(slug);
    // A course's working copy (decision 0053) is never opened by a member.
    if (!course || course.owner === 'revision') throw new ApiError(404, MESSAGES.courseNotFound);
    let enrollment = await repository.enrollment(userId, course.id);
    if (course.owner !== 'course') {
      // A batch's, group's or program item's content: the seat decides, every visit (one taken out loses it at once).
      const source = await repository.batchSeatSource(userId, course.id);
      if (source === undefined) {
        const refusal = { batch: MESSAGES.notInBatch, group: MESSAGES.notInGroup, program: MESSAGES.notInProgram };
        throw new ApiError(403, refusal[course.owner]);
      }
      if (!enrollment) {
        await repository.enrolFromSeat(userId, course.id, seatSource(source));
        enrollment = await repository.enrollment(userId, course.id);
      }
    } else if (!enrollment && course.includedInSubscription && (await repository.subscriptionActive(userId))) {
      await repository.enrolFromSubscription(userId, course.id);
      enrollment = await repository.enrollment(userId, course.id);
    }
    if (!enrollment) throw new ApiError(403, MESSAGES.notEnrolled);
    return { course, enrollment };
  }

  async function materialOf(userId: number, slug: string, hashId: string) {
    const context = await access(userId, slug);
    const all = await repository.materials(userId, context.course.id);
    const index = all.findIndex((item) => item.hashId === hashId);
    if (index === -1) throw new ApiError(404, MESSAGES.materialNotFound);
    return { ...context, all, index, material: all[index] };
  }

  const link = (row: MaterialRow | undefined) => (row ? { hashId: row.hashId, title: row.title } : null);

  return {
    /** Who may learn here (also who may take part in the course's discussions, decision 0021). */
    access,

    async player(userId: number, slug: string): Promise<CoursePlayer> {
      const { course, enrollment } = await access(userId, slug);
      const [all, modules, hasExam, certificateNumber] = await Promise.all([
        repository.materials(userId, course.id),
        repository.modules(course.id),
        repository.hasExam(course.id),
        repository.completionCertificateNumber(userId, course.id),
      ]);
      const done = all.filter((item) => item.completedAt !== null).length;
      const last =
        all.find((item) => item.id === enrollment.lastMaterialId) ??
        all.find((item) => item.completedAt === null) ??
        all[0];
      return {
        slug: course.slug,
        title: course.title,
        thumbnailUrl: course.thumbnailUrl,
        authorName: course.authorName,
        progress: progressPercent(done, all.length),
        completedMaterials: done,
        totalMaterials: all.length,
        completedAt: enrollment.completedAt?.toISOString() ?? null,
        resume: last
          ? {
              hashId: last.hashId,
              title: last.title,
              moduleSlug: last.moduleSlug,
              positionSeconds: last.positionSeconds ?? 0,
            }
          : null,
        modules: modules.map((module) => ({
          slug: module.slug,
          title: module.title,
          order: module.order,
          hasQuiz: module.hasQuiz,
          materials: all
            .filter((item) => item.moduleSlug === module.slug)
            .map((item) => ({
              hashId: item.hashId,
              title: item.title,
              kind: item.kind,
              durationSeconds: item.durationSeconds,
              done: item.completedAt !== null,
              positionSeconds: item.positionSeconds ?? 0,
            })),
        })),
        hasExam,
        certificateNumber,
      };
    },

    async material(userId: number, slug: string, hashId: string): Promise<PlayerMaterial> {
      const { course, all, index, material } = await materialOf(userId, slug, hashId);
      const playlist =
        material.kind === 'video' && material.hlsPlaylist ? path.posix.basename(material.hlsPlaylist) : null;
      return {
        hashId: material.hashId,
        title: material.title,
        kind: material.kind,
        durationSeconds: material.durationSeconds,
        moduleSlug: material.moduleSlug,
        moduleTitle: material.moduleTitle,
        done: material.completedAt !== null,
        positionSeconds: material.positionSeconds ?? 0,
        body: material.kind === 'article' ? material.body : null,
        hlsUrl: playlist ? hlsPath(course.slug, material.hashId, playlist) : null,
        fileName: material.kind === 'file' && material.filePath ? path.posix.basename(material.filePath) : null,
        linkUrl: material.kind === 'link' ? material.linkUrl : null,
        previous: link(all[index - 1]),
        next: link(all[index + 1]),
      };
    },

    async saveProgress(
      userId: number,
      slug: string,
      hashId: string,
      body: MaterialProgressBody,
    ): Promise<MaterialProgressResult> {
      const { course, material } = await materialOf(userId, slug, hashId);
      const positionSeconds =
        material.durationSeconds > 0
          ? Math.min(body.position_seconds, material.durationSeconds)
          : body.position_seconds;
      return db.transaction(async (tx) => {
        const saved = await repository.saveProgress(tx, {
          userId,
          courseId: course.id,
          materialId: material.id,
          positionSeconds,
          completed: body.completed === true,
        });
        const awarded =
          saved.completedNow &&
          (await awardPoints(tx, userId, {
            ...MATERIAL_AWARD,
            source: 'material',
            reference: material.hashId,
            description: `Menyelesaikan materi ${material.title}`,
            contentCourseId: course.owner === 'course' ? null : course.id,
          }));
        const certificateNumber =
          saved.completedNow && saved.progress === 100 ? await completeCourseIfDone(tx, userId, course.id) : null;
        if (course.owner === 'program') await recordProgramActivity(tx, userId, course.id);
        return {
          done: saved.done,
          positionSeconds,
          progress: saved.progress,
          completedMaterials: saved.completedMaterials,
          totalMaterials: saved.totalMaterials,
          pointsAwarded: awarded ? MATERIAL_AWARD.points : 0,
          xpAwarded: awarded ? MATERIAL_AWARD.xp : 0,
          courseCompleted: certificateNumber !== null,
          certificateNumber,
        };
      });
    },

    /** A file of the material's HLS stream: its playlist or a segment beside it. */
    async hlsFile(userId: number, slug: string, hashId: string, fileName: string): Promise<MediaFile> {
      const { material } = await materialOf(userId, slug, hashId);
      const file = await videoStreamFile(media, material, fileName);
      if (!file) throw new ApiError(404, MESSAGES.streamMissing);
      return file;
    },

    /** Checks that the member may download the material's file (before a download token is issued). */
    async downloadable(userId: number, slug: string, hashId: string): Promise<void> {
      const { material } = await materialOf(userId, slug, hashId);
      if (material.kind !== 'file') throw new ApiError(404, MESSAGES.notAFile);
    },

    /** The material's file for the member who holds the download token (access checked again). */
    async file(userId: number, slug: string, hashId: string): Promise<{ file: MediaFile; fileName: string }> {
      const { material } = await materialOf(userId, slug, hashId);
      if (material.kind !== 'file') throw new ApiError(404, MESSAGES.notAFile);
      const file = material.filePath ? await media(material.filePath, DOWNLOAD_TYPES) : null;
      if (!file) throw new ApiError(404, MESSAGES.fileMissing);
      return { file, fileName: downloadName(material.title, material.filePath ?? '') };
    },
  };
}
