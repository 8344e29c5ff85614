/**
 * Where a batch's learning pages live (decision 0041): under the member's batch page, `/member/liveclass/{lc}/
 * {batch}/…`, never under `/member/kelas/…` — the course player's pages get these paths from the batch's frame.
 */
import { nestedPlayerPaths, type PlayerLabels, type PlayerPaths } from '../../learning';
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

/** The batch page, under which its learning pages live. */
export const batchHomePath = ({ liveclassSlug, batchSlug }: BatchRef) => memberBatchPagePath(liveclassSlug, batchSlug);

/** One page of the batch, `rest` already encoded. */
export const batchSubpath = ({ liveclassSlug, batchSlug }: BatchRef, rest: string) =>
  memberBatchSubpath(liveclassSlug, batchSlug, rest);

/** A test's page under the page of its owner (`home`: a batch's, or a corporate-training group's). */
export const testPathUnder = (home: string, kind: BatchTestKind) => `${home}/${BATCH_TEST_PAGE_SEGMENTS[kind]}`;

/** The list of every quiz and test under the page of its owner. */
export const quizzesPathUnder = (home: string) => `${home}/quiz`;

export const batchTestPath = (batch: BatchRef, kind: BatchTestKind) => testPathUnder(batchHomePath(batch), kind);

export const batchQuizzesPath = (batch: BatchRef) => quizzesPathUnder(batchHomePath(batch));

export const batchModulesPath = (batch: BatchRef) => batchSubpath(batch, 'modul');

/** Asking in the batch's discussions and one thread (the list is a section of the batch page). */
export const batchDiscussionPaths = (batch: BatchRef): Pick<PlayerPaths, 'createDiscussion' | 'discussion'> => ({
  createDiscussion: batchSubpath(batch, 'buat-diskusi'),
  discussion: (hashId) => batchSubpath(batch, `diskusi/${enc(hashId)}`),
});

export const batchCertificatePath = (batch: BatchRef, certificateNumber?: string | null) =>
  batchSubpath(batch, certificateNumber ? `sertifikat/${enc(certificateNumber)}` : 'sertifikat');

/** The player's paths for a batch whose content has this outline (a material's address names its module). */
export const batchPlayerPaths = (batch: BatchRef, course: CoursePlayer): PlayerPaths =>
  nestedPlayerPaths(batchHomePath(batch), course, (number) => batchCertificatePath(batch, number));

export const BATCH_LABELS: PlayerLabels = { back: 'Kembali ke batch', exam: 'final test' };
