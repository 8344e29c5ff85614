/**
 * The affiliate program's public side (decision 0012): the root route's referral capture (`?ref=` on any page) and
 * the program page. Its policy is a static text of the content feature. Pages load on first visit.
 */
import { preloadablePage } from '@akademi-siber/feature-app-frame';

export { AffiliateRefCapture } from './parts/affiliate-ref-capture';

/** /affiliate-program */
export const affiliateProgramPage = preloadablePage(
  () => import('./pages/affiliate-program-page'),
  (m) => m.AffiliateProgramPage,
);
