/**
 * The cart (API module `cart`): its items by kind, a promo quote, and the confirmation that checks one kind out
 * through the orders feature's checkout panel. The cart's items come from data-access-api (the shell adds to it).
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /member/cart */
export const cartPage = lazyPage(
  () => import('./pages/cart-page'),
  (m) => m.CartPage,
);

/** /member/cart/confirmation?jenis=course|liveclass&promo={code} */
export const cartConfirmationPage = lazyPage(
  () => import('./pages/cart-confirmation-page'),
  (m) => m.CartConfirmationPage,
);
