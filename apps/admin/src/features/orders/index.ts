/**
 * The payment-verification queue (decision 0012): the orders by status, one order with its transfer proof, approve
 * or reject. The home's shortcut reads how many wait from the queue's query; an event's registrants show their
 * order's status with the same badge.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

export { useGetAdminOrdersQuery } from './data/orders-api';
export { OrderStatusBadge } from './parts/order-status';

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
