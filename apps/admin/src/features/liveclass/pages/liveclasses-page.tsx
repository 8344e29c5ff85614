/**
 * /admin/liveclass — every live class (published or draft) with its batches: instructor, each batch's dates, price,
 * seats and registration, newest class first, searchable and paged. A live class or a batch is added and changed in
 * a dialog here; a batch's name opens its page (members, orders, attendance, certificates, instructor).
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  Modal,
  Pagination,
  SkeletonList,
  Stack,
  Table,
  Text,
  TextField,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import { adminBatchPagePath, type AdminBatch, type AdminLiveClass } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { errorMessage } from '@akademi-siber/data-access-api';
import { ListHeader, NoWrap, PER_PAGE, useListAddress, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminLiveClassesQuery } from '../data/liveclass-api';
import { BatchForm } from '../parts/batch-form';
import { dateRange, priceText, PublishedBadge, RegistrationBadge } from '../parts/batch-labels';
import { LiveClassForm } from '../parts/liveclass-form';

type Editing =
  | { kind: 'liveClass'; liveClass: AdminLiveClass | null }
  | { kind: 'batch'; liveClass: AdminLiveClass; batch: AdminBatch | null };

function batchColumns(liveClass: AdminLiveClass, onEdit: (batch: AdminBatch) => void): TableColumn<AdminBatch>[] {
  return [
    {
      key: 'name',
      header: 'Batch',
      render: (batch) => (
        <WideCell>
          <Link to={adminBatchPagePath(liveClass.slug, batch.id)}>{batch.name}</Link>
          <br />
          <Text as="span" $size="sm" $muted>
            {batch.slug}
          </Text>
        </WideCell>
      ),
    },
    {
      key: 'dates',
      header: 'Jadwal',
      render: (batch) => (
        <NoWrap>
          {dateRange(batch.startsAt, batch.endsAt)}
          <br />
          <Text as="span" $size="sm" $muted>
            {formatNumber(batch.sessions)} sesi
          </Text>
        </NoWrap>
      ),
    },
    { key: 'price', header: 'Harga', render: (batch) => <NoWrap>{priceText(batch)}</NoWrap> },
    {
      key: 'seats',
      header: 'Kursi',
      align: 'right',
      render: (batch) => (
        <NoWrap>
          {formatNumber(batch.members)} / {formatNumber(batch.quota)} peserta
          <br />
          <Text as="span" $size="sm" $muted>
            sisa {formatNumber(batch.seatsLeft)}
          </Text>
        </NoWrap>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (batch) => (
        <Stack $gap={1} $align="flex-start">
          <PublishedBadge published={batch.published} />
          <RegistrationBadge status={batch.registrationStatus} />
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Aksi',
      render: (batch) => (
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          aria-label={`Ubah batch ${batch.name}`}
          onClick={() => onEdit(batch)}
        >
          Ubah
        </Button>
      ),
    },
  ];
}

interface LiveClassCardProps {
  liveClass: AdminLiveClass;
  onEdit: (editing: Editing) => void;
}

function LiveClassCard({ liveClass, onEdit }: LiveClassCardProps) {
  const headingId = useId();
  return (
    <Card as="section" $padding={5} aria-labelledby={headingId}>
      <Stack $gap={4}>
        <Stack $direction="row" $gap={3} $wrap $justify="space-between" $align="flex-start">
          <Stack $gap={2} style={{ flex: '1 1 18rem', minWidth: 0 }}>
            <Heading level={3} as="h2" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {liveClass.title}
            </Heading>
            <Stack $direction="row" $gap={2} $wrap>
              <PublishedBadge published={liveClass.published} />
              <Badge $tone="info">{liveClass.level}</Badge>
              <Badge>{liveClass.category}</Badge>
            </Stack>
            <Text $size="sm" $muted style={{ overflowWrap: 'anywhere' }}>
              /liveclass/{liveClass.slug} · Pengajar: {liveClass.instructor.name} (@{liveClass.instructor.username})
            </Text>
          </Stack>
          <Stack $direction="row" $gap={2} $wrap>
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              aria-label={`Ubah live class ${liveClass.title}`}
              onClick={() => onEdit({ kind: 'liveClass', liveClass })}
            >
              Ubah
            </Button>
            <Button
              type="button"
              $size="sm"
              aria-label={`Tambah batch ${liveClass.title}`}
              onClick={() => onEdit({ kind: 'batch', liveClass, batch: null })}
            >
              Tambah batch
            </Button>
          </Stack>
        </Stack>
        <Table
          caption={`Batch ${liveClass.title}`}
          hideCaption
          columns={batchColumns(liveClass, (batch) => onEdit({ kind: 'batch', liveClass, batch }))}
          rows={liveClass.batches}
          rowKey="id"
          emptyText="Belum ada batch. Tambahkan batch pertama live class ini."
        />
      </Stack>
    </Card>
  );
}

function dialogTitle(editing: Editing): string {
  if (editing.kind === 'liveClass') return editing.liveClass ? 'Ubah live class' : 'Live class baru';
  return editing.batch ? `Ubah ${editing.batch.name}` : `Batch baru: ${editing.liveClass.title}`;
}

export function LiveClassesPage() {
  usePageTitle('Live Class', 'Admin');
  const { page, search, update, searchFor } = useListAddress();
  const [draft, setDraft] = useState(search);
  const [editing, setEditing] = useState<Editing | null>(null);
  const result = useGetAdminLiveClassesQuery({ page, perPage: PER_PAGE, search: search || undefined });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchFor(draft);
  };

  const liveClasses = result.data?.data ?? [];
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <ListHeader
          title="Live Class"
          lead="Kelas langsung bersama pengajar, dijual per batch dengan jadwal sesi, kuota, dan aturan kehadiran."
          action={
            <Button type="button" onClick={() => setEditing({ kind: 'liveClass', liveClass: null })}>
              Tambah live class
            </Button>
          }
        />
        <form onSubmit={onSearch} role="search" aria-label="Cari live class">
          <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
            <TextField
              label="Cari judul atau alamat"
              name="q"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" $variant="secondary">
              Cari
            </Button>
          </Stack>
        </form>
        {result.isLoading ? (
          <SkeletonList rows={4} />
        ) : result.error ? (
          <ErrorState
            title="Daftar live class belum dapat dimuat"
            message={errorMessage(result.error)}
            onRetry={() => void result.refetch()}
          />
        ) : liveClasses.length === 0 ? (
          <EmptyState
            title={search ? 'Tidak ada live class yang cocok.' : 'Belum ada live class.'}
            description={search ? 'Coba kata kunci lain.' : 'Tambahkan live class pertama, lalu batch-nya.'}
          />
        ) : (
          <Stack $gap={4}>
            {liveClasses.map((liveClass) => (
              <LiveClassCard key={liveClass.id} liveClass={liveClass} onEdit={setEditing} />
            ))}
            <Pagination
              page={page}
              perPage={PER_PAGE}
              total={result.data?.meta.total ?? liveClasses.length}
              onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
            />
          </Stack>
        )}
      </Stack>
      <Modal
        open={editing !== null}
        title={editing ? dialogTitle(editing) : ''}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing?.kind === 'liveClass' && (
          <LiveClassForm liveClass={editing.liveClass} onDone={() => setEditing(null)} />
        )}
        {editing?.kind === 'batch' && (
          <BatchForm liveClassSlug={editing.liveClass.slug} batch={editing.batch} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Container>
  );
}
