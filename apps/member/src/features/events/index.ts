/**
 * Cyber Insight for the member (decision 0012, API module `events`): their registrations, the upcoming events, and
 * one event with its registration (a checkout of the orders feature). The public events come from
 * data-access-catalog.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /member/cyber-insight */
export const eventsPage = lazyPage(
  () => import('./pages/events-page'),
  (m) => m.EventsPage,
);

/** /member/cyber-insight/{eventId} */
export const eventDetailPage = lazyPage(
  () => import('./pages/event-detail-page'),
  (m) => m.EventDetailPage,
);
