/** The corporate remote's one exposed module (`./app`): `{ id, basePath, routes }`. */
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel, lazyPage } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import { CorporateLayout } from './layout/corporate-layout';
import { CorporateIndex } from './pages/corporate-index';

recordSharedInstances('corporate', {
  'data-access-api': api,
  'data-access-auth': sessionSlice,
  'ui-design-system': theme,
});

const app: RemoteApp = {
  id: 'corporate',
  basePath: REMOTE_BASE_PATHS.corporate,
  routes: [
    { index: true, element: <CorporateIndex /> },
    {
      element: <CorporateLayout />,
      children: [
        {
          path: 'dashboard/:batchId/group/:corporateId',
          element: lazyPage(
            () => import('./pages/dashboard-page'),
            (m) => m.DashboardPage,
          ),
        },
        {
          path: 'member/:batchId/group/:corporateId',
          element: lazyPage(
            () => import('./pages/participants-page'),
            (m) => m.MemberPage,
          ),
        },
        {
          path: 'point/:batchId/group/:corporateId',
          element: lazyPage(
            () => import('./pages/participants-page'),
            (m) => m.ProgressPage,
          ),
        },
        {
          path: 'reset-password',
          element: lazyPage(
            () => import('./pages/reset-password-page'),
            (m) => m.ResetPasswordPage,
          ),
        },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
