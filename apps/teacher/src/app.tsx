/** The teacher remote's one exposed module (`./app`): `{ id, basePath, routes }`. */
import { Navigate } from 'react-router-dom';
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import {
  classroomCoursePage,
  classroomCoursesPage,
  classroomInformationPage,
  classroomPage,
  classroomStudentCoursePage,
  classroomStudentsPage,
  coursePreviewPage,
  examPreviewPage,
  LecturerDetailCourseLayout,
  LecturerDetailLayout,
  onlineCoursesPage,
} from './features/classrooms';
import {
  classroomCtfPage,
  classroomExerciseLabPage,
  ctfCataloguePage,
  ctfDetailPage,
  exerciseDetailPage,
  exerciseLabCataloguePage,
  LabDetailLayout,
  vpnAccessPage,
} from './features/lab';
import { settingsPage } from './features/settings';
import { LecturerLayout } from './layout/lecturer-layout';
import { TcAdminLayout } from './layout/tcadmin-layout';
import { TeacherLayout } from './layout/teacher-layout';

recordSharedInstances('teacher', {
  'data-access-api': api,
  'data-access-auth': sessionSlice,
  'ui-design-system': theme,
});

const app: RemoteApp = {
  id: 'teacher',
  basePath: REMOTE_BASE_PATHS.teacher,
  routes: [
    // Spec §2: /teacher redirects to /teacher/classroom.
    { index: true, element: <Navigate to="classroom" replace /> },
    // Each group sits in the teacher layout spec §2 names for it (docs/decisions: layouts).
    {
      element: <LecturerLayout />,
      children: [{ path: 'classroom', element: classroomPage }],
    },
    {
      path: 'classroom/:classroomSlug',
      element: <LecturerDetailLayout />,
      children: [
        { index: true, element: <Navigate to="information" replace /> },
        { path: 'information', element: classroomInformationPage },
        { path: 'student', element: classroomStudentsPage },
        { path: 'online-course', element: classroomCoursesPage },
        { path: 'exercise-lab', element: classroomExerciseLabPage },
        { path: 'ctf', element: classroomCtfPage },
      ],
    },
    {
      path: 'classroom/:classroomSlug/online-course/detail/:onlineCourseSlug',
      element: <LecturerDetailCourseLayout />,
      children: [
        { index: true, element: classroomCoursePage },
        { path: 'people/:username', element: classroomStudentCoursePage },
      ],
    },
    // One lab item in a classroom: full width like a course of the classroom.
    {
      path: 'classroom/:classroomSlug',
      element: <LabDetailLayout />,
      children: [
        { path: 'ctf/detail/:ctfId', element: ctfDetailPage },
        { path: 'exercise-lab/detail/:exerciseId', element: exerciseDetailPage },
      ],
    },
    {
      element: <TcAdminLayout />,
      children: [
        { path: 'online-courses', element: onlineCoursesPage },
        { path: 'online-courses/:courseSlug', element: coursePreviewPage },
        { path: 'online-courses/:courseSlug/ujian', element: examPreviewPage },
      ],
    },
    {
      element: <TeacherLayout />,
      children: [
        // The Cybersecurity Lab (is_access_lab: the guard answers spec §8's 403 for /teacher/ctf and /exercise-lab).
        { path: 'exercise-lab', element: exerciseLabCataloguePage },
        { path: 'ctf', element: ctfCataloguePage },
        { path: 'vpn-access', element: vpnAccessPage },
        { path: 'settings', element: settingsPage },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
