/**
 * A company or legal page of the default layout (decision 0052): the text the admins keep at /admin/halaman, in
 * Markdown rendered by the shared sanitised renderer, with the date of its last change. Its states come from the
 * design system's entry, not layout/page-parts, for the same reason as the Markdown renderer below.
 */
import { lazy, Suspense } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { ErrorState, Heading, SkeletonList, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import type { StaticPageSlug } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { useGetStaticPageQuery } from '../data/static-pages-api';

// The renderer is fetched as this page starts, beside the page's text, rather than named among the page's own chunks:
// the shell's first chunk lists every route's chunks, and /login is at its byte budget.
const markdownModule = import('@akademi-siber/ui-design-system/markdown');
const Markdown = lazy(() => markdownModule.then((module) => ({ default: module.Markdown })));

export function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const query = useGetStaticPageQuery(slug);
  usePageTitle(query.data?.title ?? null);
  const { data: page, isLoading, error, refetch } = query;
  if (isLoading) return <SkeletonList rows={6} label="Memuat halaman…" />;
  if (error || !page)
    return (
      <ErrorState title="Halaman belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />
    );
  return (
    <article aria-labelledby="static-title">
      <Stack $gap={6}>
        <Stack $gap={3}>
          <Heading level={1} id="static-title">
            {page.title}
          </Heading>
          <Text $muted $size="sm">
            Terakhir diperbarui <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
          </Text>
        </Stack>
        {/* A `##` is a section under the page's title. */}
        <Suspense fallback={<SkeletonList rows={6} label="Memuat halaman…" />}>
          <Markdown source={page.body} headingLevel={1} />
        </Suspense>
      </Stack>
    </article>
  );
}

export const AboutUsPage = () => <StaticPage slug="tentang-kami" />;
export const PrivacyPolicyPage = () => <StaticPage slug="kebijakan-privasi" />;
export const TermsPage = () => <StaticPage slug="syarat-dan-ketentuan" />;
export const AffiliatePolicyPage = () => <StaticPage slug="kebijakan-afiliasi" />;
