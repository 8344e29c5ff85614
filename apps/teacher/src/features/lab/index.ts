/**
 * The teacher's Cybersecurity Lab (spec §2 teacher routes, is_access_lab; decisions 0035, 0037): the CTF and exercise
 * lab catalogues to assign from, the teacher's own VPN access, a classroom's ctf and exercise-lab tabs (assignments
 * with due dates and the students × items grid) and the per-student detail of one item. API module `lab`.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

export { LabDetailLayout } from './parts/lab-detail-layout';

/** /teacher/ctf */
export const ctfCataloguePage = lazyPage(
  () => import('./pages/catalogue-pages'),
  (m) => m.CtfCataloguePage,
);

/** /teacher/exercise-lab */
export const exerciseLabCataloguePage = lazyPage(
  () => import('./pages/catalogue-pages'),
  (m) => m.ExerciseLabCataloguePage,
);

/** /teacher/vpn-access */
export const vpnAccessPage = lazyPage(
  () => import('./pages/vpn-access-page'),
  (m) => m.VpnAccessPage,
);

/** /teacher/classroom/{classroomSlug}/ctf */
export const classroomCtfPage = lazyPage(
  () => import('./pages/classroom-lab-pages'),
  (m) => m.ClassroomCtfPage,
);

/** /teacher/classroom/{classroomSlug}/exercise-lab */
export const classroomExerciseLabPage = lazyPage(
  () => import('./pages/classroom-lab-pages'),
  (m) => m.ClassroomExerciseLabPage,
);

/** /teacher/classroom/{classroomSlug}/ctf/detail/{ctfId} */
export const ctfDetailPage = lazyPage(
  () => import('./pages/ctf-detail-page'),
  (m) => m.CtfDetailPage,
);

/** /teacher/classroom/{classroomSlug}/exercise-lab/detail/{exerciseId} */
export const exerciseDetailPage = lazyPage(
  () => import('./pages/exercise-detail-page'),
  (m) => m.ExerciseDetailPage,
);
