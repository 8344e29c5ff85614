/**
 * The member's corporate cybersecurity-culture programs (issue 19, decision 0046): the batches they take part in
 * through their company, a batch's learning items with progress, due dates and program points (with spec §4's batch
 * selector), and one item in the course player's frame — the cohort frame with a third owner, the item, whose
 * content's pages are the learning and assessments features' at the item's own path (`…/module/…`). Pages are lazy
 * route elements; the dashboard shows the member's programs with `ProgramsSection`.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

export { ProgramsSection } from './parts/programs-section';

/** /member/corporate-program */
export const programsPage = lazyPage(
  () => import('./pages/programs-page'),
  (m) => m.ProgramsPage,
);

/** /member/corporate-program/{batchId} */
export const programBatchPage = lazyPage(
  () => import('./pages/program-batch-page'),
  (m) => m.ProgramBatchPage,
);

/** /member/-corporate-program/{lmsSlug}/{corpId}/{compId} and everything under it: the item's player frame. */
export const programItemLayout = lazyPage(
  () => import('./parts/program-item-layout'),
  (m) => m.ProgramItemLayout,
);

/** /member/-corporate-program/{lmsSlug}/{corpId}/{compId}: where the member stands, and the content's overview. */
export const programItemPage = lazyPage(
  () => import('./pages/program-item-page'),
  (m) => m.ProgramItemPage,
);
