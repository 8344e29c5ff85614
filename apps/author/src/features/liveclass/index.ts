/**
 * The instructor's live-class batches (issue 18, decision 0040): the author home's "Batch live class" section. It
 * loads lazily, so importing this index pulls it in only when the home renders it; a batch's own pages are the
 * cohort feature's.
 */
import { preloadablePage } from '@akademi-siber/feature-app-frame';

/** The author home's section listing the instructor's batches; render it inside a Suspense boundary. */
export const AuthorBatchesSection = preloadablePage(
  () => import('./parts/author-batches-section'),
  (m) => m.AuthorBatchesSection,
).Component;
