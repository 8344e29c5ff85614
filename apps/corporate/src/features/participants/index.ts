/** The company's employees in the selected batch: Member (filters, reminders, the CSV) and Progres Belajar. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /corporate-program/member/{batchId}/group/{corporateId} */
export const memberPage = lazyPage(
  () => import('./pages/member-page'),
  (m) => m.MemberPage,
);

/** /corporate-program/point/{batchId}/group/{corporateId} */
export const progressPage = lazyPage(
  () => import('./pages/progress-page'),
  (m) => m.ProgressPage,
);
