/**
 * What the cohort frame knows of the owner of its content — a live-class batch or a corporate-training group
 * (decision 0045), or a corporate program's learning item (decision 0046) — from the owner's own home answer, and
 * gives the pages inside it (a cohort's quiz list and certificate page) so that they ask nothing again.
 */
import type { MemberBatchLearning, MemberCohortRef } from '@akademi-siber/util-contracts';
import { createContext, useContext } from 'react';
import type { ContentOwnerRef } from './cohort-paths';

export interface CohortView {
  cohort: ContentOwnerRef;
  /** The live class's or the training's title; the learning item's. */
  title: string;
  /** The batch's or the group's name; the learning item's title. */
  name: string;
  /** Under the title: the cohort, and who teaches it; the program's batch and company. */
  subtitle: string;
  /** The trail's link between its first (Kelas Saya, Cybersecurity Culture) and the owner. */
  parent: { label: string; to: string };
  /** The course-player slug of its content; null while a group has none yet. */
  contentSlug: string | null;
  /** A cohort's tests, certificate and leaderboard; null for a program item, and while a group has no content. */
  learning: MemberBatchLearning | null;
}

/** A cohort's view inside its frame, with its learning (the frame says so otherwise). */
export type CohortFrameView = CohortView & { cohort: MemberCohortRef; learning: MemberBatchLearning };

export const isCohortFrameView = (view: CohortView): view is CohortFrameView =>
  view.learning !== null && !('itemId' in view.cohort);

export const CohortViewContext = createContext<CohortView | null>(null);

/** The cohort of a page that only a batch's or a group's frame has (the quiz list, the attendance certificate). */
export function useCohortView(): CohortFrameView {
  const view = useContext(CohortViewContext);
  if (!view || !isCohortFrameView(view))
    throw new Error("useCohortView: this page must sit inside a batch's or a group's player frame.");
  return view;
}
