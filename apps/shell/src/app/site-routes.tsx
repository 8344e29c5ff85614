/**
 * The public site's own pages, each in the layout spec §2 names for it (docs/decisions: layouts): Blog and
 * Cybercast in theirs, the dark marketing page in depan-dark, the lab page in lab, company and legal texts in
 * default. Every page loads on first visit and can be prefetched.
 */
import { Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { PageSkeleton, preloadablePage, type PreloadableComponent } from '@akademi-siber/feature-app-frame';
import { matchPagePattern, SHELL_PAGE_ROUTES } from '@akademi-siber/util-contracts';
import { BlogLayout } from '../layouts/blog-layout';
import { CybercastLayout } from '../layouts/cybercast-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { DepanDarkLayout } from '../layouts/depan-dark-layout';
import { LabLayout } from '../layouts/lab-layout';

const contentPages = () => import('../pages/content/content-pages');
const staticPages = () => import('../pages/static-page');

const pages = {
  blogHome: preloadablePage(contentPages, (m) => m.BlogHomePage),
  blogList: preloadablePage(contentPages, (m) => m.BlogListPage),
  blogPost: preloadablePage(() => import('../pages/content/blog-post-page'), (m) => m.BlogPostPage),
  cybercastHome: preloadablePage(contentPages, (m) => m.CybercastHomePage),
  cybercastList: preloadablePage(contentPages, (m) => m.CybercastListPage),
  about: preloadablePage(staticPages, (m) => m.AboutUsPage),
  privacy: preloadablePage(staticPages, (m) => m.PrivacyPolicyPage),
  terms: preloadablePage(staticPages, (m) => m.TermsPage),
  culture: preloadablePage(() => import('../pages/cybersecurity-culture-page'), (m) => m.CybersecurityCulturePage),
  labs: preloadablePage(() => import('../pages/cybersecuritylabs-page'), (m) => m.CybersecurityLabsPage),
} satisfies Record<string, PreloadableComponent>;

function Page({ page }: { page: PreloadableComponent }): ReactNode {
  const { Component } = page;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Component />
    </Suspense>
  );
}

const R = SHELL_PAGE_ROUTES;
const child = (pattern: string, base: string) => pattern.slice(base.length + 1);

/** Which site page a link leads to, for link prefetch. */
export const SITE_PREFETCH: readonly { pattern: string; page: PreloadableComponent }[] = [
  { pattern: R.blog, page: pages.blogHome },
  { pattern: R.blogAll, page: pages.blogList },
  { pattern: R.blogCategory, page: pages.blogList },
  { pattern: R.blogPost, page: pages.blogPost },
  { pattern: R.cybercast, page: pages.cybercastHome },
  { pattern: R.cybercastAll, page: pages.cybercastList },
  { pattern: R.cybercastCategory, page: pages.cybercastList },
  { pattern: R.aboutUs, page: pages.about },
  { pattern: R.privacyPolicy, page: pages.privacy },
  { pattern: R.terms, page: pages.terms },
  { pattern: R.cybersecurityCulture, page: pages.culture },
  { pattern: R.cybersecurityLabs, page: pages.labs },
];

export const sitePrefetchTargets = SITE_PREFETCH.map(({ pattern, page }) => ({
  matches: (pathname: string) => matchPagePattern(pattern, pathname) !== null,
  page,
}));

/** Route elements for AppRoutes (react-router only accepts <Route> children there). */
export function siteRoutes() {
  return [
    <Route key="blog" path={R.blog.slice(1)} element={<BlogLayout />}>
      <Route index element={<Page page={pages.blogHome} />} />
      <Route path={child(R.blogAll, R.blog)} element={<Page page={pages.blogList} />} />
      {/* `/blog/kategori` without a category shows the whole list. */}
      <Route path={child(R.blogCategory, R.blog)} element={<Page page={pages.blogList} />} />
      <Route path={child(R.blogPost, R.blog)} element={<Page page={pages.blogPost} />} />
    </Route>,
    <Route key="cybercast" path={R.cybercast.slice(1)} element={<CybercastLayout />}>
      <Route index element={<Page page={pages.cybercastHome} />} />
      <Route path={child(R.cybercastAll, R.cybercast)} element={<Page page={pages.cybercastList} />} />
      <Route path={child(R.cybercastCategory, R.cybercast)} element={<Page page={pages.cybercastList} />} />
    </Route>,
    <Route key="default" element={<DefaultLayout />}>
      <Route path={R.aboutUs.slice(1)} element={<Page page={pages.about} />} />
      <Route path={R.privacyPolicy.slice(1)} element={<Page page={pages.privacy} />} />
      <Route path={R.terms.slice(1)} element={<Page page={pages.terms} />} />
    </Route>,
    <Route key="depan-dark" element={<DepanDarkLayout />}>
      <Route path={R.cybersecurityCulture.slice(1)} element={<Page page={pages.culture} />} />
    </Route>,
    <Route key="lab" element={<LabLayout />}>
      <Route path={R.cybersecurityLabs.slice(1)} element={<Page page={pages.labs} />} />
    </Route>,
  ];
}
