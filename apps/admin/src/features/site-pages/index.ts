/** The site's static pages (decision 0052): the list and an editor per page. Only lazy pages. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/halaman */
export const sitePagesPage = lazyPage(
  () => import('./pages/site-pages-page'),
  (m) => m.SitePagesPage,
);

/** /admin/halaman/{pageSlug} */
export const sitePageEditorPage = lazyPage(
  () => import('./pages/site-page-editor-page'),
  (m) => m.SitePageEditorPage,
);
