/**
 * Where a cohort's pages live (decisions 0041, 0044, 0045): a live-class batch's under `/member/liveclass/{lc}/
 * {batch}/…`, a corporate-training group's under `/member/corporate-training/{training}/{group}/…`, never under
 * `/member/kelas/…` — the course player's pages get these paths from the cohort's frame. A corporate program's
 * learning item (decision 0046) owns content the same way, under `/member/-corporate-program/{slug}/{corp}/{item}/…`
 * with its modules at `module` (spec §2). And how a page names the owner it speaks of.
 */
import {
  BATCH_TEST_PAGE_SEGMENTS,
  memberCohortPagePath,
  memberProgramItemPagePath,
  type BatchTestKind,
  type CohortOwner,
  type CoursePlayer,
  type MemberCohortRef,
} from '@akademi-siber/util-contracts';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import {
  courseCertificatePath,
  nestedPlayerPaths,
  type NestedSegments,
  type PlayerLabels,
  type PlayerPaths,
} from '../../learning';

const enc = encodeURIComponent;

export interface BatchRef {
  liveclassSlug: string;
  batchSlug: string;
}

/** A corporate program's learning item as its employee addresses it (spec §2): its content, company and id. */
export interface ProgramItemRef {
  contentSlug: string;
  corporateId: number;
  itemId: number;
}

/** Who owns content shown in the cohort frame: a cohort (batch or group), or a program's learning item. */
export type ContentOwnerRef = MemberCohortRef | ProgramItemRef;
export type ContentOwner = CohortOwner | 'program';

export const isProgramItem = (ref: ContentOwnerRef): ref is ProgramItemRef => 'itemId' in ref;

export const memberCohortOwner = (cohort: MemberCohortRef): CohortOwner => ('groupSlug' in cohort ? 'group' : 'batch');

export const contentOwner = (ref: ContentOwnerRef): ContentOwner =>
  isProgramItem(ref) ? 'program' : memberCohortOwner(ref);

/** The owner's own page: a cohort's home, or a program item's. */
export const contentOwnerPagePath = (ref: ContentOwnerRef) =>
  isProgramItem(ref)
    ? memberProgramItemPagePath(ref.contentSlug, ref.corporateId, ref.itemId)
    : memberCohortPagePath(ref);

/** How the pages name an owner and the one who teaches it. */
export interface CohortWords {
  /** "batch", "grup", "program" — as in "Sesi grup ini …", "Memuat materi program…". */
  noun: string;
  /** What "Kembali ke …" names: the owner's page (a program item's, not the program's). */
  back: string;
  /** "Pengajar" of a live class, "Instruktur" of a training. */
  teacher: string;
  /** The title of a page before its owner has loaded. */
  pageTitle: string;
  /** The first link of the player's trail: where the member finds all of their kind. */
  root: { label: string; to: string };
  /** The content's exam as the player names it ("Kerjakan … untuk mendapatkan sertifikat"). */
  exam: string;
}

const MY_CLASSES = { label: 'Kelas Saya', to: '/member/kelas-saya' };

export const COHORT_WORDS: Readonly<Record<ContentOwner, CohortWords>> = {
  batch: {
    noun: 'batch',
    back: 'batch',
    teacher: 'Pengajar',
    pageTitle: 'Batch live class',
    root: MY_CLASSES,
    exam: 'final test',
  },
  group: {
    noun: 'grup',
    back: 'grup',
    teacher: 'Instruktur',
    pageTitle: 'Pelatihan korporat',
    root: MY_CLASSES,
    exam: 'final test',
  },
  program: {
    noun: 'program',
    back: 'materi program',
    teacher: 'Tim program',
    pageTitle: 'Cybersecurity Culture',
    root: { label: 'Cybersecurity Culture', to: '/member/corporate-program' },
    exam: 'ujian',
  },
};

export const cohortWords = (cohort: ContentOwnerRef) => COHORT_WORDS[contentOwner(cohort)];

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

/** A program item's modules are at `module` (spec §2), its exam at `ujian` as a course's. */
const PROGRAM_SEGMENTS: NestedSegments = { modules: 'module', exam: 'ujian' };

/**
 * The player's paths for an owner whose content has this outline (a material's address names its module). A cohort's
 * content is never completed as a course: the certificate it leads to is the cohort's attendance certificate; a
 * program item's is its content's own, if any.
 */
export const cohortPlayerPaths = (owner: ContentOwnerRef, course: CoursePlayer): PlayerPaths =>
  isProgramItem(owner)
    ? nestedPlayerPaths(contentOwnerPagePath(owner), course, courseCertificatePath, PROGRAM_SEGMENTS)
    : nestedPlayerPaths(memberCohortPagePath(owner), course, (number) => cohortCertificatePath(owner, number));

export const cohortPlayerLabels = (owner: ContentOwnerRef): PlayerLabels => {
  const words = cohortWords(owner);
  return { back: `Kembali ke ${words.back}`, exam: words.exam, discussions: `Diskusi ${words.back}` };
};
