/** The admin remote's one exposed module (`./app`): `{ id, basePath, routes }`. */
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import { Navigate } from 'react-router-dom';
import { changePasswordPage, profilePage } from './features/account';
import {
  programBatchesPage,
  programBatchPage,
  programCompanyPage,
  programItemDiscussionPage,
  programItemDiscussionsPage,
  programItemMaterialsPage,
  programItemQuizPage,
} from './features/corporate-program';
import { corporateTrainingPage, trainingGroupPage } from './features/corporate-training';
import { activationBatchesPage, activationBatchPage } from './features/activation';
import { payoutsPage } from './features/affiliate';
import { discussionPage, discussionsPage } from './features/discussions';
import { blogCategoriesPage, blogPostNewPage, blogPostPage, blogPostsPage } from './features/blog';
import {
  cybercastCategoriesPage,
  cybercastEpisodeNewPage,
  cybercastEpisodePage,
  cybercastPage,
} from './features/cybercast';
import { courseReviewPage, courseReviewsPage } from './features/course-reviews';
import { eventsPage } from './features/events';
import {
  labChallengeNewPage,
  labChallengePage,
  labChallengesPage,
  labExerciseNewPage,
  labExercisePage,
  labExercisesPage,
  labScoreboardPage,
  labSettingsPage,
  labSubmissionsPage,
} from './features/lab';
import { liveClassBatchPage, liveClassesPage } from './features/liveclass';
import { eventRegistrantsPage, orderDetailPage, ordersPage } from './features/orders';
import { plansPage } from './features/plans';
import { promoCodesPage } from './features/promo-codes';
import { rewardsPage } from './features/rewards';
import { sitePageEditorPage, sitePagesPage } from './features/site-pages';
import { trainingRequestsPage } from './features/training-requests';
import { homePage, userPage, usersPage } from './features/users';
import { AdminLayout } from './layout/admin-layout';

recordSharedInstances('admin', { 'data-access-api': api, 'data-access-auth': sessionSlice, 'ui-design-system': theme });

const app: RemoteApp = {
  id: 'admin',
  basePath: REMOTE_BASE_PATHS.admin,
  routes: [
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: homePage },
        { path: 'ganti-password', element: changePasswordPage },
        { path: 'profil', element: profilePage },
        // The accounts: search, detail, role and status (decision 0050).
        { path: 'pengguna', element: usersPage },
        { path: 'pengguna/:userId', element: userPage },
        // Commerce (issue 5; paths in docs/decisions/0015-admin-commerce-pages.md).
        { path: 'pesanan', element: ordersPage },
        { path: 'pesanan/:idTransaction', element: orderDetailPage },
        { path: 'paket-langganan', element: plansPage },
        { path: 'kode-promo', element: promoCodesPage },
        { path: 'token-aktivasi', element: activationBatchesPage },
        { path: 'token-aktivasi/:batchId', element: activationBatchPage },
        { path: 'afiliasi', element: payoutsPage },
        { path: 'acara', element: eventsPage },
        // The editorial tools (decision 0052): the blog, its categories and the static pages.
        { path: 'blog', element: blogPostsPage },
        { path: 'blog/baru', element: blogPostNewPage },
        { path: 'blog/kategori', element: blogCategoriesPage },
        { path: 'blog/:blogPostId', element: blogPostPage },
        { path: 'halaman', element: sitePagesPage },
        { path: 'halaman/:pageSlug', element: sitePageEditorPage },
        { path: 'cybercast', element: cybercastPage },
        { path: 'cybercast/baru', element: cybercastEpisodeNewPage },
        { path: 'cybercast/kategori', element: cybercastCategoriesPage },
        { path: 'cybercast/:episodeId', element: cybercastEpisodePage },
        { path: 'acara/:eventId/pendaftar', element: eventRegistrantsPage },
        { path: 'permintaan-pelatihan', element: trainingRequestsPage },
        // The review queue of courses authors submitted (decision 0053).
        { path: 'tinjauan-kelas', element: courseReviewsPage },
        { path: 'tinjauan-kelas/:courseSlug', element: courseReviewPage },
        // Corporate-training groups: companies, groups, participants and their CSV import (decision 0044).
        { path: 'corporate-training', element: corporateTrainingPage },
        { path: 'corporate-training/:trainingSlug/group/:groupId', element: trainingGroupPage },
        // The corporate cybersecurity-culture program (issue 19, decision 0046); a learning item's pages are spec §2's.
        { path: 'corporate-program', element: programBatchesPage },
        { path: 'corporate-program/:batchId', element: programBatchPage },
        { path: 'corporate-program/:batchId/:corporateId', element: programCompanyPage },
        { path: 'corporate-program/:batchId/:corporateId/:learningId', element: <Navigate to="materi" replace /> },
        { path: 'corporate-program/:batchId/:corporateId/:learningId/materi', element: programItemMaterialsPage },
        { path: 'corporate-program/:batchId/:corporateId/:learningId/kuis', element: programItemQuizPage },
        { path: 'corporate-program/:batchId/:corporateId/:learningId/diskusi', element: programItemDiscussionsPage },
        {
          path: 'corporate-program/:batchId/:corporateId/:learningId/diskusi/:idHashDiscussion',
          element: programItemDiscussionPage,
        },
        // Course discussions (decision 0021) and rewards (decision 0022).
        { path: 'diskusi', element: discussionsPage },
        { path: 'diskusi/:idHashDiscussion', element: discussionPage },
        { path: 'hadiah', element: rewardsPage },
        // Live classes and their batches (issue 18, decision 0043).
        { path: 'liveclass', element: liveClassesPage },
        { path: 'liveclass/:liveclassSlug/batch/:batchId', element: liveClassBatchPage },
        // The cybersecurity lab (issue 17, decision 0038); /admin/lab/submissions?suspicious=true is where the admins'
        // notification about another user's per-user flag leads.
        { path: 'lab', element: <Navigate to="challenges" replace /> },
        { path: 'lab/challenges', element: labChallengesPage },
        { path: 'lab/challenges/new', element: labChallengeNewPage },
        { path: 'lab/challenges/:challengeId', element: labChallengePage },
        { path: 'lab/exercises', element: labExercisesPage },
        { path: 'lab/exercises/new', element: labExerciseNewPage },
        { path: 'lab/exercises/:exerciseId', element: labExercisePage },
        { path: 'lab/submissions', element: labSubmissionsPage },
        { path: 'lab/scoreboard', element: labScoreboardPage },
        { path: 'lab/settings', element: labSettingsPage },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
