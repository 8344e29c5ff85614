/**
 * /admin/cybercast/baru — a new episode; once created, its page opens for the files.
 * /admin/cybercast/:episodeId — one episode: its form, its audio, cover and video.
 */
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage, type ApiError } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Badge,
  Container,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { formatDateTime } from '@akademi-siber/util-format';
import { useGetAdminCybercastCategoriesQuery, useGetAdminCybercastEpisodeQuery } from '../data/cybercast-api';
import { EpisodeFiles } from '../parts/episode-files';
import { EpisodeForm } from '../parts/episode-form';

const BACK = <Link to="/admin/cybercast">← Semua episode</Link>;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={5}>
        {BACK}
        {children}
      </Stack>
    </Container>
  );
}

function NewEpisode() {
  usePageTitle('Episode Baru', 'Admin');
  const navigate = useNavigate();
  const categories = useGetAdminCybercastCategoriesQuery();
  return (
    <Frame>
      <Heading level={1}>Episode Baru</Heading>
      <Text $muted>Audio, sampul, dan video diunggah setelah episode dibuat.</Text>
      {categories.isLoading ? (
        <SkeletonList rows={6} />
      ) : !categories.data ? (
        <ErrorState
          title="Formulir episode belum dapat dimuat"
          message={errorMessage(categories.error)}
          onRetry={() => void categories.refetch()}
        />
      ) : (
        <EpisodeForm
          episode={null}
          categories={categories.data}
          onSaved={(saved) => navigate(`/admin/cybercast/${saved.id}`)}
        />
      )}
    </Frame>
  );
}

function EditEpisode({ id }: { id: number }) {
  const episode = useGetAdminCybercastEpisodeQuery(id);
  const categories = useGetAdminCybercastCategoriesQuery();
  usePageTitle(episode.data ? episode.data.title : 'Episode', 'Admin');
  const apiError = episode.error as ApiError | undefined;
  if (apiError?.status === 404) return <ErrorPanel status={404} message={apiError.message} />;
  if (episode.isLoading || categories.isLoading)
    return (
      <Frame>
        <SkeletonList rows={6} />
      </Frame>
    );
  if (!episode.data || !categories.data)
    return (
      <Frame>
        <ErrorState
          title="Episode belum dapat dimuat"
          message={errorMessage(episode.error ?? categories.error)}
          onRetry={() => {
            void episode.refetch();
            void categories.refetch();
          }}
        />
      </Frame>
    );
  const current = episode.data;
  return (
    <Frame>
      <Stack $gap={2}>
        <Heading level={1}>{current.title}</Heading>
        <Stack $direction="row" $gap={2} $wrap $align="center">
          {current.status === 'published' ? <Badge $tone="success">Terbit</Badge> : <Badge>Draf</Badge>}
          <Text $muted>
            {current.status === 'published' ? (
              <>
                {formatDateTime(current.publishedAt ?? '', { fallback: '' })} ·{' '}
                <a href={`/cybercast/episode/${current.slug}`} target="_blank" rel="noopener noreferrer">
                  Lihat halaman episode
                </a>
              </>
            ) : (
              'Belum tampil di situs dan feed.'
            )}
          </Text>
        </Stack>
      </Stack>
      <EpisodeForm key={current.id} episode={current} categories={categories.data} onSaved={() => undefined} />
      <EpisodeFiles episode={current} />
    </Frame>
  );
}

export function EpisodeEditorPage() {
  const { episodeId } = useParams();
  if (episodeId === undefined) return <NewEpisode />;
  if (!/^\d+$/.test(episodeId) || Number(episodeId) < 1) return <ErrorPanel status={404} />;
  return <EditEpisode id={Number(episodeId)} />;
}
