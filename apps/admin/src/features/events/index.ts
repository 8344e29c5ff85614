/**
 * Cyber Insight events (decision 0012): the list with its create/edit form. Who registered for an event is the
 * orders feature's page (each registration is an order), linked from each row.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/acara */
export const eventsPage = lazyPage(
  () => import('./pages/events-page'),
  (m) => m.EventsPage,
);
