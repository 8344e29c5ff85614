/** /blog/{blogSlug}: one post with its category, author, date, reading time, text and related posts. */
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiError } from '@akademi-siber/data-access-api';
import {
  Button,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  SkeletonList,
  Stack,
  Text,
  theme,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { formatDate } from '@akademi-siber/util-format';
import { useGetBlogPostQuery } from '../data/content-api';
import { BlogPostCard } from '../parts/content-cards';
import { Markdown } from '@akademi-siber/ui-design-system/markdown';

const Page = styled(Container)`
  padding-block: 32px 24px;
`;

const Crumbs = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${theme.fontSizes.sm};
  }

  li + li::before {
    content: '›';
    margin-right: 0.5rem;
    color: ${theme.colors.textMuted};
  }
`;

const CoverImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${theme.radii.md};
`;

const Meta = styled(Text)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
`;

export function BlogPostPage() {
  const { blogSlug = '' } = useParams();
  const { data: post, isLoading, error, refetch } = useGetBlogPostQuery(blogSlug);
  usePageTitle(post?.title ?? null);

  if (isLoading) {
    return (
      <Page $maxWidth="820px">
        <SkeletonList rows={4} />
      </Page>
    );
  }
  if (error || !post) {
    const { status, message } = (error ?? {}) as Partial<ApiError>;
    return (
      <Page $maxWidth="820px">
        {status === 404 ? (
          <EmptyState
            headingLevel={1}
            title="Artikel tidak ditemukan"
            description="Artikel ini tidak ada atau belum terbit. Baca artikel lain di blog kami."
            action={
              <Button as={Link} to="/blog" $variant="primary">
                Kembali ke Blog
              </Button>
            }
          />
        ) : (
          <ErrorState title="Artikel belum dapat dimuat" message={message ?? ''} onRetry={() => void refetch()} />
        )}
      </Page>
    );
  }

  return (
    <Page $maxWidth="820px">
      <Stack $gap={8}>
        <article aria-labelledby="post-title">
          <Stack $gap={5}>
            <Crumbs aria-label="Lokasi halaman">
              <ol>
                <li>
                  <Link to="/blog">Blog</Link>
                </li>
                <li>
                  <Link to={`/blog/kategori/${post.category.slug}`}>{post.category.category}</Link>
                </li>
              </ol>
            </Crumbs>
            <Heading level={1} id="post-title">
              {post.title}
            </Heading>
            <Meta $muted>
              <span>Oleh {post.author.name}</span>
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
              <span>{post.readingMinutes} menit baca</span>
            </Meta>
            {post.coverUrl && <CoverImage src={post.coverUrl} alt={`Sampul artikel ${post.title}`} />}
            <Text $size="lg" style={{ fontWeight: 600 }}>
              {post.summary}
            </Text>
            {/* The body is the staff's Markdown (decision 0048); its `##` is a section under the title. */}
            <Markdown source={post.body} headingLevel={1} />
          </Stack>
        </article>
        {post.related.length > 0 && (
          <section aria-labelledby="related-title">
            <Stack $gap={4}>
              <Heading level={2} id="related-title">
                Artikel terkait
              </Heading>
              <Grid $min={240}>
                {post.related.map((item) => (
                  <BlogPostCard key={item.slug} post={item} headingLevel={3} />
                ))}
              </Grid>
            </Stack>
          </section>
        )}
      </Stack>
    </Page>
  );
}
