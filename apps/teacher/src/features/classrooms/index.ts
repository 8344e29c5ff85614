/**
 * The teacher's classrooms (spec §2): the classroom list, one classroom's tabs (information, students, online
 * courses) and one course in it, and the online courses a teacher assigns (tcadmin). The two classroom layouts fetch
 * the classroom or the course once for the pages under them; the pages are lazy route elements.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

export { LecturerDetailCourseLayout } from './parts/lecturer-detail-course-layout';
export { LecturerDetailLayout } from './parts/lecturer-detail-layout';

/** /teacher/classroom */
export const classroomPage = lazyPage(
  () => import('./pages/classroom-page'),
  (m) => m.ClassroomPage,
);

/** /teacher/classroom/{classroomSlug}/information */
export const classroomInformationPage = lazyPage(
  () => import('./pages/classroom-information-page'),
  (m) => m.ClassroomInformationPage,
);

/** /teacher/classroom/{classroomSlug}/student */
export const classroomStudentsPage = lazyPage(
  () => import('./pages/classroom-students-page'),
  (m) => m.ClassroomStudentsPage,
);

/** /teacher/classroom/{classroomSlug}/online-course */
export const classroomCoursesPage = lazyPage(
  () => import('./pages/classroom-courses-page'),
  (m) => m.ClassroomCoursesPage,
);

/** /teacher/classroom/{classroomSlug}/online-course/detail/{onlineCourseSlug} */
export const classroomCoursePage = lazyPage(
  () => import('./pages/classroom-course-page'),
  (m) => m.ClassroomCoursePage,
);

/** /teacher/online-courses */
export const onlineCoursesPage = lazyPage(
  () => import('./pages/online-courses-page'),
  (m) => m.OnlineCoursesPage,
);
