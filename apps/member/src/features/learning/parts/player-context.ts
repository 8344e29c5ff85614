/**
 * What every page inside the course player gets from its frame: the content's outline (a course, or the content a
 * live-class batch owns, decision 0041) and where its pages live. The pages are one set for both owners; only the
 * frame knows whether they sit under `/member/kelas/{slug}` or `/member/liveclass/{lc}/{batch}`.
 */
import type { CoursePlayer, PlayerOutlineModule } from '@akademi-siber/util-contracts';
import { memberDiscussionPath } from '@akademi-siber/util-contracts';
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
}

export interface PlayerContextValue {
  course: CoursePlayer;
  paths: PlayerPaths;
  labels: PlayerLabels;
}

const enc = encodeURIComponent;

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
    certificate: (number) => `/member/certificate/${enc(number)}`,
  };
}

export const COURSE_LABELS: PlayerLabels = { back: 'Kembali ke kelas', exam: 'ujian kelas' };

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
