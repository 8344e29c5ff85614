/** Promo codes (decision 0012): the searchable list and the form for a code's discount, validity and limits. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/kode-promo */
export const promoCodesPage = lazyPage(
  () => import('./pages/promo-codes-page'),
  (m) => m.PromoCodesPage,
);
