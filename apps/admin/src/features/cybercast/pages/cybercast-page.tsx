/** /admin/cybercast — Cybercast episodes: list with search and pages; each episode opens on its own page. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  Container,
  Stack,
  TextField,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import type { AdminCybercastEpisode } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { ListHeader, NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminCybercastEpisodesQuery } from '../data/cybercast-api';

export function CybercastPage() {
  usePageTitle('Cybercast', 'Admin');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const result = useGetAdminCybercastEpisodesQuery({ page, perPage: PER_PAGE, search: search.trim() });

  const columns: TableColumn<AdminCybercastEpisode>[] = [
    {
      key: 'title',
      header: 'Episode',
      render: (episode) => (
        <WideCell>
          <Link to={`/admin/cybercast/${episode.id}`}>
            <strong>{episode.title}</strong>
          </Link>
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
    {
      key: 'actions',
      header: 'Aksi',
      render: (episode) => (
        <Button
          as={Link}
          to={`/admin/cybercast/${episode.id}`}
          $variant="secondary"
          $size="sm"
          aria-label={`Ubah episode ${episode.title}`}
        >
          Ubah
        </Button>
      ),
    },
  ];

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <ListHeader
          title="Cybercast"
          lead="Episode podcast: catatan, audio, dan jadwal terbit."
          action={
            <Stack $direction="row" $gap={2} $wrap>
              <Button as={Link} to="/admin/cybercast/kategori" $variant="secondary">
                Kategori
              </Button>
              <Button as={Link} to="/admin/cybercast/baru">
                Tambah episode
              </Button>
            </Stack>
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
    </Container>
  );
}
