/**
 * The paginated list of one section (Blog or Cybercast), optionally one category, with its loading, empty and error
 * states.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ApiError, ApiList, ContentKind } from '@akademi-siber/data-access-api';
import { Button, EmptyState, ErrorState, Grid, Pagination, SkeletonList, Stack } from '@akademi-siber/ui-design-system';
import { useGetBlogPostsQuery, useGetCybercastEpisodesQuery, type ContentListArgs } from '../data/content-api';
import { BlogPostCard, EpisodeCard } from './content-cards';

export const CONTENT_TEXTS = {
  blog: { noun: 'artikel', empty: 'Belum ada artikel', loadFailed: 'Artikel belum dapat dimuat', base: '/blog' },
  cybercast: {
    noun: 'episode',
    empty: 'Belum ada episode',
    loadFailed: 'Episode belum dapat dimuat',
    base: '/cybercast',
  },
} as const;

export interface ContentListProps {
  kind: ContentKind;
  args: ContentListArgs;
  onPageChange: (page: number) => void;
  /** Heading level of each card, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** Pagination controls; the section home shows only the newest items. */
  paginate?: boolean;
}

interface ListQuery<T> {
  data?: ApiList<T>;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

function ListStates<T>({
  kind,
  query,
  args,
  onPageChange,
  paginate,
  children,
}: Omit<ContentListProps, 'headingLevel'> & { query: ListQuery<T>; children: (items: T[]) => ReactNode }) {
  const texts = CONTENT_TEXTS[kind];
  const { data, isLoading, isFetching, error, refetch } = query;
  if (isLoading) return <SkeletonList rows={3} />;
  if (error) {
    const { status, message } = error as ApiError;
    if (status === 404) {
      return (
        <EmptyState
          title="Kategori tidak ditemukan"
          description={`Kategori ini tidak ada atau sudah dihapus. Lihat semua ${texts.noun} sebagai gantinya.`}
          action={
            <Button as={Link} to={`${texts.base}/all`} $variant="primary">
              Lihat semua {texts.noun}
            </Button>
          }
        />
      );
    }
    return <ErrorState title={texts.loadFailed} message={message} onRetry={() => void refetch()} />;
  }
  if (!data || data.data.length === 0) {
    const inCategory = args.category !== undefined;
    return (
      <EmptyState
        title={texts.empty}
        description={
          inCategory
            ? `Belum ada ${texts.noun} di kategori ini. Coba kategori lain.`
            : `Belum ada ${texts.noun} yang terbit.`
        }
        action={
          inCategory ? (
            <Button as={Link} to={`${texts.base}/all`} $variant="secondary">
              Lihat semua {texts.noun}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <Stack $gap={6} aria-busy={isFetching}>
      <Grid $min={300}>{children(data.data)}</Grid>
      {paginate && (
        <Pagination page={args.page} perPage={args.perPage} total={data.meta.total} onPageChange={onPageChange} />
      )}
    </Stack>
  );
}

function BlogList({ headingLevel = 2, ...props }: ContentListProps) {
  const query = useGetBlogPostsQuery(props.args);
  return (
    <ListStates {...props} query={query}>
      {(posts) => posts.map((post) => <BlogPostCard key={post.slug} post={post} headingLevel={headingLevel} />)}
    </ListStates>
  );
}

function EpisodeList({ headingLevel = 2, ...props }: ContentListProps) {
  const query = useGetCybercastEpisodesQuery(props.args);
  return (
    <ListStates {...props} query={query}>
      {(episodes) =>
        episodes.map((episode) => <EpisodeCard key={episode.slug} episode={episode} headingLevel={headingLevel} />)
      }
    </ListStates>
  );
}

export function ContentList({ paginate = true, ...props }: ContentListProps) {
  return props.kind === 'blog' ? (
    <BlogList {...props} paginate={paginate} />
  ) : (
    <EpisodeList {...props} paginate={paginate} />
  );
}
