/** Campus classrooms (API module `classrooms`, decision 0037): the member's classrooms and joining one by code. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /member/classroom (`?kode=` fills in the join code) */
export const classroomsPage = lazyPage(
  () => import('./pages/classrooms-page'),
  (m) => m.ClassroomsPage,
);
