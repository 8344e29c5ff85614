/** The member remote's one exposed module (`./app`): `{ id, basePath, routes }`. */
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel, lazyPage } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import { MemberLayout } from './layout/member-layout';
import type { OrderStep } from './pages/orders/order-pages';
import type { OrderKind } from '@akademi-siber/util-contracts';

recordSharedInstances('member', {
  'data-access-api': api,
  'data-access-auth': sessionSlice,
  'ui-design-system': theme,
});

const orders = () => import('./pages/orders/order-pages');
const player = () => import('./pages/learning/course-player-layout');
const overview = () => import('./pages/learning/course-overview-pages');
const checkouts = () => import('./pages/checkout-pages');
const orderStep = (step: OrderStep, kind: OrderKind) => lazyPage(orders, (m) => m.orderPage(step, kind));

/** The pay / confirm / result pages of one order kind, `:idTransaction` optional as in spec §2. */
function orderRoutes(kind: OrderKind, base: string, names: Record<OrderStep, string>) {
  return (Object.keys(names) as OrderStep[]).map((step) => ({
    path: `${base}/${names[step]}/:idTransaction?`,
    element: orderStep(step, kind),
  }));
}

const app: RemoteApp = {
  id: 'member',
  basePath: REMOTE_BASE_PATHS.member,
  routes: [
    {
      element: <MemberLayout />,
      children: [
        {
          index: true,
          element: lazyPage(
            () => import('./pages/dashboard-page'),
            (m) => m.DashboardPage,
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
          path: 'point',
          element: lazyPage(
            () => import('./pages/points-page'),
            (m) => m.PointsPage,
          ),
        },
        {
          path: 'reward',
          element: lazyPage(
            () => import('./pages/rewards/reward-pages'),
            (m) => m.RewardsPage,
          ),
        },
        {
          path: 'reward/:slug',
          element: lazyPage(
            () => import('./pages/rewards/reward-pages'),
            (m) => m.RewardDetailPage,
          ),
        },
        {
          path: 'notifikasi',
          element: lazyPage(
            () => import('./pages/notifications-page'),
            (m) => m.NotificationsPage,
          ),
        },
        {
          path: 'certificate',
          element: lazyPage(
            () => import('./pages/certificates-page'),
            (m) => m.CertificatesPage,
          ),
        },
        {
          path: 'certificate/attendance',
          element: lazyPage(
            () => import('./pages/certificates-page'),
            (m) => m.AttendanceCertificatesPage,
          ),
        },
        {
          path: 'certificate/attendance/:certificateNumber',
          element: lazyPage(
            () => import('./pages/certificate-detail-page'),
            (m) => m.CertificateDetailPage,
          ),
        },
        {
          path: 'certificate/:certificateNumber',
          element: lazyPage(
            () => import('./pages/certificate-detail-page'),
            (m) => m.CertificateDetailPage,
          ),
        },
        {
          path: 'profil',
          element: lazyPage(
            () => import('./pages/account-page'),
            (m) => m.AccountPage,
          ),
        },
        {
          path: 'profil/hapus-akun',
          element: lazyPage(
            () => import('./pages/profile/delete-account-page'),
            (m) => m.DeleteAccountPage,
          ),
        },
        {
          path: 'profil-old-cda',
          element: lazyPage(
            () => import('./pages/profile/legacy-profile-page'),
            (m) => m.LegacyProfilePage,
          ),
        },
        {
          path: 'kelas-saya',
          element: lazyPage(
            () => import('./pages/my-classes-page'),
            (m) => m.MyClassesPage,
          ),
        },
        {
          path: 'academy',
          element: lazyPage(
            () => import('./pages/academy-page'),
            (m) => m.AcademyPage,
          ),
        },
        {
          path: 'training-index',
          element: lazyPage(
            () => import('./pages/training-index-page'),
            (m) => m.TrainingIndexPage,
          ),
        },
        // The course player (decision 0020) around its pages, module quizzes and the course exam (decision 0018).
        {
          path: 'kelas/:courseSlug',
          element: lazyPage(player, (m) => m.CoursePlayerLayout),
          children: [
            { index: true, element: lazyPage(overview, (m) => m.CourseOverviewPage) },
            { path: 'modul', element: lazyPage(overview, (m) => m.CourseModulesPage) },
            { path: 'modul/:moduleSlug/materi', element: lazyPage(overview, (m) => m.ModuleMaterialsRedirect) },
            {
              path: 'materi/:idHashMaterial',
              element: lazyPage(
                () => import('./pages/learning/material-page'),
                (m) => m.MaterialPage,
              ),
            },
            {
              path: 'modul/:moduleSlug/kuis',
              element: lazyPage(
                () => import('./pages/learning/quiz-page'),
                (m) => m.QuizPage,
              ),
            },
            {
              path: 'ujian',
              element: lazyPage(
                () => import('./pages/learning/exam-page'),
                (m) => m.ExamPage,
              ),
            },
            // Course discussions (decision 0021); the list is a section of the overview.
            {
              path: 'buat-diskusi',
              element: lazyPage(
                () => import('./pages/learning/discussions/discussion-create-page'),
                (m) => m.CreateDiscussionPage,
              ),
            },
            {
              path: 'diskusi/:idHashDiscussion',
              element: lazyPage(
                () => import('./pages/learning/discussions/discussion-thread-page'),
                (m) => m.DiscussionThreadPage,
              ),
            },
          ],
        },
        {
          path: 'cart',
          element: lazyPage(
            () => import('./pages/cart/cart-page'),
            (m) => m.CartPage,
          ),
        },
        {
          path: 'cart/confirmation',
          element: lazyPage(
            () => import('./pages/cart/cart-confirmation-page'),
            (m) => m.CartConfirmationPage,
          ),
        },
        { path: 'checkout', element: lazyPage(checkouts, (m) => m.CourseCheckoutPage) },
        { path: 'pesanan', element: lazyPage(orders, (m) => m.OrdersPage) },
        { path: 'pesanan/subscription', element: lazyPage(orders, (m) => m.SubscriptionOrdersPage) },
        ...orderRoutes('course', 'pesanan', { pay: 'bayar', confirm: 'konfirmasi', result: 'berhasil' }),
        {
          path: 'liveclass',
          element: lazyPage(
            () => import('./pages/liveclass-page'),
            (m) => m.LiveClassPage,
          ),
        },
        { path: 'liveclass/checkout', element: lazyPage(checkouts, (m) => m.LiveClassCheckoutPage) },
        ...orderRoutes('liveclass', 'liveclass/pesanan', { pay: 'bayar', confirm: 'konfirmasi', result: 'berhasil' }),
        {
          path: 'subscription',
          element: lazyPage(
            () => import('./pages/subscription/subscription-page'),
            (m) => m.SubscriptionPage,
          ),
        },
        { path: 'subscription/checkout', element: lazyPage(checkouts, (m) => m.SubscriptionCheckoutPage) },
        ...orderRoutes('subscription', 'subscription', { pay: 'payment', confirm: 'confirmation', result: 'detail' }),
        {
          path: 'aktivasi-token',
          element: lazyPage(
            () => import('./pages/activation-page'),
            (m) => m.ActivationPage,
          ),
        },
        {
          path: 'afiliasi',
          element: lazyPage(
            () => import('./pages/affiliate-page'),
            (m) => m.AffiliatePage,
          ),
        },
        {
          path: 'cyber-insight',
          element: lazyPage(
            () => import('./pages/events/events-page'),
            (m) => m.EventsPage,
          ),
        },
        ...orderRoutes('event', 'cyber-insight', { pay: 'payment', confirm: 'confirmation', result: 'detail' }),
        {
          path: 'cyber-insight/:eventId',
          element: lazyPage(
            () => import('./pages/events/event-detail-page'),
            (m) => m.EventDetailPage,
          ),
        },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
