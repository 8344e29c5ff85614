/**
 * Inactive learners (decision 0047): employees with no activity for the batch's inactive_after_days. With full access
 * the longest inactive are named, each with "Kirim pengingat", and the Member page lists them all; without it only
 * their number shows. Either way "Ingatkan semua yang tidak aktif" reminds them all in one click.
 */
import { Link } from 'react-router-dom';
import { Stack, Table, Text, type TableColumn } from '@akademi-siber/ui-design-system';
import {
  INSUFFICIENT_DATA_TEXT,
  managerMemberPagePath,
  type CorporateDashboard,
  type CorporateEmployee,
} from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { departmentName, ReminderButton, RemindInactiveButton } from '../../figures';

export function InactiveSection({ dashboard }: { dashboard: CorporateDashboard }) {
  const { batch, corporate, summary, inactiveMembers } = dashboard;
  const ids = { batchId: batch.id, corporateId: corporate.id };
  const inactive = summary.statuses?.inactive ?? null;
  const columns: TableColumn<CorporateEmployee>[] = [
    { key: 'name', header: 'Nama' },
    { key: 'department', header: 'Departemen', render: (row) => departmentName(row.department) },
    {
      key: 'lastActiveAt',
      header: 'Aktivitas terakhir',
      render: (row) => (row.lastActiveAt ? formatDateTime(row.lastActiveAt) : 'Belum pernah'),
    },
    { key: 'progress', header: 'Progres', align: 'right', render: (row) => `${formatNumber(row.progress)}%` },
    { key: 'action', header: 'Pengingat', render: (row) => <ReminderButton employee={row} {...ids} /> },
  ];
  return (
    <Stack $gap={3}>
      <Text $muted>
        Karyawan yang tidak beraktivitas selama {batch.inactiveAfterDays} hari (termasuk yang belum pernah mulai sejak
        bergabung).{' '}
        {summary.insufficient
          ? INSUFFICIENT_DATA_TEXT
          : `${formatNumber(inactive ?? 0)} karyawan tidak aktif saat ini.`}
      </Text>
      {batch.is_full_access && (
        <>
          <Table
            caption="Karyawan paling lama tidak aktif"
            columns={columns}
            rows={inactiveMembers}
            rowKey="username"
            emptyText="Semua karyawan aktif. Tidak ada yang perlu diingatkan."
          />
          {(inactive ?? 0) > inactiveMembers.length && (
            <Link to={managerMemberPagePath(batch.id, corporate.id, 'inactive')}>
              Lihat semua {formatNumber(inactive ?? 0)} karyawan tidak aktif
            </Link>
          )}
        </>
      )}
      <div>
        <RemindInactiveButton {...ids} inactive={summary.insufficient ? null : inactive} />
      </div>
    </Stack>
  );
}
