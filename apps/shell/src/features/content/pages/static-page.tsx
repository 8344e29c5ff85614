/**
 * A company or legal page of the default layout (decision 0050): the text the admins keep at /admin/halaman, in
 * Markdown rendered by the shared sanitised renderer, with the date of its last change.
 */
import { Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { Markdown } from '@akademi-siber/ui-design-system/markdown';
import type { StaticPageSlug } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { DetailStates } from '../../../layout/page-parts';
import { useGetStaticPageQuery } from '../data/static-pages-api';

export function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const query = useGetStaticPageQuery(slug);
  usePageTitle(query.data?.title ?? null);
  return (
    <DetailStates
      query={query}
      notFoundTitle="Halaman tidak ditemukan"
      notFoundText="Halaman ini belum tersedia. Kembali ke beranda untuk melihat yang lain."
      backTo="/"
      backLabel="Kembali ke Beranda"
    >
      {(page) => (
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
      )}
    </DetailStates>
  );
}

export const AboutUsPage = () => <StaticPage slug="tentang-kami" />;
export const PrivacyPolicyPage = () => <StaticPage slug="kebijakan-privasi" />;
export const TermsPage = () => <StaticPage slug="syarat-dan-ketentuan" />;
export const AffiliatePolicyPage = () => <StaticPage slug="kebijakan-afiliasi" />;
