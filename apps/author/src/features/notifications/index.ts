/** The author's notifications (spec §2). */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /author/notifikasi */
export const notificationsPage = lazyPage(
  () => import('./pages/notifications-page'),
  (m) => m.NotificationsPage,
);
