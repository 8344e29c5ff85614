/** The corporate cybersecurity-culture program's public page (the program itself is the corporate remote). */
import { preloadablePage } from '@akademi-siber/feature-app-frame';

/** /cybersecurity-culture (depan-dark) */
export const cybersecurityCulturePage = preloadablePage(
  () => import('./pages/cybersecurity-culture-page'),
  (m) => m.CybersecurityCulturePage,
);
