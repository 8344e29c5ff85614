/**
 * Orders (decision 0012, API module `orders`): the checkouts that make an order — buy now (a course, a live-class
 * batch, a plan) and the checkout panel the cart and an event registration use too — and the member's orders with
 * their pay, confirm and result steps. Pages are lazy route elements, so importing this index loads no page; the
 * parts other features build on are below.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';
import type { OrderKind } from '@akademi-siber/util-contracts';
import type { OrderStep } from './pages/order-pages';

export type { OrderStep } from './pages/order-pages';
// The cart's confirmation and an event's registration end in the checkout panel; the cart shows the same promo
// field and totals before it; events list registrations with an order's status and next step; the member's live
// classes list their orders. (The bundler keeps these out of the remote's first chunk: see vite.config.mts.)
export { CheckoutPanel } from './parts/checkout-panel';
export { beforeCodeLines, MoneySummary } from './parts/money-summary';
export { nextStepLabel, nextStepPath } from './parts/order-paths';
export { OrderStatusBadge } from './parts/order-status-badge';
export { OrdersList } from './parts/orders-list';
export { PromoField } from './parts/promo-field';
export { PromoPrefill } from './parts/promo-prefill';

const orderPages = () => import('./pages/order-pages');
const checkoutPages = () => import('./pages/checkout-pages');

/** /member/pesanan — the member's course orders by status. */
export const ordersPage = lazyPage(orderPages, (m) => m.OrdersPage);

/** /member/pesanan/subscription — the member's subscription orders. */
export const subscriptionOrdersPage = lazyPage(orderPages, (m) => m.SubscriptionOrdersPage);

/** One step (pay, confirm, result) of an order of one kind: the route table gives each its path. */
export const orderStepPage = (step: OrderStep, kind: OrderKind) => lazyPage(orderPages, (m) => m.orderPage(step, kind));

/** /member/checkout?type=course&kelas={slug} — buy one course now. */
export const courseCheckoutPage = lazyPage(checkoutPages, (m) => m.CourseCheckoutPage);

/** /member/liveclass/checkout?batch={id} — buy a seat in one live-class batch. */
export const liveClassCheckoutPage = lazyPage(checkoutPages, (m) => m.LiveClassCheckoutPage);

/** /member/subscription/checkout?plan={id} — buy a subscription plan. */
export const subscriptionCheckoutPage = lazyPage(checkoutPages, (m) => m.SubscriptionCheckoutPage);
