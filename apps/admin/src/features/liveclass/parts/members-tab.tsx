/**
 * "Peserta": the batch's members (GET …/members, paged, searchable): who, how they came in, since when, their
 * attendance so far against the certificate's threshold, and their attendance certificate if one was issued.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, Badge, Button, Stack, Text, TextField, type TableColumn } from '@akademi-siber/ui-design-system';
import { ENROLLMENT_SOURCE_LABELS, type AdminBatchMember } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminBatchMembersQuery, type BatchArgs } from '../data/liveclass-api';

export interface MembersTabProps {
  batch: BatchArgs;
  thresholdPercent: number;
}

function columns(thresholdPercent: number): TableColumn<AdminBatchMember>[] {
  return [
    {
      key: 'member',
      header: 'Peserta',
      render: (member) => (
        <Stack $direction="row" $gap={2} $align="center">
          <Avatar src={member.avatarUrl} name={member.name} alt="" size={32} />
          <WideCell>
            {member.name}
            <br />
            <Text as="span" $size="sm" $muted>
              @{member.username}
            </Text>
          </WideCell>
        </Stack>
      ),
    },
    { key: 'email', header: 'Email', render: (member) => member.email },
    {
      key: 'source',
      header: 'Asal',
      render: (member) => <NoWrap>{ENROLLMENT_SOURCE_LABELS[member.source] ?? member.source}</NoWrap>,
    },
    { key: 'enrolledAt', header: 'Terdaftar', render: (member) => <NoWrap>{formatDate(member.enrolledAt)}</NoWrap> },
    {
      key: 'attendance',
      header: 'Kehadiran',
      align: 'right',
      render: (member) =>
        member.attendancePercent >= thresholdPercent ? (
          <Badge $tone="success">{formatNumber(member.attendancePercent)}%</Badge>
        ) : (
          <NoWrap>{formatNumber(member.attendancePercent)}%</NoWrap>
        ),
    },
    {
      key: 'certificate',
      header: 'Sertifikat',
      render: (member) =>
        member.certificateNumber ? (
          <Link to={`/certificate/${encodeURIComponent(member.certificateNumber)}`}>{member.certificateNumber}</Link>
        ) : (
          <Text as="span" $muted>
            —
          </Text>
        ),
    },
  ];
}

export function MembersTab({ batch, thresholdPercent }: MembersTabProps) {
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const result = useGetAdminBatchMembersQuery({ ...batch, page, perPage: PER_PAGE, search: search || undefined });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };

  return (
    <Stack $gap={4}>
      <Text $size="sm" $muted>
        Kehadiran dihitung dari Hadir dan Terlambat atas semua sesi; yang berwarna hijau sudah memenuhi syarat
        sertifikat ({formatNumber(thresholdPercent)}%).
      </Text>
      <form onSubmit={onSearch} role="search" aria-label="Cari peserta">
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
      <PagedTable
        caption="Peserta batch"
        columns={columns(thresholdPercent)}
        rowKey={(member) => member.username}
        errorTitle="Daftar peserta belum dapat dimuat"
        emptyText={search ? 'Tidak ada peserta yang cocok dengan pencarian.' : 'Belum ada peserta di batch ini.'}
        result={result}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
