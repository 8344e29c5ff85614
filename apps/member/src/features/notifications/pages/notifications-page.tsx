/** /member/notifikasi (spec §2): the shared notifications view (feature-app-frame/notifications) for the member. */
import { NotificationsView } from '@akademi-siber/feature-app-frame/notifications';

export function NotificationsPage() {
  return <NotificationsView area="member" />;
}
