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
  classroomStudentsPage,
  LecturerDetailCourseLayout,
  LecturerDetailLayout,
  onlineCoursesPage,
} from './features/classrooms';
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
      ],
    },
    {
      path: 'classroom/:classroomSlug/online-course/detail/:onlineCourseSlug',
      element: <LecturerDetailCourseLayout />,
      children: [{ index: true, element: classroomCoursePage }],
    },
    {
      element: <TcAdminLayout />,
      children: [{ path: 'online-courses', element: onlineCoursesPage }],
    },
    {
      element: <TeacherLayout />,
      children: [
        { path: 'settings', element: settingsPage },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
