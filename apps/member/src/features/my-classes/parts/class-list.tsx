/** Kelas Saya's cards: a class with its progress and its next step, and the paged list of them (by kind). */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  Pagination,
  ProgressBar,
  SkeletonList,
  Stack,
  Text,
} from '@akademi-siber/ui-design-system';
import { memberBatchPagePath, type MemberClass } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { useGetMemberClassesQuery } from '../data/my-classes-api';

const PER_PAGE = 9;

const KIND_LABELS: Record<MemberClass['kind'], string> = {
  course: 'Kelas online',
  liveclass: 'Live class',
  'corporate-training': 'Corporate training',
};

/** What the class card's button does: the visible text also starts its accessible name (WCAG 2.5.3). */
function classAction(progress: number): string {
  return progress >= 100 ? 'Buka kelas' : progress > 0 ? 'Lanjutkan belajar' : 'Mulai belajar';
}

/** "4 dari 10 materi selesai (40%)"; a live class counts the sessions already held. */
export function progressText(
  item: Pick<MemberClass, 'kind' | 'completedMaterials' | 'totalMaterials' | 'progress'>,
): string {
  const unit = item.kind === 'liveclass' ? 'sesi sudah berlangsung' : 'materi selesai';
  return `${item.completedMaterials} dari ${item.totalMaterials} ${unit} (${formatNumber(item.progress)}%)`;
}

export function ClassCard({ item }: { item: MemberClass }) {
  const id = `kelas-${item.kind}-${item.slug}`;
  return (
    <Card as="article" aria-labelledby={id}>
      <Stack $gap={3}>
        <div>
          <Badge $tone="info">{KIND_LABELS[item.kind]}</Badge>
        </div>
        <Heading level={3} id={id}>
          {item.title}
        </Heading>
        <Text $muted $size="sm">
          {item.level} · terdaftar {formatDate(item.enrolledAt)}
        </Text>
        <ProgressBar value={item.progress} label={`Progres ${item.title}`} />
        <Text $size="sm">{progressText(item)}</Text>
        {item.kind === 'course' && (
          <div>
            <Button
              as={Link}
              to={`/member/kelas/${encodeURIComponent(item.slug)}`}
              $size="sm"
              aria-label={`${classAction(item.progress)}: ${item.title}`}
            >
              {classAction(item.progress)}
            </Button>
          </div>
        )}
        {item.kind === 'liveclass' && (
          <div>
            <Button
              as={Link}
              to={item.batchSlug ? memberBatchPagePath(item.slug, item.batchSlug) : '/member/training-index'}
              $size="sm"
              $variant="secondary"
              aria-label={`Lihat jadwal sesi: ${item.title}`}
            >
              Lihat jadwal sesi
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}

export function ClassList({ kind, emptyAction = true }: { kind?: MemberClass['kind']; emptyAction?: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = useGetMemberClassesQuery({ page, perPage: PER_PAGE, kind });
  if (isLoading) return <SkeletonList rows={3} />;
  if (error || !data)
    return <ErrorState title="Kelas belum dapat dimuat" message={errorMessage(error)} onRetry={refetch} />;
  // Until the API filters by kind, a kind filter also holds on the client.
  const rows = kind ? data.data.filter((item) => item.kind === kind) : data.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        title="Belum ada kelas"
        description={
          kind === 'liveclass'
            ? 'Live class yang Anda ikuti akan tampil di sini.'
            : 'Kelas yang Anda beli atau aktifkan akan tampil di sini.'
        }
        action={
          emptyAction ? (
            <Button as={Link} to={kind === 'liveclass' ? '/liveclass' : '/belajar-online'}>
              {kind === 'liveclass' ? 'Lihat live class' : 'Jelajahi kelas'}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <Stack $gap={4} aria-busy={isFetching}>
      <Grid $min={280}>
        {rows.map((item) => (
          <ClassCard key={`${item.kind}-${item.slug}`} item={item} />
        ))}
      </Grid>
      <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />
    </Stack>
  );
}
