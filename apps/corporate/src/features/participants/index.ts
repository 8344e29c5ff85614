/** The company's employees in the selected batch: Member (by name, with the CSV) and Progres Belajar (by points). */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /corporate-program/member/{batchId}/group/{corporateId} */
export const memberPage = lazyPage(
  () => import('./pages/participants-page'),
  (m) => m.MemberPage,
);

/** /corporate-program/point/{batchId}/group/{corporateId} */
export const progressPage = lazyPage(
  () => import('./pages/participants-page'),
  (m) => m.ProgressPage,
);
