/**
 * /cybercast/episode/{episodeSlug}: one episode with the browser's own audio player (its controls are keyboard
 * accessible: Tab to reach them, Space to play, arrows to seek), its category, date, length and show notes.
 */
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiError } from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { Markdown } from '@akademi-siber/ui-design-system/markdown';
import { formatDate } from '@akademi-siber/util-format';
import { useGetCybercastEpisodeQuery } from '../data/content-api';
import { minutesLabel } from '../parts/content-cards';

const Page = styled(Container)`
  padding-block: 32px 24px;
`;

const Player = styled.audio`
  width: 100%;
`;

const Meta = styled(Text)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
`;

/** "6 detik", "3 menit 20 detik": short clips are not rounded up to a minute. */
function durationLabel(seconds: number): string {
  if (seconds < 60) return `${seconds} detik`;
  const rest = seconds % 60;
  return rest ? `${Math.floor(seconds / 60)} menit ${rest} detik` : minutesLabel(seconds);
}

export function CybercastEpisodePage() {
  const { episodeSlug = '' } = useParams();
  const { data: episode, isLoading, error, refetch } = useGetCybercastEpisodeQuery(episodeSlug);
  usePageTitle(episode?.title ?? null);

  if (isLoading) {
    return (
      <Page $maxWidth="820px">
        <SkeletonList rows={4} />
      </Page>
    );
  }
  if (error || !episode) {
    const { status, message } = (error ?? {}) as Partial<ApiError>;
    return (
      <Page $maxWidth="820px">
        {status === 404 ? (
          <EmptyState
            headingLevel={1}
            title="Episode tidak ditemukan"
            description="Episode ini tidak ada atau belum terbit. Dengarkan episode lain di Cybercast."
            action={
              <Button as={Link} to="/cybercast" $variant="primary">
                Kembali ke Cybercast
              </Button>
            }
          />
        ) : (
          <ErrorState title="Episode belum dapat dimuat" message={message ?? ''} onRetry={() => void refetch()} />
        )}
      </Page>
    );
  }

  return (
    <Page $maxWidth="820px">
      <article aria-labelledby="episode-title">
        <Stack $gap={5}>
          <Stack $direction="row" $gap={2} $wrap>
            <Link to={`/cybercast/kategori/${episode.category.slug}`}>
              <Badge $tone="info">{episode.category.category}</Badge>
            </Link>
          </Stack>
          <Heading level={1} id="episode-title">
            {episode.title}
          </Heading>
          <Meta $muted>
            <span>Oleh {episode.author.name}</span>
            <time dateTime={episode.publishedAt}>{formatDate(episode.publishedAt)}</time>
            <span>Durasi {durationLabel(episode.durationSeconds)}</span>
          </Meta>
          {episode.mediaUrl ? (
            <Player controls preload="metadata" src={episode.mediaUrl} aria-label={`Putar ${episode.title}`}>
              Browser kamu tidak dapat memutar audio. <a href={episode.mediaUrl}>Unduh audionya</a>.
            </Player>
          ) : (
            <Text $muted>Audio episode ini belum tersedia.</Text>
          )}
          <Text $size="lg" style={{ fontWeight: 600 }}>
            {episode.summary}
          </Text>
          <section aria-labelledby="notes-title">
            <Stack $gap={3}>
              <Heading level={2} id="notes-title">
                Catatan episode
              </Heading>
              <Markdown source={episode.body} headingLevel={3} />
            </Stack>
          </section>
          <Text>
            <a href="/cybercast/feed.xml">Langganan lewat aplikasi podcast (RSS)</a>
          </Text>
        </Stack>
      </article>
    </Page>
  );
}
