/** The member remote's one exposed module (`./app`): `{ id, basePath, routes }`. */
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import type { OrderKind } from '@akademi-siber/util-contracts';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import { activationPage } from './features/activation';
import { affiliatePage } from './features/affiliate';
import { examPage, finalTestPage, postTestPage, preTestPage, quizPage } from './features/assessments';
import { cartConfirmationPage, cartPage } from './features/cart';
import { classroomsPage } from './features/classrooms';
import { programBatchPage, programItemLayout, programItemPage, programsPage } from './features/corporate-program';
import { groupPlayerLayout, trainingGroupPage, trainingGroupsPage } from './features/corporate-training';
import {
  attendanceCertificateDetailPage,
  attendanceCertificatesPage,
  certificateDetailPage,
  certificatesPage,
} from './features/certificates';
import { eventDetailPage, eventsPage } from './features/events';
import {
  courseModulesPage,
  courseOverviewPage,
  coursePlayerLayout,
  createDiscussionPage,
  discussionThreadPage,
  materialPage,
  moduleFilesPage,
  moduleMaterialsRedirect,
} from './features/learning';
import {
  batchPage,
  batchPlayerLayout,
  cohortCertificatePage,
  cohortQuizzesPage,
  joinSessionPage,
} from './features/liveclass-batch';
import { academyPage, dashboardPage, liveClassPage, myClassesPage, trainingIndexPage } from './features/my-classes';
import { notificationsPage } from './features/notifications';
import {
  courseCheckoutPage,
  liveClassCheckoutPage,
  orderStepPage,
  ordersPage,
  subscriptionCheckoutPage,
  subscriptionOrdersPage,
  type OrderStep,
} from './features/orders';
import { pointsPage } from './features/points';
import { accountPage, changePasswordPage, deleteAccountPage, legacyProfilePage } from './features/profile';
import { rewardDetailPage, rewardsPage } from './features/rewards';
import { subscriptionPage } from './features/subscription';
import { MemberLayout } from './layout/member-layout';

recordSharedInstances('member', {
  'data-access-api': api,
  'data-access-auth': sessionSlice,
  'ui-design-system': theme,
});

/** The pay / confirm / result pages of one order kind, `:idTransaction` optional as in spec §2. */
function orderRoutes(kind: OrderKind, base: string, names: Record<OrderStep, string>) {
  return (Object.keys(names) as OrderStep[]).map((step) => ({
    path: `${base}/${names[step]}/:idTransaction?`,
    element: orderStepPage(step, kind),
  }));
}

/**
 * The course player's own pages of content that an owner holds under its own page (decisions 0041, 0044, 0046): the
 * modules under `modules` (a cohort's `modul`, a program item's `module`), a material, a module's files and quiz, and
 * the discussions. The material and thread params are named as the course player's (a material's address is its hash
 * id, as under /member/kelas).
 */
const ownedContentRoutes = (modules: string) => [
  { path: modules, element: courseModulesPage },
  { path: `${modules}/:moduleSlug/materi/:idHashMaterial`, element: materialPage },
  { path: `${modules}/:moduleSlug/file`, element: moduleFilesPage },
  { path: `${modules}/:moduleSlug/kuis`, element: quizPage },
  { path: 'buat-diskusi', element: createDiscussionPage },
  { path: 'diskusi/:idHashDiscussion', element: discussionThreadPage },
];

/**
 * A cohort's learning pages (decisions 0041, 0044, 0045), a live-class batch's or a corporate-training group's, inside
 * its frame: the course player's and the assessments' own pages with the cohort's paths, its quiz list and attendance
 * certificate.
 */
const cohortLearningRoutes = [
  ...ownedContentRoutes('modul'),
  { path: 'quiz', element: cohortQuizzesPage },
  { path: 'pre-test', element: preTestPage },
  { path: 'post-test', element: postTestPage },
  { path: 'final-test', element: finalTestPage },
  { path: 'sertifikat/:certificateNumber?', element: cohortCertificatePage },
];

