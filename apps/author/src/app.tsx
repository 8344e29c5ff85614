/** The author remote's one exposed module (`./app`): `{ id, basePath, routes }`. */
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import { changePasswordPage } from './features/account';
import { homePage } from './features/courses';
import { courseDiscussionsPage, createDiscussionPage, discussionPage } from './features/discussions';
import { batchAttendancePage } from './features/liveclass';
import { notificationsPage } from './features/notifications';
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
        { index: true, element: homePage },
        { path: 'ganti-password', element: changePasswordPage },
        { path: 'notifikasi', element: notificationsPage },
        // A course's discussions (decision 0021).
        { path: 'kelas/:courseSlug', element: courseDiscussionsPage },
        { path: 'kelas/:courseSlug/buat-diskusi', element: createDiscussionPage },
        { path: 'kelas/:courseSlug/diskusi/:idHashDiscussion', element: discussionPage },
        // A live-class batch's attendance and its corrections (issue 18, decision 0040).
        { path: 'liveclass/:liveclassSlug/batch/:batchId', element: batchAttendancePage },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
