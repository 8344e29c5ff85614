/** Cybercast (decisions 0049, 0052): the episodes, an episode's page with its files, and the categories. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

const editor = () => import('./pages/episode-editor-page');

/** /admin/cybercast */
export const cybercastPage = lazyPage(
  () => import('./pages/cybercast-page'),
  (m) => m.CybercastPage,
);

/** /admin/cybercast/baru */
export const cybercastEpisodeNewPage = lazyPage(editor, (m) => m.EpisodeEditorPage);

/** /admin/cybercast/{episodeId} */
export const cybercastEpisodePage = lazyPage(editor, (m) => m.EpisodeEditorPage);

/** /admin/cybercast/kategori */
export const cybercastCategoriesPage = lazyPage(
  () => import('./pages/cybercast-categories-page'),
  (m) => m.CybercastCategoriesPage,
);
