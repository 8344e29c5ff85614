/** The teacher remote's one exposed module (`./app`): `{ id, basePath, routes }`. */
import { Navigate } from 'react-router-dom';
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel, lazyPage } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import { TeacherLayout } from './layout/teacher-layout';

recordSharedInstances('teacher', { 'data-access-api': api, 'data-access-auth': sessionSlice, 'ui-design-system': theme });

const app: RemoteApp = {
  id: 'teacher',
  basePath: REMOTE_BASE_PATHS.teacher,
  routes: [
    // Spec §2: /teacher redirects to /teacher/classroom.
    { index: true, element: <Navigate to="classroom" replace /> },
    {
      element: <TeacherLayout />,
      children: [
        { path: 'classroom', element: lazyPage(() => import('./pages/classroom-page'), (m) => m.ClassroomPage) },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
