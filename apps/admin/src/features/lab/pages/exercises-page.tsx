/** /admin/lab/exercises — the guided exercise labs, drafts included: steps, points and XP, completions. */
import { Link } from 'react-router-dom';
import { Badge, Button, Text, usePageTitle, type TableColumn } from '@akademi-siber/ui-design-system';
import { LAB_CATEGORY_LABELS, LAB_DIFFICULTY_LABELS } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { ListHeader, NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminLabExercisesQuery, type AdminLabExerciseRow } from '../data/lab-api';
import { LabFrame } from '../parts/lab-frame';
import { useUrlFilters } from '../parts/url-filters';

const columns: TableColumn<AdminLabExerciseRow>[] = [
  {
    key: 'title',
    header: 'Lab latihan',
    render: (row) => (
      <WideCell>
        <Link to={`/admin/lab/exercises/${row.id}`}>{row.title}</Link>
        <br />
        <Text as="span" $size="sm" $muted>
          {row.summary}
        </Text>
      </WideCell>
    ),
  },
  {
    key: 'category',
    header: 'Kategori',
    render: (row) => (
      <NoWrap>
        {LAB_CATEGORY_LABELS[row.category]}
        <br />
        <Text as="span" $size="sm" $muted>
          {LAB_DIFFICULTY_LABELS[row.difficulty]}
        </Text>
      </NoWrap>
    ),
  },
  { key: 'steps', header: 'Langkah', align: 'right', render: (row) => formatNumber(row.steps) },
  {
    key: 'points',
    header: 'Hadiah',
    align: 'right',
    render: (row) => (
      <NoWrap>
        {formatNumber(row.points)} poin · {formatNumber(row.xp)} XP
      </NoWrap>
    ),
  },
  { key: 'completions', header: 'Selesai', align: 'right', render: (row) => formatNumber(row.completions) },
  {
    key: 'published',
    header: 'Status',
    render: (row) => (row.published ? <Badge $tone="success">Terbit</Badge> : <Badge>Draf</Badge>),
  },
];

export function ExercisesPage() {
  usePageTitle('Lab Latihan', 'Admin');
  const { page, setPage } = useUrlFilters();
  const result = useGetAdminLabExercisesQuery({ page, perPage: PER_PAGE });
  return (
    <LabFrame>
      <ListHeader
        title="Lab Latihan"
        lead="Latihan terpandu: langkah berurutan dengan instruksi dan jawaban flag atau teks."
        action={
          <Button as={Link} to="/admin/lab/exercises/new">
            Tambah lab latihan
          </Button>
        }
      />
      <PagedTable
        caption="Lab latihan"
        columns={columns}
        rowKey={(row) => row.id}
        errorTitle="Daftar lab latihan belum dapat dimuat"
        emptyText="Belum ada lab latihan. Tambahkan yang pertama."
        result={result}
        page={page}
        onPageChange={setPage}
      />
    </LabFrame>
  );
}
