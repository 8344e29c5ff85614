/** The admin remote's one exposed module (`./app`): `{ id, basePath, routes }`. */
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel, lazyPage } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import { AdminLayout } from './layout/admin-layout';

recordSharedInstances('admin', { 'data-access-api': api, 'data-access-auth': sessionSlice, 'ui-design-system': theme });

const app: RemoteApp = {
  id: 'admin',
  basePath: REMOTE_BASE_PATHS.admin,
  routes: [
    {
      element: <AdminLayout />,
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
        // Commerce (issue 5; paths in docs/decisions/0015-admin-commerce-pages.md).
        {
          path: 'pesanan',
          element: lazyPage(
            () => import('./pages/orders/orders-page'),
            (m) => m.OrdersPage,
          ),
        },
        {
          path: 'pesanan/:idTransaction',
          element: lazyPage(
            () => import('./pages/orders/order-detail-page'),
            (m) => m.OrderDetailPage,
          ),
        },
        {
          path: 'paket-langganan',
          element: lazyPage(
            () => import('./pages/commerce/plans-page'),
            (m) => m.PlansPage,
          ),
        },
        {
          path: 'kode-promo',
          element: lazyPage(
            () => import('./pages/commerce/promo-codes-page'),
            (m) => m.PromoCodesPage,
          ),
        },
        {
          path: 'token-aktivasi',
          element: lazyPage(
            () => import('./pages/commerce/activation-batches-page'),
            (m) => m.ActivationBatchesPage,
          ),
        },
        {
          path: 'token-aktivasi/:batchId',
          element: lazyPage(
            () => import('./pages/commerce/activation-batch-page'),
            (m) => m.ActivationBatchPage,
          ),
        },
        {
          path: 'afiliasi',
          element: lazyPage(
            () => import('./pages/commerce/payouts-page'),
            (m) => m.PayoutsPage,
          ),
        },
        {
          path: 'acara',
          element: lazyPage(
            () => import('./pages/commerce/events-page'),
            (m) => m.EventsPage,
          ),
        },
        {
          path: 'acara/:eventId/pendaftar',
          element: lazyPage(
            () => import('./pages/commerce/event-registrants-page'),
            (m) => m.EventRegistrantsPage,
          ),
        },
        {
          path: 'permintaan-pelatihan',
          element: lazyPage(
            () => import('./pages/commerce/training-requests-page'),
            (m) => m.TrainingRequestsPage,
          ),
        },
        {
          path: 'diskusi',
          element: lazyPage(
            () => import('./pages/discussions/discussions-page'),
            (m) => m.DiscussionsPage,
          ),
        },
        {
          path: 'diskusi/:idHashDiscussion',
          element: lazyPage(
            () => import('./pages/discussions/discussion-page'),
            (m) => m.DiscussionPage,
          ),
        },
        {
          path: 'hadiah',
          element: lazyPage(
            () => import('./pages/rewards/rewards-page'),
            (m) => m.RewardsPage,
          ),
        },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
