/** The author remote's one exposed module (`./app`): `{ id, basePath, routes }`. */
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import { changePasswordPage, profilePage } from './features/account';
import {
  courseMaterialsPage,
  courseOverviewPage,
  courseQuizPage,
  courseSettingsPage,
  homePage,
  newCoursePage,
} from './features/courses';
import { courseDiscussionsPage, createDiscussionPage, discussionPage } from './features/discussions';
import {
  cohortAttendancePage,
  cohortDiscussionPage,
  cohortDiscussionsPage,
  cohortMaterialsPage,
  cohortParticipantsPage,
  cohortQuizPage,
} from './features/cohort';
import { notificationsPage } from './features/notifications';
import { AuthorLayout } from './layout/author-layout';

recordSharedInstances('author', {
  'data-access-api': api,
  'data-access-auth': sessionSlice,
  'ui-design-system': theme,
});

/** A cohort's pages under its main page's path. */
const cohortRoutes = (base: string) => [
  { path: base, element: cohortAttendancePage },
  { path: `${base}/materi`, element: cohortMaterialsPage },
  { path: `${base}/quiz`, element: cohortQuizPage },
  { path: `${base}/diskusi`, element: cohortDiscussionsPage },
  { path: `${base}/diskusi/:idHashDiscussion`, element: cohortDiscussionPage },
  { path: `${base}/peserta`, element: cohortParticipantsPage },
];

const app: RemoteApp = {
  id: 'author',
  basePath: REMOTE_BASE_PATHS.author,
  routes: [
    {
      element: <AuthorLayout />,
      children: [
        { index: true, element: homePage },
        { path: 'ganti-password', element: changePasswordPage },
        { path: 'profil', element: profilePage },
        { path: 'notifikasi', element: notificationsPage },
        // The course builder (decision 0053): a new draft, then the course's sections; its discussions (decision
        // 0021) are its Diskusi section, their threads where they always were.
        { path: 'kelas-baru', element: newCoursePage },
        { path: 'kelas/:courseSlug', element: courseOverviewPage },
        { path: 'kelas/:courseSlug/pengaturan', element: courseSettingsPage },
        { path: 'kelas/:courseSlug/materi', element: courseMaterialsPage },
        { path: 'kelas/:courseSlug/kuis', element: courseQuizPage },
        { path: 'kelas/:courseSlug/diskusi', element: courseDiscussionsPage },
        { path: 'kelas/:courseSlug/buat-diskusi', element: createDiscussionPage },
        { path: 'kelas/:courseSlug/diskusi/:idHashDiscussion', element: discussionPage },
        // A cohort — a live-class batch or a corporate-training group, the same pages (decision 0045): its sessions
        // and attendance (decision 0040) and its content, discussions and members' scores (issue 18, decision 0042).
        ...cohortRoutes('liveclass/:liveclassSlug/batch/:batchId'),
        ...cohortRoutes('corporate-training/:trainingSlug/group/:groupId'),
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
