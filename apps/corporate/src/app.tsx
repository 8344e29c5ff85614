/** The corporate remote's one exposed module (`./app`): `{ id, basePath, routes }`. */
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import { resetPasswordPage } from './features/account';
import { CorporateIndex, dashboardPage } from './features/dashboard';
import { memberPage, progressPage } from './features/participants';
import { CorporateLayout } from './layout/corporate-layout';

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
        { path: 'dashboard/:batchId/group/:corporateId', element: dashboardPage },
        { path: 'member/:batchId/group/:corporateId', element: memberPage },
        { path: 'point/:batchId/group/:corporateId', element: progressPage },
        { path: 'reset-password', element: resetPasswordPage },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
