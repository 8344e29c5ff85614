/**
 * A company or legal page of the default layout (decision 0052): the text the admins keep at /admin/halaman, in
 * Markdown rendered by the shared sanitised renderer, with the date of its last change. Its states come from the
 * design system's entry rather than layout/page-parts: one chunk fewer for the shell's first chunk to name.
 */
import { errorMessage } from '@akademi-siber/data-access-api';
import { ErrorState, Heading, SkeletonList, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { Markdown } from '@akademi-siber/ui-design-system/markdown';
import type { StaticPageSlug } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { useGetStaticPageQuery } from '../data/static-pages-api';

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
        <Markdown source={page.body} headingLevel={1} />
      </Stack>
    </article>
  );
}

export const AboutUsPage = () => <StaticPage slug="tentang-kami" />;
export const PrivacyPolicyPage = () => <StaticPage slug="kebijakan-privasi" />;
export const TermsPage = () => <StaticPage slug="syarat-dan-ketentuan" />;
export const AffiliatePolicyPage = () => <StaticPage slug="kebijakan-afiliasi" />;
