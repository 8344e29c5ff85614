/** Cyber Insight events (decision 0012): the list with its create/edit form, and who registered for each. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/acara */
export const eventsPage = lazyPage(
  () => import('./pages/events-page'),
  (m) => m.EventsPage,
);

/** /admin/acara/{eventId}/pendaftar */
export const eventRegistrantsPage = lazyPage(
  () => import('./pages/event-registrants-page'),
  (m) => m.EventRegistrantsPage,
);
