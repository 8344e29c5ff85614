/** /admin/cybercast — Cybercast episodes: list with search and pages, create/edit form with the audio upload. */
import { useState } from 'react';
import {
  Badge,
  Button,
  Container,
  Modal,
  Stack,
  TextField,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import type { AdminCybercastEpisode } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { editColumn, ListHeader, NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminCybercastEpisodesQuery } from '../data/cybercast-api';
import { EpisodeForm } from '../parts/episode-form';

export function CybercastPage() {
  usePageTitle('Cybercast', 'Admin');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminCybercastEpisode | 'new' | null>(null);
  const result = useGetAdminCybercastEpisodesQuery({ page, perPage: PER_PAGE, search: search.trim() });

  const columns: TableColumn<AdminCybercastEpisode>[] = [
    {
      key: 'title',
      header: 'Episode',
      render: (episode) => (
        <WideCell>
          <strong>{episode.title}</strong>
          <br />
          {episode.category.category}
        </WideCell>
      ),
    },
    {
      key: 'duration',
      header: 'Durasi',
      align: 'right',
      render: (episode) => (
        <NoWrap>{episode.durationSeconds === null ? 'Belum ada audio' : `${episode.durationSeconds} detik`}</NoWrap>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (episode) =>
        episode.status === 'published' ? (
          <NoWrap>
            <Badge $tone="success">Terbit</Badge> {formatDateTime(episode.publishedAt ?? '', { fallback: '' })}
          </NoWrap>
        ) : (
          <Badge>Draf</Badge>
        ),
    },
    editColumn<AdminCybercastEpisode>((episode) => `Ubah episode ${episode.title}`, setEditing),
  ];

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <ListHeader
          title="Cybercast"
          lead="Episode podcast: catatan, audio, dan jadwal terbit."
          action={
            <Button type="button" onClick={() => setEditing('new')}>
              Tambah episode
            </Button>
          }
        />
        <TextField
          label="Cari episode"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <PagedTable
          caption="Episode Cybercast"
          columns={columns}
          rowKey={(episode) => episode.id}
          errorTitle="Daftar episode belum dapat dimuat"
          emptyText={search ? 'Tidak ada episode yang cocok.' : 'Belum ada episode. Tambahkan episode pertama.'}
          result={result}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Episode baru' : 'Ubah episode'}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing !== null && (
          <EpisodeForm episode={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Container>
  );
}
