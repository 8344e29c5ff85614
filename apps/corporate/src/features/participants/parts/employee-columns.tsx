/** The Member list's columns, as a manager with full access sees an employee: progress, quiz mean, points, status. */
import styled from 'styled-components';
import { NoWrap } from '@akademi-siber/feature-app-frame/lists';
import { Text, type TableColumn } from '@akademi-siber/ui-design-system';
import type { CorporateEmployee } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { departmentName, ReminderButton, StatusBadge } from '../../figures';

const Person = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 160px;
`;

export function employeeColumns(batchId: number, corporateId: number): TableColumn<CorporateEmployee>[] {
  return [
    {
      key: 'name',
      header: 'Nama',
      render: (row) => (
        <Person>
          <span>{row.name}</span>
          <Text as="span" $size="xs" $muted>
            {row.email}
          </Text>
        </Person>
      ),
    },
    { key: 'department', header: 'Departemen', render: (row) => departmentName(row.department) },
    { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'progress',
      header: 'Progres',
      align: 'right',
      render: (row) => (
        <NoWrap>
          {formatNumber(row.progress)}% ({row.completedItems}/{row.items} materi)
        </NoWrap>
      ),
    },
    {
      key: 'quiz',
      header: 'Nilai kuis',
      align: 'right',
      render: (row) => (row.averageQuizScore === null ? 'Belum ada' : formatNumber(row.averageQuizScore)),
    },
    { key: 'point', header: 'Poin', align: 'right', render: (row) => formatNumber(row.point) },
    {
      key: 'lastActiveAt',
      header: 'Aktivitas terakhir',
      render: (row) => <NoWrap>{row.lastActiveAt ? formatDateTime(row.lastActiveAt) : 'Belum pernah'}</NoWrap>,
    },
    {
      key: 'reminder',
      header: 'Pengingat',
      render: (row) => <ReminderButton employee={row} batchId={batchId} corporateId={corporateId} />,
    },
  ];
}
