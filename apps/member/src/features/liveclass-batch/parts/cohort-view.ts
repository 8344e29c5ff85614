/**
 * What a cohort's frame knows of its cohort (a live-class batch or a corporate-training group, decision 0045), from
 * the owner's own home answer, and gives the pages inside it (the quiz list, the certificate page) so that they ask
 * nothing again.
 */
import type { MemberBatchLearning, MemberCohortRef } from '@akademi-siber/util-contracts';
import { createContext, useContext } from 'react';

export interface CohortView {
  cohort: MemberCohortRef;
  /** The live class's or the training's title. */
  title: string;
  /** The batch's or the group's name. */
  name: string;
  /** Under the title: the cohort, and who teaches it. */
  subtitle: string;
  /** The trail's link between "Kelas Saya" and the cohort. */
  parent: { label: string; to: string };
  /** Its content's tests, certificate and leaderboard; null while a group has no content yet. */
  learning: MemberBatchLearning | null;
}

/** Inside the frame a cohort always has its content (the frame says so otherwise). */
export type CohortFrameView = CohortView & { learning: MemberBatchLearning };

export const CohortViewContext = createContext<CohortFrameView | null>(null);

export function useCohortView(): CohortFrameView {
  const view = useContext(CohortViewContext);
  if (!view) throw new Error('useCohortView: this page must sit inside a cohort player frame.');
  return view;
}
