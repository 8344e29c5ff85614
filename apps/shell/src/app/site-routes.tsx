/**
 * The public site's own pages, each in the layout spec §2 names for it (docs/decisions: layouts): Blog and
 * Cybercast in theirs, the dark marketing page in depan-dark, the lab page in lab, company and legal texts in
 * default; the catalogue and marketing pages of issue 5 in depan (Cyber Insight in depan-dark, the affiliate
 * policy in default — decision 0010); certificate verification (issue 6) in default. Every page loads on first visit
 * and can be prefetched.
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
const liveClassPages = () => import('../pages/catalog/liveclass-pages');
const trainingPages = () => import('../pages/catalog/corporate-training-pages');
const eventPages = () => import('../pages/catalog/event-pages');
const promoAffiliatePages = () => import('../pages/catalog/promo-affiliate-pages');
const certificatePages = () => import('../pages/certificate-pages');

const pages = {
  blogHome: preloadablePage(contentPages, (m) => m.BlogHomePage),
  blogList: preloadablePage(contentPages, (m) => m.BlogListPage),
  blogPost: preloadablePage(
    () => import('../pages/content/blog-post-page'),
    (m) => m.BlogPostPage,
  ),
  cybercastHome: preloadablePage(contentPages, (m) => m.CybercastHomePage),
  cybercastList: preloadablePage(contentPages, (m) => m.CybercastListPage),
  about: preloadablePage(staticPages, (m) => m.AboutUsPage),
  privacy: preloadablePage(staticPages, (m) => m.PrivacyPolicyPage),
  terms: preloadablePage(staticPages, (m) => m.TermsPage),
  culture: preloadablePage(
    () => import('../pages/cybersecurity-culture-page'),
    (m) => m.CybersecurityCulturePage,
  ),
  labs: preloadablePage(
    () => import('../pages/cybersecuritylabs-page'),
    (m) => m.CybersecurityLabsPage,
  ),
  courses: preloadablePage(
    () => import('../pages/catalog/courses-page'),
    (m) => m.CoursesPage,
  ),
  courseDetail: preloadablePage(
    () => import('../pages/catalog/course-detail-page'),
    (m) => m.CourseDetailPage,
  ),
  liveClasses: preloadablePage(liveClassPages, (m) => m.LiveClassesPage),
  liveClassDetail: preloadablePage(liveClassPages, (m) => m.LiveClassDetailPage),
  corporateTraining: preloadablePage(trainingPages, (m) => m.CorporateTrainingPage),
  corporateTrainingDetail: preloadablePage(trainingPages, (m) => m.CorporateTrainingDetailPage),
  corporateTrainings: preloadablePage(trainingPages, (m) => m.CorporateTrainingsPage),
  cyberInsight: preloadablePage(eventPages, (m) => m.EventsPage),
  cyberInsightDetail: preloadablePage(eventPages, (m) => m.EventDetailPage),
  promo: preloadablePage(promoAffiliatePages, (m) => m.PromoPage),
  affiliateProgram: preloadablePage(promoAffiliatePages, (m) => m.AffiliateProgramPage),
  affiliatePolicy: preloadablePage(promoAffiliatePages, (m) => m.AffiliatePolicyPage),
  leaderboards: preloadablePage(
    () => import('../pages/leaderboards-page'),
    (m) => m.LeaderboardsPage,
  ),
  rewards: preloadablePage(
    () => import('../pages/rewards-page'),
    (m) => m.RewardsPage,
  ),
  certificateVerification: preloadablePage(certificatePages, (m) => m.CertificateVerificationPage),
  certificate: preloadablePage(certificatePages, (m) => m.CertificatePage),
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
  { pattern: R.courses, page: pages.courses },
  { pattern: R.courseDetail, page: pages.courseDetail },
  { pattern: R.liveClasses, page: pages.liveClasses },
  { pattern: R.liveClassDetail, page: pages.liveClassDetail },
  { pattern: R.corporateTraining, page: pages.corporateTraining },
  { pattern: R.corporateTrainingDetail, page: pages.corporateTrainingDetail },
  { pattern: R.corporateTrainings, page: pages.corporateTrainings },
  { pattern: R.cyberInsight, page: pages.cyberInsight },
  { pattern: R.cyberInsightDetail, page: pages.cyberInsightDetail },
  { pattern: R.promo, page: pages.promo },
  { pattern: R.affiliateProgram, page: pages.affiliateProgram },
  { pattern: R.affiliatePolicy, page: pages.affiliatePolicy },
  { pattern: R.leaderboards, page: pages.leaderboards },
  { pattern: R.rewards, page: pages.rewards },
  { pattern: R.certificateVerification, page: pages.certificateVerification },
  { pattern: R.certificate, page: pages.certificate },
];

export const sitePrefetchTargets = SITE_PREFETCH.map(({ pattern, page }) => ({
  matches: (pathname: string) => matchPagePattern(pattern, pathname) !== null,
  page,
}));

/**
 * The catalogue and marketing pages of the depan layout (issue 5). AppRoutes puts them inside the same depan
 * route as the home page, so moving between them keeps the layout mounted.
 */
export function depanRoutes() {
  return [
    <Route key="courses" path={R.courses.slice(1)} element={<Page page={pages.courses} />} />,
    <Route key="course-detail" path={R.courseDetail.slice(1)} element={<Page page={pages.courseDetail} />} />,
    <Route key="liveclasses" path={R.liveClasses.slice(1)} element={<Page page={pages.liveClasses} />} />,
    <Route key="liveclass-detail" path={R.liveClassDetail.slice(1)} element={<Page page={pages.liveClassDetail} />} />,
    <Route
      key="corporate-training"
      path={R.corporateTraining.slice(1)}
      element={<Page page={pages.corporateTraining} />}
    />,
    <Route
      key="corporate-training-detail"
      path={R.corporateTrainingDetail.slice(1)}
      element={<Page page={pages.corporateTrainingDetail} />}
    />,
    <Route
      key="corporate-trainings"
      path={R.corporateTrainings.slice(1)}
      element={<Page page={pages.corporateTrainings} />}
    />,
    <Route key="promo" path={R.promo.slice(1)} element={<Page page={pages.promo} />} />,
    <Route
      key="affiliate-program"
      path={R.affiliateProgram.slice(1)}
      element={<Page page={pages.affiliateProgram} />}
    />,
    <Route key="leaderboards" path={R.leaderboards.slice(1)} element={<Page page={pages.leaderboards} />} />,
    <Route key="rewards" path={R.rewards.slice(1)} element={<Page page={pages.rewards} />} />,
  ];
}

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
      <Route path={R.affiliatePolicy.slice(1)} element={<Page page={pages.affiliatePolicy} />} />
      <Route path={R.certificateVerification.slice(1)} element={<Page page={pages.certificateVerification} />} />
      <Route path={R.certificate.slice(1)} element={<Page page={pages.certificate} />} />
    </Route>,
    <Route key="depan-dark" element={<DepanDarkLayout />}>
      <Route path={R.cybersecurityCulture.slice(1)} element={<Page page={pages.culture} />} />
      <Route path={R.cyberInsight.slice(1)} element={<Page page={pages.cyberInsight} />} />
      <Route path={R.cyberInsightDetail.slice(1)} element={<Page page={pages.cyberInsightDetail} />} />
    </Route>,
    <Route key="lab" element={<LabLayout />}>
      <Route path={R.cybersecurityLabs.slice(1)} element={<Page page={pages.labs} />} />
    </Route>,
  ];
}
