/**
 * The hand-off to the lab (decision 0036): the start that asks for a single-use code with this tab's session and
 * opens the lab with it, and the lab's entry that exchanges the code for a session. Lazy route elements.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /lab/buka?redirect= — where the member navbar and footer point: a code, then the lab's address with it. */
export const handoffStartPage = lazyPage(
  () => import('./pages/handoff-start-page'),
  (m) => m.HandoffStartPage,
);

/** /lab/auth/:code?redirect= — the code exchanged for a session; the player lands on the section signed in. */
export const handoffEntryPage = lazyPage(
  () => import('./pages/handoff-entry-page'),
  (m) => m.HandoffEntryPage,
);
