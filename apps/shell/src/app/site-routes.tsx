/**
 * The public site's own pages, each in the layout spec §2 names for it (docs/decisions: layouts): Blog and
 * Cybercast in theirs, the dark marketing page in depan-dark, the lab page in lab, company and legal texts in
 * default; the catalogue and marketing pages of issue 5 in depan (Cyber Insight in depan-dark, the affiliate
 * policy in default — decision 0010); certificate verification (issue 6) in default. Every page loads on first visit
 * and can be prefetched.
 */
import { Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { PageSkeleton, type PreloadableComponent } from '@akademi-siber/feature-app-frame';
import { matchPagePattern, SHELL_PAGE_ROUTES } from '@akademi-siber/util-contracts';
import { affiliateProgramPage } from '../features/affiliate';
import {
  corporateTrainingDetailPage,
  corporateTrainingPage,
  corporateTrainingsPage,
  courseDetailPage,
  coursesPage,
  eventDetailPage,
  eventsPage,
  liveClassDetailPage,
  liveClassesPage,
  promoPage,
} from '../features/catalog';
import { certificatePage, certificateVerificationPage } from '../features/certificates';
import {
  aboutUsPage,
  affiliatePolicyPage,
  BlogLayout,
  blogHomePage,
  blogListPage,
  blogPostPage,
  cybercastHomePage,
  CybercastLayout,
  cybercastListPage,
  cybercastEpisodePage,
  privacyPolicyPage,
  termsPage,
} from '../features/content';
import { cybersecurityCulturePage } from '../features/corporate-program';
import { cybersecurityLabsPage } from '../features/lab';
import { leaderboardsPage } from '../features/leaderboards';
import { rewardsPage } from '../features/rewards';
import { DefaultLayout } from '../layout/default-layout';
import { DepanDarkLayout } from '../layout/depan-dark-layout';
import { LabLayout } from '../layout/lab-layout';

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
  { pattern: R.blog, page: blogHomePage },
  { pattern: R.blogAll, page: blogListPage },
  { pattern: R.blogCategory, page: blogListPage },
  { pattern: R.blogPost, page: blogPostPage },
  { pattern: R.cybercast, page: cybercastHomePage },
  { pattern: R.cybercastAll, page: cybercastListPage },
  { pattern: R.cybercastCategory, page: cybercastListPage },
  { pattern: R.cybercastEpisode, page: cybercastEpisodePage },
  { pattern: R.aboutUs, page: aboutUsPage },
  { pattern: R.privacyPolicy, page: privacyPolicyPage },
  { pattern: R.terms, page: termsPage },
  { pattern: R.cybersecurityCulture, page: cybersecurityCulturePage },
  { pattern: R.cybersecurityLabs, page: cybersecurityLabsPage },
  { pattern: R.courses, page: coursesPage },
  { pattern: R.courseDetail, page: courseDetailPage },
  { pattern: R.liveClasses, page: liveClassesPage },
  { pattern: R.liveClassDetail, page: liveClassDetailPage },
  { pattern: R.corporateTraining, page: corporateTrainingPage },
  { pattern: R.corporateTrainingDetail, page: corporateTrainingDetailPage },
  { pattern: R.corporateTrainings, page: corporateTrainingsPage },
  { pattern: R.cyberInsight, page: eventsPage },
  { pattern: R.cyberInsightDetail, page: eventDetailPage },
  { pattern: R.promo, page: promoPage },
  { pattern: R.affiliateProgram, page: affiliateProgramPage },
  { pattern: R.affiliatePolicy, page: affiliatePolicyPage },
  { pattern: R.leaderboards, page: leaderboardsPage },
  { pattern: R.rewards, page: rewardsPage },
  { pattern: R.certificateVerification, page: certificateVerificationPage },
  { pattern: R.certificate, page: certificatePage },
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
    <Route key="courses" path={R.courses.slice(1)} element={<Page page={coursesPage} />} />,
    <Route key="course-detail" path={R.courseDetail.slice(1)} element={<Page page={courseDetailPage} />} />,
    <Route key="liveclasses" path={R.liveClasses.slice(1)} element={<Page page={liveClassesPage} />} />,
    <Route key="liveclass-detail" path={R.liveClassDetail.slice(1)} element={<Page page={liveClassDetailPage} />} />,
    <Route
      key="corporate-training"
      path={R.corporateTraining.slice(1)}
      element={<Page page={corporateTrainingPage} />}
    />,
    <Route
      key="corporate-training-detail"
      path={R.corporateTrainingDetail.slice(1)}
      element={<Page page={corporateTrainingDetailPage} />}
    />,
    <Route
      key="corporate-trainings"
      path={R.corporateTrainings.slice(1)}
      element={<Page page={corporateTrainingsPage} />}
    />,
    <Route key="promo" path={R.promo.slice(1)} element={<Page page={promoPage} />} />,
    <Route key="affiliate-program" path={R.affiliateProgram.slice(1)} element={<Page page={affiliateProgramPage} />} />,
    <Route key="leaderboards" path={R.leaderboards.slice(1)} element={<Page page={leaderboardsPage} />} />,
    <Route key="rewards" path={R.rewards.slice(1)} element={<Page page={rewardsPage} />} />,
  ];
}

/** Route elements for AppRoutes (react-router only accepts <Route> children there). */
export function siteRoutes() {
  return [
    <Route key="blog" path={R.blog.slice(1)} element={<BlogLayout />}>
      <Route index element={<Page page={blogHomePage} />} />
      <Route path={child(R.blogAll, R.blog)} element={<Page page={blogListPage} />} />
      {/* `/blog/kategori` without a category shows the whole list. */}
      <Route path={child(R.blogCategory, R.blog)} element={<Page page={blogListPage} />} />
      <Route path={child(R.blogPost, R.blog)} element={<Page page={blogPostPage} />} />
    </Route>,
    <Route key="cybercast" path={R.cybercast.slice(1)} element={<CybercastLayout />}>
      <Route index element={<Page page={cybercastHomePage} />} />
      <Route path={child(R.cybercastAll, R.cybercast)} element={<Page page={cybercastListPage} />} />
      <Route path={child(R.cybercastCategory, R.cybercast)} element={<Page page={cybercastListPage} />} />
      <Route path={child(R.cybercastEpisode, R.cybercast)} element={<Page page={cybercastEpisodePage} />} />
    </Route>,
    <Route key="default" element={<DefaultLayout />}>
      <Route path={R.aboutUs.slice(1)} element={<Page page={aboutUsPage} />} />
      <Route path={R.privacyPolicy.slice(1)} element={<Page page={privacyPolicyPage} />} />
      <Route path={R.terms.slice(1)} element={<Page page={termsPage} />} />
      <Route path={R.affiliatePolicy.slice(1)} element={<Page page={affiliatePolicyPage} />} />
      <Route path={R.certificateVerification.slice(1)} element={<Page page={certificateVerificationPage} />} />
      <Route path={R.certificate.slice(1)} element={<Page page={certificatePage} />} />
    </Route>,
    <Route key="depan-dark" element={<DepanDarkLayout />}>
      <Route path={R.cybersecurityCulture.slice(1)} element={<Page page={cybersecurityCulturePage} />} />
      <Route path={R.cyberInsight.slice(1)} element={<Page page={eventsPage} />} />
      <Route path={R.cyberInsightDetail.slice(1)} element={<Page page={eventDetailPage} />} />
    </Route>,
    <Route key="lab" element={<LabLayout />}>
      <Route path={R.cybersecurityLabs.slice(1)} element={<Page page={cybersecurityLabsPage} />} />
    </Route>,
  ];
}
