/**
 * The payment-verification queue (decision 0012): the orders by status, one order with its transfer proof, approve
 * or reject; and an event's registrants, who are the event's orders with their status. The home's shortcut reads
 * how many wait from the queue's query; a batch's orders (the live-class pages) show their status the same way.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

export { useGetAdminOrdersQuery } from './data/orders-api';
/** How an order's status reads in the staff pages (a batch's orders on the live-class pages too). */
export { ORDER_STATUS_LABELS, OrderStatusBadge } from './parts/order-status';

/** /admin/pesanan */
export const ordersPage = lazyPage(
  () => import('./pages/orders-page'),
  (m) => m.OrdersPage,
);

/** /admin/pesanan/{idTransaction} */
export const orderDetailPage = lazyPage(
  () => import('./pages/order-detail-page'),
  (m) => m.OrderDetailPage,
);

/** /admin/acara/{eventId}/pendaftar: an event's registrants, their order and its status. */
export const eventRegistrantsPage = lazyPage(
  () => import('./pages/event-registrants-page'),
  (m) => m.EventRegistrantsPage,
);
