/**
 * The corporate cybersecurity-culture program (issue 19, decision 0046): the batches, a batch's companies, a company's
 * learning items, employees (with the CSV import) and managers, and a learning item's pages (spec §2): its materials
 * and quiz in the shared content editor and its discussions in the staff's views. Pages are lazy route elements.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/corporate-program */
export const programBatchesPage = lazyPage(
  () => import('./pages/batches-page'),
  (m) => m.BatchesPage,
);

/** /admin/corporate-program/{batchId} */
export const programBatchPage = lazyPage(
  () => import('./pages/batch-page'),
  (m) => m.BatchPage,
);

/** /admin/corporate-program/{batchId}/{corporateId} */
export const programCompanyPage = lazyPage(
  () => import('./pages/company-page'),
  (m) => m.CompanyPage,
);

/** /admin/corporate-program/{batchId}/{corporateId}/{learningId}/materi */
export const programItemMaterialsPage = lazyPage(
  () => import('./pages/item-pages'),
  (m) => m.ItemMaterialsPage,
);

/** …/{learningId}/kuis */
export const programItemQuizPage = lazyPage(
  () => import('./pages/item-pages'),
  (m) => m.ItemQuizPage,
);

/** …/{learningId}/diskusi */
export const programItemDiscussionsPage = lazyPage(
  () => import('./pages/item-pages'),
  (m) => m.ItemDiscussionsPage,
);

/** …/{learningId}/diskusi/{idHashDiscussion} */
export const programItemDiscussionPage = lazyPage(
  () => import('./pages/item-pages'),
  (m) => m.ItemDiscussionPage,
);
