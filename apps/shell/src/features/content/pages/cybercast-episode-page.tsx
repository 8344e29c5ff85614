/**
 * /cybercast/episode/{episodeSlug}: one episode with the browser's own audio player (its controls are keyboard
 * accessible: Tab to reach them, Space to play, arrows to seek) and its video when it has one (MP4, decision 0052),
 * its cover, category, date, length and show notes.
 */
import type { CybercastEpisode } from '@akademi-siber/util-contracts';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Container, Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { Markdown } from '@akademi-siber/ui-design-system/markdown';
import { formatDate } from '@akademi-siber/util-format';
import { useGetCybercastEpisodeQuery } from '../data/content-api';
import { DetailStates, Meta } from '../../../layout/page-parts';
import { minutesLabel } from '../parts/content-cards';

const Page = styled(Container)`
  padding-block: 32px 24px;
`;

const Player = styled.audio`
  width: 100%;
`;

const VideoPlayer = styled.video`
  width: 100%;
  border-radius: 8px;
  background: #000;
`;

const Cover = styled.img`
  width: 120px;
  height: 120px;
  object-fit: cover;
  border-radius: 8px;
`;

/** "6 detik", "3 menit 20 detik": short clips are not rounded up to a minute. */
function durationLabel(seconds: number): string {
  if (seconds < 60) return `${seconds} detik`;
  const rest = seconds % 60;
  return rest ? `${Math.floor(seconds / 60)} menit ${rest} detik` : minutesLabel(seconds);
}

export function CybercastEpisodePage() {
  const { episodeSlug = '' } = useParams();
  const query = useGetCybercastEpisodeQuery(episodeSlug);
  usePageTitle(query.data?.title ?? null);
  return (
    <DetailStates
      query={query}
      notFoundTitle="Episode tidak ditemukan"
      notFoundText="Episode ini tidak ada atau belum terbit. Dengarkan episode lain di Cybercast."
      backTo="/cybercast"
      backLabel="Kembali ke Cybercast"
    >
      {(episode) => <EpisodeBody episode={episode} />}
    </DetailStates>
  );
}

function EpisodeBody({ episode }: { episode: CybercastEpisode }) {
  return (
    <Page $maxWidth="820px">
      <article aria-labelledby="episode-title">
        <Stack $gap={5}>
          <Stack $direction="row" $gap={2} $wrap>
            <Link to={`/cybercast/kategori/${episode.category.slug}`}>
              <Badge $tone="info">{episode.category.category}</Badge>
            </Link>
          </Stack>
          <Stack $direction="row" $gap={4} $align="center" $wrap>
            {episode.coverUrl && <Cover src={episode.coverUrl} alt="" />}
            <Heading level={1} id="episode-title">
              {episode.title}
            </Heading>
          </Stack>
          <Meta $muted>
            <span>Oleh {episode.author.name}</span>
            <time dateTime={episode.publishedAt}>{formatDate(episode.publishedAt)}</time>
            <span>Durasi {durationLabel(episode.durationSeconds)}</span>
          </Meta>
          {episode.videoUrl && (
            <VideoPlayer controls preload="metadata" src={episode.videoUrl} aria-label={`Tonton ${episode.title}`}>
              Browser kamu tidak dapat memutar video. <a href={episode.videoUrl}>Unduh videonya</a>.
            </VideoPlayer>
          )}
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
