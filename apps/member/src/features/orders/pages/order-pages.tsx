/** The order pages of each kind as prop-less route components (one module: they share every piece). */
import type { ComponentType } from 'react';
import type { OrderKind } from '@akademi-siber/util-contracts';
import { ConfirmPage } from './confirm-page';
import { PayPage } from './pay-page';
import { ResultPage } from './result-page';

export type OrderStep = 'pay' | 'confirm' | 'result';

const STEP_PAGES: Record<OrderStep, ComponentType<{ kind: OrderKind }>> = {
  pay: PayPage,
  confirm: ConfirmPage,
  result: ResultPage,
};
const cache = new Map<string, ComponentType>();

export function orderPage(step: OrderStep, kind: OrderKind): ComponentType {
  const key = `${step}:${kind}`;
  let page = cache.get(key);
  if (!page) {
    const Step = STEP_PAGES[step];
    const KindPage = () => <Step kind={kind} />;
    KindPage.displayName = `OrderPage(${key})`;
    page = KindPage;
    cache.set(key, page);
  }
  return page;
}

export { OrdersPage, SubscriptionOrdersPage } from './orders-page';
