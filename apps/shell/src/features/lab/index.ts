/** The Cybersecurity Lab's public page (the lab layout with its menu is layout/lab-layout.tsx). */
import { preloadablePage } from '@akademi-siber/feature-app-frame';

/** /cybersecuritylabs (lab) */
export const cybersecurityLabsPage = preloadablePage(
  () => import('./pages/cybersecuritylabs-page'),
  (m) => m.CybersecurityLabsPage,
);
