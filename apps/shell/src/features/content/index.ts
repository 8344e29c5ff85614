/**
 * The site's content (docs/product.md, "Content"): Blog and Cybercast with their layouts (the navbar with the
 * section's categories), and the static texts — about us, privacy, terms and the affiliate policy. The layouts
 * are in the shell's first chunk like the other layouts; the pages load on first visit.
 */
import { preloadablePage } from '@akademi-siber/feature-app-frame';

export { BlogLayout } from './parts/blog-layout';
export { CybercastLayout } from './parts/cybercast-layout';

const contentPages = () => import('./pages/content-pages');
const staticPages = () => import('./pages/static-page');

/** /blog: the newest posts. */
export const blogHomePage = preloadablePage(contentPages, (m) => m.BlogHomePage);

/** /blog/all and /blog/kategori/{kategori?} */
export const blogListPage = preloadablePage(contentPages, (m) => m.BlogListPage);

/** /blog/{blogSlug} */
export const blogPostPage = preloadablePage(
  () => import('./pages/blog-post-page'),
  (m) => m.BlogPostPage,
);

/** /cybercast: the newest episodes. */
export const cybercastHomePage = preloadablePage(contentPages, (m) => m.CybercastHomePage);

/** /cybercast/all and /cybercast/kategori/{kategori?} */
export const cybercastListPage = preloadablePage(contentPages, (m) => m.CybercastListPage);

/** /cybercast/episode/{episodeSlug}: one episode with its player. */
export const cybercastEpisodePage = preloadablePage(
  () => import('./pages/cybercast-episode-page'),
  (m) => m.CybercastEpisodePage,
);

/** /tentang-kami */
export const aboutUsPage = preloadablePage(staticPages, (m) => m.AboutUsPage);

/** /kebijakan-privasi */
export const privacyPolicyPage = preloadablePage(staticPages, (m) => m.PrivacyPolicyPage);

/** /syarat-dan-ketentuan */
export const termsPage = preloadablePage(staticPages, (m) => m.TermsPage);

/** /affiliate-program/kebijakan */
export const affiliatePolicyPage = preloadablePage(staticPages, (m) => m.AffiliatePolicyPage);
