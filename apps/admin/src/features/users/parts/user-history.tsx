/** An account's history of changes by admins (decision 0050): when, what, and by whom; the newest first. */
import { Card, Heading, Stack, Table, Text, type TableColumn } from '@akademi-siber/ui-design-system';
import { ROLE_LABELS, type UserAuditEntry } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { NoWrap } from '@akademi-siber/feature-app-frame/lists';

const roleName = (value: string | null) => (value ? (ROLE_LABELS[Number(value)] ?? value) : '—');

function describe(entry: UserAuditEntry): string {
  if (entry.action === 'role_changed') return `Peran: ${roleName(entry.from)} → ${roleName(entry.to)}`;
  return entry.action === 'deactivated' ? 'Akun dinonaktifkan' : 'Akun diaktifkan kembali';
}

const columns: TableColumn<UserAuditEntry>[] = [
  { key: 'at', header: 'Waktu', render: (entry) => <NoWrap>{formatDateTime(entry.at, { withZone: true })}</NoWrap> },
  { key: 'change', header: 'Perubahan', render: describe },
  {
    key: 'actor',
    header: 'Oleh',
    render: (entry) => (entry.actor ? `${entry.actor.name} (@${entry.actor.username})` : 'Akun yang sudah dihapus'),
  },
];

export function UserHistory({ history }: { history: UserAuditEntry[] }) {
  return (
    <Card as="section" aria-labelledby="user-history-title">
      <Stack $gap={3}>
        <Heading level={4} as="h2" id="user-history-title">
          Riwayat perubahan
        </Heading>
        {history.length === 0 ? (
          <Text $muted>Belum ada perubahan peran atau status oleh admin.</Text>
        ) : (
          <Table
            caption="Riwayat perubahan akun"
            columns={columns}
            rows={history}
            rowKey={(entry) => entry.id}
            emptyText=""
          />
        )}
      </Stack>
    </Card>
  );
}
