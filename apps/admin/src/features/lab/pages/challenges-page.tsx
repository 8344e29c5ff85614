/**
 * /admin/lab/challenges — every CTF challenge, drafts included, last changed first: search on title or slug, filter by
 * category and by whether players see it now; the value, solves, submissions and suspicious ones of each.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  Select,
  Stack,
  Text,
  TextField,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import {
  LAB_CATEGORIES,
  LAB_CATEGORY_LABELS,
  LAB_DIFFICULTY_LABELS,
  type AdminLabChallengeRow,
  type LabCategory,
} from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { ListHeader, NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminLabChallengesQuery, type LabVisibility } from '../data/lab-api';
import { VisibilityBadge } from '../parts/challenge-status';
import { LabFrame } from '../parts/lab-frame';
import { CATEGORY_OPTIONS } from '../parts/labels';
import { useUrlFilters } from '../parts/url-filters';

const VISIBILITY_OPTIONS = [
  { value: '', label: 'Semua' },
  { value: 'visible', label: 'Tampil bagi pemain' },
  { value: 'hidden', label: 'Tersembunyi (draf atau di luar jadwal)' },
];

const columns: TableColumn<AdminLabChallengeRow>[] = [
  {
    key: 'title',
    header: 'Tantangan',
    render: (row) => (
      <WideCell>
        <Link to={`/admin/lab/challenges/${row.id}`}>{row.title}</Link>
        <br />
        <Text as="span" $size="sm" $muted>
          {row.slug}
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
  {
    key: 'value',
    header: 'Nilai',
    align: 'right',
    render: (row) => (
      <NoWrap>
        {formatNumber(row.value)}
        {row.valueType === 'dynamic' && (
          <>
            <br />
            <Text as="span" $size="sm" $muted>
              dinamis
            </Text>
          </>
        )}
      </NoWrap>
    ),
  },
  { key: 'solves', header: 'Penyelesai', align: 'right', render: (row) => formatNumber(row.solves) },
  {
    key: 'submissions',
    header: 'Kiriman',
    align: 'right',
    render: (row) => (
      <Stack $gap={1} $align="flex-end">
        <Link
          to={`/admin/lab/submissions?challengeId=${row.id}`}
          aria-label={`${row.submissions} kiriman ${row.title}`}
        >
          {formatNumber(row.submissions)}
        </Link>
        {row.suspicious > 0 && (
          <Link to={`/admin/lab/submissions?challengeId=${row.id}&suspicious=true`}>
            <Badge $tone="danger">{formatNumber(row.suspicious)} mencurigakan</Badge>
          </Link>
        )}
      </Stack>
    ),
  },
  { key: 'status', header: 'Status', render: (row) => <VisibilityBadge challenge={row} /> },
];

function categoryFrom(value: string | null): LabCategory | undefined {
  return LAB_CATEGORIES.find((category) => category === value);
}

function visibilityFrom(value: string | null): LabVisibility | undefined {
  return value === 'visible' || value === 'hidden' ? value : undefined;
}

export function ChallengesPage() {
  usePageTitle('Tantangan CTF', 'Admin');
  const { params, page, update, updateAfterSubmit, setPage } = useUrlFilters();
  const search = params.get('q') ?? '';
  const category = categoryFrom(params.get('category'));
  const visibility = visibilityFrom(params.get('visibility'));
  const [draft, setDraft] = useState(search);
  const result = useGetAdminLabChallengesQuery({
    page,
    perPage: PER_PAGE,
    search: search || undefined,
    category,
    visibility,
  });
  const filtered = Boolean(search || category || visibility);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    updateAfterSubmit({ q: draft.trim() || null });
  };

  return (
    <LabFrame>
      <ListHeader
        title="Tantangan CTF"
        lead="Tantangan lab: flag, petunjuk, berkas, nilai, dan jadwal tampilnya."
        action={
          <Button as={Link} to="/admin/lab/challenges/new">
            Tambah tantangan
          </Button>
        }
      />
      <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
        <form role="search" aria-label="Cari tantangan" onSubmit={onSearch} style={{ flex: '2 1 280px' }}>
          <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
            <TextField
              label="Cari judul atau slug"
              name="q"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              style={{ flex: '1 1 200px', minWidth: 0 }}
            />
            <Button type="submit" $variant="secondary">
              Cari
            </Button>
          </Stack>
        </form>
        <Select
          label="Kategori"
          options={[{ value: '', label: 'Semua kategori' }, ...CATEGORY_OPTIONS]}
          value={category ?? ''}
          onChange={(event) => update({ category: event.target.value || null })}
          style={{ flex: '1 1 180px', minWidth: 0 }}
        />
        <Select
          label="Tampil bagi pemain"
          options={VISIBILITY_OPTIONS}
          value={visibility ?? ''}
          onChange={(event) => update({ visibility: event.target.value || null })}
          style={{ flex: '1 1 220px', minWidth: 0 }}
        />
      </Stack>
      <PagedTable
        caption="Tantangan CTF"
        columns={columns}
        rowKey={(row) => row.id}
        errorTitle="Daftar tantangan belum dapat dimuat"
        emptyText={
          filtered ? 'Tidak ada tantangan yang cocok dengan filter.' : 'Belum ada tantangan. Tambahkan yang pertama.'
        }
        result={result}
        page={page}
        onPageChange={setPage}
      />
    </LabFrame>
  );
}
