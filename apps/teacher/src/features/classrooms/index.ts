/**
 * The teacher's classrooms (spec §2): the classroom list, one classroom's tabs (information with the join code,
 * students, online courses) and one course in it with one student's way through it, and the online courses a teacher
 * assigns with a course's and its exam's preview (tcadmin). The two classroom layouts fetch the classroom or the
 * course once for the pages under them; the pages are lazy route elements.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

export { LecturerDetailCourseLayout } from './parts/lecturer-detail-course-layout';
// useClassroom: the lab feature's classroom tabs read the classroom the layout fetched.
export { LecturerDetailLayout, useClassroom } from './parts/lecturer-detail-layout';

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

/** /teacher/classroom/{classroomSlug}/online-course/detail/{onlineCourseSlug}/people/{username} */
export const classroomStudentCoursePage = lazyPage(
  () => import('./pages/student-course-page'),
  (m) => m.StudentCoursePage,
);

/** /teacher/online-courses/{courseSlug} */
export const coursePreviewPage = lazyPage(
  () => import('./pages/course-preview-page'),
  (m) => m.CoursePreviewPage,
);

/** /teacher/online-courses/{courseSlug}/ujian */
export const examPreviewPage = lazyPage(
  () => import('./pages/exam-preview-page'),
  (m) => m.ExamPreviewPage,
);
