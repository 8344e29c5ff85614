import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useSession } from '@akademi-siber/data-access-auth';
import {
  Button,
  Container,
  ErrorState,
  Heading,
  Pagination,
  SkeletonList,
  Stack,
  Table,
  Text,
  TextField,
} from '@akademi-siber/ui-design-system';
import type { AdminUserRow } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { useGetAdminUsersQuery } from '../data/users-api';
import { StaffShortcuts } from '../parts/staff-shortcuts';
import { RoleBadge, StatusBadge } from '../parts/user-badges';

const PER_PAGE = 10;

const columns = [
  {
    key: 'name',
    header: 'Nama',
    render: (u: AdminUserRow) => <Link to={`/admin/pengguna/${u.id}`}>{u.name}</Link>,
  },
  { key: 'username', header: 'Username', render: (u: AdminUserRow) => u.username },
  { key: 'email', header: 'Email', render: (u: AdminUserRow) => u.email },
  { key: 'role', header: 'Peran', render: (u: AdminUserRow) => <RoleBadge idRole={u.id_role} /> },
  { key: 'status', header: 'Status', render: (u: AdminUserRow) => <StatusBadge status={u.status} /> },
  { key: 'createdAt', header: 'Terdaftar', render: (u: AdminUserRow) => formatDate(u.createdAt) },
];

/** /admin — the admin's home: shortcuts to the staff pages, then the newest accounts, searchable. */
export function HomePage() {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [draft, setDraft] = useState('');
  const { data, isLoading, error, refetch } = useGetAdminUsersQuery({ page, perPage: PER_PAGE, q });

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  }

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Dashboard Admin</Heading>
          <Text $muted>Masuk sebagai {user?.name}. Pengguna terbaru di Akademi Siber.</Text>
        </Stack>
        <StaffShortcuts />
        <form onSubmit={onSearch} role="search" aria-label="Cari pengguna">
          <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
            <TextField
              label="Cari nama, username, atau email"
              name="q"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" $variant="secondary">
              Cari
            </Button>
          </Stack>
        </form>
        {isLoading ? (
          <SkeletonList rows={5} />
        ) : error ? (
          <ErrorState title="Daftar pengguna belum dapat dimuat" message={errorMessage(error, '')} onRetry={refetch} />
        ) : (
          <>
            <Table
              caption="Pengguna terbaru"
              columns={columns}
              rows={data?.data ?? []}
              rowKey={(u) => u.id}
              emptyText="Tidak ada pengguna yang cocok."
            />
            {data && <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />}
            <Link to="/admin/pengguna">Kelola semua pengguna: saring peran dan status, ubah peran, nonaktifkan</Link>
          </>
        )}
      </Stack>
    </Container>
  );
}
