/**
 * What every page inside the course player gets from its frame: the content's outline (a course, or the content a
 * live-class batch or a corporate-training group owns, decisions 0041 and 0044) and where its pages live. The pages
 * are one set for every owner; only the frame knows whether they sit under `/member/kelas/{slug}`,
 * `/member/liveclass/{lc}/{batch}`, `/member/corporate-training/{training}/{group}` or a corporate program's learning
 * item, `/member/-corporate-program/{slug}/{corporate}/{item}` (decision 0046).
 */
import type { CoursePlayer, PlayerOutlineModule } from '@akademi-siber/util-contracts';
import { BATCH_TEST_PAGE_SEGMENTS, memberDiscussionPath } from '@akademi-siber/util-contracts';
import { useOutletContext } from 'react-router-dom';

/** The member-area addresses of the player's pages, for one course or one batch. */
export interface PlayerPaths {
  /** The owner's home: the course overview, or the batch page. */
  home: string;
  /** Where the discussion list is (a section of the home). */
  discussions: string;
  modules: string;
  /** A material; `moduleSlug` when known (a batch's address names the module, else it is looked up). */
  material: (hashId: string, moduleSlug?: string) => string;
  /** Where "Mulai modul" / "Lanjutkan modul" goes. */
  moduleStart: (module: PlayerOutlineModule) => string;
  /** A module's file materials with their downloads; only owners that have that page give it. */
  moduleFiles?: (moduleSlug: string) => string;
  quiz: (moduleSlug: string) => string;
  /** The course exam, or the batch's final test. */
  exam: string;
  createDiscussion: string;
  discussion: (hashId: string) => string;
  certificate: (certificateNumber: string) => string;
}

/** How the owner is named where a page speaks of it. */
export interface PlayerLabels {
  /** "Kembali ke …" of the quiz and test pages. */
  back: string;
  /** The exam as a sentence names it ("Kerjakan … untuk mendapatkan sertifikat"). */
  exam: string;
  /** The heading of the discussions on the owner's page. */
  discussions: string;
}

export interface PlayerContextValue {
  course: CoursePlayer;
  paths: PlayerPaths;
  labels: PlayerLabels;
}

const enc = encodeURIComponent;

/** A course's completion certificate (its content's, when a program item's content issues one). */
export const courseCertificatePath = (certificateNumber: string) => `/member/certificate/${enc(certificateNumber)}`;

/** The pages of a course at `/member/kelas/{slug}` (spec §2). */
export function coursePlayerPaths(slug: string): PlayerPaths {
  const home = `/member/kelas/${enc(slug)}`;
  return {
    home,
    discussions: `${home}#diskusi`,
    modules: `${home}/modul`,
    material: (hashId) => `${home}/materi/${enc(hashId)}`,
    moduleStart: (module) => `${home}/modul/${enc(module.slug)}/materi`,
    quiz: (moduleSlug) => `${home}/modul/${enc(moduleSlug)}/kuis`,
    exam: `${home}/ujian`,
    createDiscussion: `${home}/buat-diskusi`,
    discussion: (hashId) => memberDiscussionPath(slug, hashId),
    certificate: courseCertificatePath,
  };
}

/** Where an owner's pages put the modules and the exam (a corporate program's item says `module`, spec §2). */
export interface NestedSegments {
  modules: string;
  exam: string;
}

/** A live-class batch's and a corporate-training group's: `modul`, and the exam as the final test. */
export const COHORT_SEGMENTS: NestedSegments = { modules: 'modul', exam: BATCH_TEST_PAGE_SEGMENTS.final_test };

/**
 * The pages of content that an owner holds under its own page (`home`): a live-class batch (decision 0041), a
 * corporate-training group (decision 0044) or a corporate program's learning item (decision 0046) — `modul`,
 * `modul/{m}/materi/{hash}` (a material's address names its module, looked up in this outline), `modul/{m}/file`,
 * `modul/{m}/kuis`, the exam, `buat-diskusi`, `diskusi/{hash}`; the discussion list is a section of the owner's page.
 * `segments` names the modules' and the exam's part of the address.
 */
export function nestedPlayerPaths(
  home: string,
  course: CoursePlayer,
  certificate: PlayerPaths['certificate'],
  segments: NestedSegments = COHORT_SEGMENTS,
): PlayerPaths {
  const moduleOf = new Map(
    course.modules.flatMap((module) => module.materials.map((item) => [item.hashId, module.slug])),
  );
  const sub = (rest: string) => `${home}/${rest}`;
  const modules = sub(segments.modules);
  const inModule = (moduleSlug: string, rest: string) => `${modules}/${enc(moduleSlug)}/${rest}`;
  const material = (hashId: string, moduleSlug = moduleOf.get(hashId) ?? '') =>
    inModule(moduleSlug, `materi/${enc(hashId)}`);
  return {
    home,
    discussions: `${home}#diskusi`,
    modules,
    material,
    moduleStart: (module) => {
      const target = module.materials.find((item) => !item.done) ?? module.materials[0];
      return target ? material(target.hashId, module.slug) : modules;
    },
    moduleFiles: (moduleSlug) => inModule(moduleSlug, 'file'),
    quiz: (moduleSlug) => inModule(moduleSlug, 'kuis'),
    exam: sub(segments.exam),
    createDiscussion: sub('buat-diskusi'),
    discussion: (hashId) => sub(`diskusi/${enc(hashId)}`),
    certificate,
  };
}

export const COURSE_LABELS: PlayerLabels = {
  back: 'Kembali ke kelas',
  exam: 'ujian kelas',
  discussions: 'Diskusi kelas',
};

/** The frame's context; undefined for a page rendered outside a player frame. */
export function useOptionalPlayer(): PlayerContextValue | undefined {
  return useOutletContext<PlayerContextValue | undefined>() ?? undefined;
}

export function usePlayer(): PlayerContextValue {
  const player = useOptionalPlayer();
  if (!player) throw new Error('usePlayer: this page must sit inside a course player frame.');
  return player;
}

/** The content's outline with the member's progress. */
export function useCoursePlayer(): CoursePlayer {
  return usePlayer().course;
}
