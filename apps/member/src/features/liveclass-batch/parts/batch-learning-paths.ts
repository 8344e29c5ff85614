/**
 * Where a batch's learning pages live (decision 0041): under the member's batch page, `/member/liveclass/{lc}/
 * {batch}/…`, never under `/member/kelas/…` — the course player's pages get these paths from the batch's frame.
 */
import type { PlayerLabels, PlayerPaths } from '../../learning';
import {
  BATCH_TEST_PAGE_SEGMENTS,
  memberBatchPagePath,
  memberBatchSubpath,
  type BatchTestKind,
  type CoursePlayer,
} from '@akademi-siber/util-contracts';

const enc = encodeURIComponent;

export interface BatchRef {
  liveclassSlug: string;
  batchSlug: string;
}

/** One page of the batch, `rest` already encoded. */
export const batchSubpath = ({ liveclassSlug, batchSlug }: BatchRef, rest: string) =>
  memberBatchSubpath(liveclassSlug, batchSlug, rest);

export const batchTestPath = (batch: BatchRef, kind: BatchTestKind) =>
  batchSubpath(batch, BATCH_TEST_PAGE_SEGMENTS[kind]);

export const batchQuizzesPath = (batch: BatchRef) => batchSubpath(batch, 'quiz');

export const batchModulesPath = (batch: BatchRef) => batchSubpath(batch, 'modul');

/** Asking in the batch's discussions and one thread (the list is a section of the batch page). */
export const batchDiscussionPaths = (batch: BatchRef): Pick<PlayerPaths, 'createDiscussion' | 'discussion'> => ({
  createDiscussion: batchSubpath(batch, 'buat-diskusi'),
  discussion: (hashId) => batchSubpath(batch, `diskusi/${enc(hashId)}`),
});

export const batchCertificatePath = (batch: BatchRef, certificateNumber?: string | null) =>
  batchSubpath(batch, certificateNumber ? `sertifikat/${enc(certificateNumber)}` : 'sertifikat');

/** The player's paths for a batch whose content has this outline (a material's address names its module). */
export function batchPlayerPaths(batch: BatchRef, course: CoursePlayer): PlayerPaths {
  const moduleOf = new Map(
    course.modules.flatMap((module) => module.materials.map((item) => [item.hashId, module.slug])),
  );
  const sub = (rest: string) => batchSubpath(batch, rest);
  const home = memberBatchPagePath(batch.liveclassSlug, batch.batchSlug);
  const modules = batchModulesPath(batch);
  const material = (hashId: string, moduleSlug = moduleOf.get(hashId) ?? '') =>
    sub(`modul/${enc(moduleSlug)}/materi/${enc(hashId)}`);
  return {
    home,
    discussions: `${home}#diskusi`,
    modules,
    material,
    moduleStart: (module) => {
      const target = module.materials.find((item) => !item.done) ?? module.materials[0];
      return target ? material(target.hashId, module.slug) : modules;
    },
    moduleFiles: (moduleSlug) => sub(`modul/${enc(moduleSlug)}/file`),
    quiz: (moduleSlug) => sub(`modul/${enc(moduleSlug)}/kuis`),
    exam: batchTestPath(batch, 'final_test'),
    ...batchDiscussionPaths(batch),
    certificate: (number) => batchCertificatePath(batch, number),
  };
}

export const BATCH_LABELS: PlayerLabels = { back: 'Kembali ke batch', exam: 'final test' };
