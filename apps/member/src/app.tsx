/** The member remote's one exposed module (`./app`): `{ id, basePath, routes }`. */
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel, lazyPage } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import { MemberLayout } from './layout/member-layout';

recordSharedInstances('member', { 'data-access-api': api, 'data-access-auth': sessionSlice, 'ui-design-system': theme });

const app: RemoteApp = {
  id: 'member',
  basePath: REMOTE_BASE_PATHS.member,
  routes: [
    {
      element: <MemberLayout />,
      children: [
        { index: true, element: lazyPage(() => import('./pages/dashboard-page'), (m) => m.DashboardPage) },
        { path: 'ganti-password', element: lazyPage(() => import('./pages/change-password-page'), (m) => m.ChangePasswordPage) },
        { path: 'certificate', element: lazyPage(() => import('./pages/certificates-page'), (m) => m.CertificatesPage) },
        { path: 'profil', element: lazyPage(() => import('./pages/account-page'), (m) => m.AccountPage) },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
