/** The member's notifications (spec §2), on the shared notifications view of feature-app-frame. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /member/notifikasi */
export const notificationsPage = lazyPage(
  () => import('./pages/notifications-page'),
  (m) => m.NotificationsPage,
);
