/** Cybercast episodes (decision 0049): the list with its create/edit form and the audio upload. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/cybercast */
export const cybercastPage = lazyPage(
  () => import('./pages/cybercast-page'),
  (m) => m.CybercastPage,
);
