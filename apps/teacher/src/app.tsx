/** The teacher remote's one exposed module (`./app`): `{ id, basePath, routes }`. */
import { Navigate } from 'react-router-dom';
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel, lazyPage } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import { LecturerDetailCourseLayout } from './layout/lecturer-detail-course-layout';
import { LecturerDetailLayout } from './layout/lecturer-detail-layout';
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
      children: [
        {
          path: 'classroom',
          element: lazyPage(
            () => import('./pages/classroom-page'),
            (m) => m.ClassroomPage,
          ),
        },
      ],
    },
    {
      path: 'classroom/:classroomSlug',
      element: <LecturerDetailLayout />,
      children: [
        { index: true, element: <Navigate to="information" replace /> },
        {
          path: 'information',
          element: lazyPage(
            () => import('./pages/classroom-information-page'),
            (m) => m.ClassroomInformationPage,
          ),
        },
        {
          path: 'student',
          element: lazyPage(
            () => import('./pages/classroom-students-page'),
            (m) => m.ClassroomStudentsPage,
          ),
        },
        {
          path: 'online-course',
          element: lazyPage(
            () => import('./pages/classroom-courses-page'),
            (m) => m.ClassroomCoursesPage,
          ),
        },
      ],
    },
    {
      path: 'classroom/:classroomSlug/online-course/detail/:onlineCourseSlug',
      element: <LecturerDetailCourseLayout />,
      children: [
        {
          index: true,
          element: lazyPage(
            () => import('./pages/classroom-course-page'),
            (m) => m.ClassroomCoursePage,
          ),
        },
      ],
    },
    {
      element: <TcAdminLayout />,
      children: [
        {
          path: 'online-courses',
          element: lazyPage(
            () => import('./pages/online-courses-page'),
            (m) => m.OnlineCoursesPage,
          ),
        },
      ],
    },
    {
      element: <TeacherLayout />,
      children: [
        {
          path: 'settings',
          element: lazyPage(
            () => import('./pages/settings-page'),
            (m) => m.SettingsPage,
          ),
        },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
