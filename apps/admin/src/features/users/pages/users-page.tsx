/**
 * /admin/pengguna (decision 0050) — every account: search by name, username or email, filter by role and status,
 * paged; each row opens the account's page. The filters live in the address, so a filtered list can be shared.
 */
import { Link } from 'react-router-dom';
import { Container, Select, Stack, usePageTitle, type TableColumn } from '@akademi-siber/ui-design-system';
import {
  ListHeader,
  NoWrap,
  PagedTable,
  PER_PAGE,
  PersonCell,
  SearchForm,
  useListAddress,
} from '@akademi-siber/feature-app-frame/lists';
import { ROLE_IDS, ROLE_LABELS, type AdminUserRow, type AdminUserStatus } from '@akademi-siber/util-contracts';
import { formatDate, formatDateTime } from '@akademi-siber/util-format';
import { useGetAdminUsersQuery } from '../data/users-api';
import { RoleBadge, StatusBadge } from '../parts/user-badges';

const columns: TableColumn<AdminUserRow>[] = [
  {
    key: 'name',
    header: 'Pengguna',
    render: (user) => (
      <PersonCell name={<Link to={`/admin/pengguna/${user.id}`}>{user.name}</Link>} email={user.email} />
    ),
  },
  { key: 'username', header: 'Username', render: (user) => <NoWrap>@{user.username}</NoWrap> },
  { key: 'role', header: 'Peran', render: (user) => <RoleBadge idRole={user.id_role} /> },
  { key: 'status', header: 'Status', render: (user) => <StatusBadge status={user.status} /> },
  { key: 'createdAt', header: 'Bergabung', render: (user) => <NoWrap>{formatDate(user.createdAt)}</NoWrap> },
  {
    key: 'lastActiveAt',
    header: 'Aktivitas terakhir',
    render: (user) => <NoWrap>{formatDateTime(user.lastActiveAt, { fallback: 'Belum pernah masuk' })}</NoWrap>,
  },
];

const ROLE_OPTIONS = [
  { value: '', label: 'Semua peran' },
  ...Object.values(ROLE_IDS).map((id) => ({ value: String(id), label: ROLE_LABELS[id] })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'Semua status' },
  { value: 'active', label: 'Aktif' },
  { value: 'deactivated', label: 'Nonaktif' },
];

const roleFrom = (value: string | null) => {
  const id = Number(value);
  return Object.values(ROLE_IDS).some((known) => known === id) ? id : undefined;
};
const statusFrom = (value: string | null): AdminUserStatus | undefined =>
  value === 'active' || value === 'deactivated' ? value : undefined;

export function UsersPage() {
  usePageTitle('Pengguna', 'Admin');
  const { params, search, page, update, searchFor } = useListAddress();
  const role = roleFrom(params.get('peran'));
  const status = statusFrom(params.get('status'));
  const result = useGetAdminUsersQuery({ page, perPage: PER_PAGE, q: search || undefined, role, status });

  const filtered = Boolean(search || role || status);

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <ListHeader
          title="Pengguna"
          lead="Cari akun, lihat kelasnya dan aktivitasnya, ubah peran, atau nonaktifkan akun."
          action={null}
        />
        <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
          <SearchForm label="Cari pengguna" placeholder="Nama, username, atau email" onSearch={searchFor} />
          <Select
            label="Peran"
            options={ROLE_OPTIONS}
            value={role ? String(role) : ''}
            onChange={(event) => update({ peran: event.target.value || null, page: null })}
          />
          <Select
            label="Status"
            options={STATUS_OPTIONS}
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value || null, page: null })}
          />
        </Stack>
        <PagedTable
          caption="Daftar pengguna"
          columns={columns}
          rowKey={(user) => user.id}
          errorTitle="Daftar pengguna belum dapat dimuat"
          emptyText={filtered ? 'Tidak ada pengguna yang cocok dengan pencarian atau saringan.' : 'Belum ada pengguna.'}
          result={result}
          page={page}
          onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
        />
      </Stack>
    </Container>
  );
}