const app: RemoteApp = {
  id: 'member',
  basePath: REMOTE_BASE_PATHS.member,
  routes: [
    {
      element: <MemberLayout />,
      children: [
        { index: true, element: dashboardPage },
        { path: 'ganti-password', element: changePasswordPage },
        { path: 'point', element: pointsPage },
        { path: 'reward', element: rewardsPage },
        { path: 'reward/:slug', element: rewardDetailPage },
        { path: 'notifikasi', element: notificationsPage },
        { path: 'certificate', element: certificatesPage },
        { path: 'certificate/attendance', element: attendanceCertificatesPage },
        { path: 'certificate/attendance/:certificateNumber', element: attendanceCertificateDetailPage },
        { path: 'certificate/:certificateNumber', element: certificateDetailPage },
        { path: 'profil', element: accountPage },
        { path: 'profil/hapus-akun', element: deleteAccountPage },
        { path: 'profil-old-cda', element: legacyProfilePage },
        { path: 'kelas-saya', element: myClassesPage },
        // Campus classrooms: the member's and joining one by code (decision 0037; not a route of spec §2).
        { path: 'classroom', element: classroomsPage },
        { path: 'academy', element: academyPage },
        { path: 'training-index', element: trainingIndexPage },
        // The course player (decision 0020) around its pages, module quizzes and the course exam (decision 0018).
        {
          path: 'kelas/:courseSlug',
          element: coursePlayerLayout,
          children: [
            { index: true, element: courseOverviewPage },
            { path: 'modul', element: courseModulesPage },
            { path: 'modul/:moduleSlug/materi', element: moduleMaterialsRedirect },
            { path: 'materi/:idHashMaterial', element: materialPage },
            { path: 'modul/:moduleSlug/kuis', element: quizPage },
            { path: 'ujian', element: examPage },
            // Course discussions (decision 0021); the list is a section of the overview.
            { path: 'buat-diskusi', element: createDiscussionPage },
            { path: 'diskusi/:idHashDiscussion', element: discussionThreadPage },
          ],
        },
        { path: 'cart', element: cartPage },
        { path: 'cart/confirmation', element: cartConfirmationPage },
        { path: 'checkout', element: courseCheckoutPage },
        { path: 'pesanan', element: ordersPage },
        { path: 'pesanan/subscription', element: subscriptionOrdersPage },
        ...orderRoutes('course', 'pesanan', { pay: 'bayar', confirm: 'konfirmasi', result: 'berhasil' }),
        { path: 'liveclass', element: liveClassPage },
        { path: 'liveclass/checkout', element: liveClassCheckoutPage },
        ...orderRoutes('liveclass', 'liveclass/pesanan', { pay: 'bayar', confirm: 'konfirmasi', result: 'berhasil' }),
        // A batch's home and the per-user join link (decision 0040). React Router ranks static segments first, so
        // `liveclass/checkout` and `liveclass/pesanan/bayar|konfirmasi|berhasil` above still win over these.
        {
          path: 'liveclass/:liveclassSlug/:batchSlug',
          children: [
            { index: true, element: batchPage },
            { path: 'sesi/:sessionId/gabung', element: joinSessionPage },
            // The batch's learning (decision 0041): its content in the course player's frame.
            { element: batchPlayerLayout, children: cohortLearningRoutes },
          ],
        },
        // Corporate-training groups (decisions 0044, 0045): the member's groups, a group's home and its per-user join
        // link, and the group's content in the course player's frame at the group's own path — as a batch's (the same
        // pages, the group's paths).
        { path: 'corporate-training', element: trainingGroupsPage },
        {
          path: 'corporate-training/:trainingSlug/:groupSlug',
          children: [
            { index: true, element: trainingGroupPage },
            { path: 'sesi/:sessionId/gabung', element: joinSessionPage },
            { element: groupPlayerLayout, children: cohortLearningRoutes },
          ],
        },
        // The corporate cybersecurity-culture program (decision 0046): the member's programs, a batch's learning items,
        // and one item in the cohort frame at the item's own path, its modules under `module` (spec §2).
        { path: 'corporate-program', element: programsPage },
        { path: 'corporate-program/:batchId', element: programBatchPage },
        {
          path: '-corporate-program/:lmsSlug/:corpId/:compId',
          element: programItemLayout,
          children: [
            { index: true, element: programItemPage },
            ...ownedContentRoutes('module'),
            { path: 'ujian', element: examPage },
          ],
        },
        { path: 'subscription', element: subscriptionPage },
        { path: 'subscription/checkout', element: subscriptionCheckoutPage },
        ...orderRoutes('subscription', 'subscription', { pay: 'payment', confirm: 'confirmation', result: 'detail' }),
        { path: 'aktivasi-token', element: activationPage },
        { path: 'afiliasi', element: affiliatePage },
        { path: 'cyber-insight', element: eventsPage },
        ...orderRoutes('event', 'cyber-insight', { pay: 'payment', confirm: 'confirmation', result: 'detail' }),
        { path: 'cyber-insight/:eventId', element: eventDetailPage },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
