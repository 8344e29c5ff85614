/** The author remote's one exposed module (`./app`): `{ id, basePath, routes }`. */
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel, lazyPage } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import { AuthorLayout } from './layout/author-layout';

recordSharedInstances('author', {
  'data-access-api': api,
  'data-access-auth': sessionSlice,
  'ui-design-system': theme,
});

const app: RemoteApp = {
  id: 'author',
  basePath: REMOTE_BASE_PATHS.author,
  routes: [
    {
      element: <AuthorLayout />,
      children: [
        {
          index: true,
          element: lazyPage(
            () => import('./pages/home-page'),
            (m) => m.HomePage,
          ),
        },
        {
          path: 'ganti-password',
          element: lazyPage(
            () => import('./pages/change-password-page'),
            (m) => m.ChangePasswordPage,
          ),
        },
        {
          path: 'notifikasi',
          element: lazyPage(
            () => import('./pages/notifications-page'),
            (m) => m.NotificationsPage,
          ),
        },
        // A course's discussions (decision 0021).
        {
          path: 'kelas/:courseSlug',
          element: lazyPage(
            () => import('./pages/discussions/course-discussions-page'),
            (m) => m.CourseDiscussionsPage,
          ),
        },
        {
          path: 'kelas/:courseSlug/buat-diskusi',
          element: lazyPage(
            () => import('./pages/discussions/create-discussion-page'),
            (m) => m.CreateDiscussionPage,
          ),
        },
        {
          path: 'kelas/:courseSlug/diskusi/:idHashDiscussion',
          element: lazyPage(
            () => import('./pages/discussions/discussion-page'),
            (m) => m.DiscussionPage,
          ),
        },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
