/**
 * Where a cohort's pages live (decisions 0041, 0044, 0045): a live-class batch's under `/member/liveclass/{lc}/
 * {batch}/…`, a corporate-training group's under `/member/corporate-training/{training}/{group}/…`, never under
 * `/member/kelas/…` — the course player's pages get these paths from the cohort's frame. And how a page names the
 * cohort it speaks of.
 */
import {
  BATCH_TEST_PAGE_SEGMENTS,
  memberCohortPagePath,
  type BatchTestKind,
  type CohortOwner,
  type CoursePlayer,
  type MemberCohortRef,
} from '@akademi-siber/util-contracts';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { nestedPlayerPaths, type PlayerLabels, type PlayerPaths } from '../../learning';

const enc = encodeURIComponent;

export interface BatchRef {
  liveclassSlug: string;
  batchSlug: string;
}

export const memberCohortOwner = (cohort: MemberCohortRef): CohortOwner => ('groupSlug' in cohort ? 'group' : 'batch');

/** How the pages name a cohort and the one who teaches it. */
export interface CohortWords {
  /** "batch", "grup" — as in "Sesi grup ini …". */
  noun: string;
  /** "Pengajar" of a live class, "Instruktur" of a training. */
  teacher: string;
  /** The title of a page before its cohort has loaded. */
  pageTitle: string;
}

export const COHORT_WORDS: Readonly<Record<CohortOwner, CohortWords>> = {
  batch: { noun: 'batch', teacher: 'Pengajar', pageTitle: 'Batch live class' },
  group: { noun: 'grup', teacher: 'Instruktur', pageTitle: 'Pelatihan korporat' },
};

export const cohortWords = (cohort: MemberCohortRef) => COHORT_WORDS[memberCohortOwner(cohort)];

/** The cohort the address names (`…/:liveclassSlug/:batchSlug/…` or `…/:trainingSlug/:groupSlug/…`). */
export function useCohortRef(): MemberCohortRef {
  const { liveclassSlug = '', batchSlug = '', trainingSlug, groupSlug = '' } = useParams();
  return useMemo(
    () => (trainingSlug !== undefined ? { trainingSlug, groupSlug } : { liveclassSlug, batchSlug }),
    [liveclassSlug, batchSlug, trainingSlug, groupSlug],
  );
}

/** The batch the address names (`/member/liveclass/:liveclassSlug/:batchSlug/…`), the same object while it does. */
export function useBatchRef(): BatchRef {
  const { liveclassSlug = '', batchSlug = '' } = useParams();
  return useMemo(() => ({ liveclassSlug, batchSlug }), [liveclassSlug, batchSlug]);
}

/** One page of the cohort, `rest` already encoded. */
export const cohortSubpath = (cohort: MemberCohortRef, rest: string) => `${memberCohortPagePath(cohort)}/${rest}`;

/** A test's page under the page of its owner (`home`: a batch's, or a corporate-training group's). */
export const testPathUnder = (home: string, kind: BatchTestKind) => `${home}/${BATCH_TEST_PAGE_SEGMENTS[kind]}`;

/** The list of every quiz and test under the page of its owner. */
export const quizzesPathUnder = (home: string) => `${home}/quiz`;

export const cohortTestPath = (cohort: MemberCohortRef, kind: BatchTestKind) =>
  testPathUnder(memberCohortPagePath(cohort), kind);

export const cohortQuizzesPath = (cohort: MemberCohortRef) => quizzesPathUnder(memberCohortPagePath(cohort));

export const cohortModulesPath = (cohort: MemberCohortRef) => cohortSubpath(cohort, 'modul');

/** Asking in the cohort's discussions and one thread (the list is a section of the cohort's page). */
export const cohortDiscussionPaths = (
  cohort: MemberCohortRef,
): Pick<PlayerPaths, 'createDiscussion' | 'discussion'> => ({
  createDiscussion: cohortSubpath(cohort, 'buat-diskusi'),
  discussion: (hashId) => cohortSubpath(cohort, `diskusi/${enc(hashId)}`),
});

/** The cohort's attendance certificate page: at its number once issued, else `sertifikat` (what it still needs). */
export const cohortCertificatePath = (cohort: MemberCohortRef, certificateNumber?: string | null) =>
  cohortSubpath(cohort, certificateNumber ? `sertifikat/${enc(certificateNumber)}` : 'sertifikat');

/**
 * The player's paths for a cohort whose content has this outline (a material's address names its module). Its
 * content is never completed as a course: the certificate it leads to is the cohort's attendance certificate.
 */
export const cohortPlayerPaths = (cohort: MemberCohortRef, course: CoursePlayer): PlayerPaths =>
  nestedPlayerPaths(memberCohortPagePath(cohort), course, (number) => cohortCertificatePath(cohort, number));

export const cohortPlayerLabels = (cohort: MemberCohortRef): PlayerLabels => ({
  back: `Kembali ke ${cohortWords(cohort).noun}`,
  exam: 'final test',
});
