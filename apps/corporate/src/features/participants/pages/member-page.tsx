/**
 * /corporate-program/member/{batchId}/group/{corporateId} — the company's employees in the selected batch (decision
 * 0047). With full access: every employee's progress, last activity and status, filtered by status and department
 * and searched (status and department live in the address, so the dashboard can link to "tidak aktif"), with a
 * reminder per employee. Without it: the status counts of the company and its departments only. "Unduh CSV" downloads
 * exactly what the page shows, with the same filters.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { hasFullAccess, useSession } from '@akademi-siber/data-access-auth';
import { ErrorPanel, useTokenDownload } from '@akademi-siber/feature-app-frame';
import { PagedTable } from '@akademi-siber/feature-app-frame/lists';
import {
  Button,
  Container,
  ErrorState,
  Heading,
  Notice,
  Select,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import {
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  INSUFFICIENT_DATA_TEXT,
  MANAGER_PATHS,
  NO_DEPARTMENT,
  PROGRAM_MIN_GROUP,
  type CorporateMemberSummary,
  type EmployeeStatus,
} from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import {
  departmentName,
  DepartmentTable,
  NoBatchNotice,
  RemindInactiveButton,
  SearchForm,
  StatusCards,
  SummaryCards,
  useBatchParams,
} from '../../figures';
import {
  employeeQuery,
  useGetCorporateEmployeesQuery,
  useGetCorporateMemberSummaryQuery,
} from '../data/participants-api';
import { employeeColumns } from '../parts/employee-columns';

const PER_PAGE = 10;

export const LIMITED_MEMBER_NOTICE =
  'Batch ini memiliki akses terbatas: nama dan angka perorangan tidak ditampilkan. Yang tampil hanya jumlah ' +
  `karyawan per status, untuk seluruh perusahaan dan per departemen ("${INSUFFICIENT_DATA_TEXT}" bila kurang dari ` +
  `${PROGRAM_MIN_GROUP} orang).`;

const isStatus = (value: string | null): value is EmployeeStatus =>
  value !== null && (EMPLOYEE_STATUSES as readonly string[]).includes(value);

function CsvButton({ batchId, corporateId, query }: { batchId: number; corporateId: number; query: string }) {
  const { download, isPreparing } = useTokenDownload();
  return (
    <Button
      type="button"
      $variant="secondary"
      loading={isPreparing}
      onClick={() => {
        const file = MANAGER_PATHS.membersExport(batchId, corporateId);
        void download(MANAGER_PATHS.membersExportToken(batchId, corporateId), query ? `${file}?${query}` : file);
      }}
    >
      Unduh CSV
    </Button>
  );
}

function EmployeeList({
  batchId,
  corporateId,
  summary,
}: {
  batchId: number;
  corporateId: number;
  summary: CorporateMemberSummary | undefined;
}) {
  // Status and department live in the address (the dashboard links to "tidak aktif"); the search and the page do not.
  const [search, setSearch] = useSearchParams();
  const status = isStatus(search.get('status')) ? (search.get('status') as EmployeeStatus) : undefined;
  const department = search.get('department') || undefined;
  const [q, setQ] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const result = useGetCorporateEmployeesQuery({
    batchId,
    corporateId,
    page,
    perPage: PER_PAGE,
    q,
    status,
    department,
  });

  /** Changes one filter and goes back to the first page. */
  const change = (key: 'status' | 'department', value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
    setPage(1);
  };
  const filtered = Boolean(q || status || department);
  const csvQuery = new URLSearchParams(employeeQuery({ q, status, department })).toString();
  const total = result.data?.meta.total ?? 0;

  return (
    <Stack $gap={4}>
      <SearchForm
        name="Cari dan saring karyawan"
        label="Cari nama, username atau email"
        onSearch={(term) => {
          setQ(term || undefined);
          setPage(1);
        }}
      >
        <Select
          label="Status"
          value={status ?? ''}
          onChange={(event) => change('status', event.target.value || undefined)}
          placeholder="Semua status"
          options={EMPLOYEE_STATUSES.map((value) => ({ value, label: EMPLOYEE_STATUS_LABELS[value] }))}
        />
        <Select
          label="Departemen"
          value={department ?? ''}
          onChange={(event) => change('department', event.target.value || undefined)}
          placeholder="Semua departemen"
          options={(summary?.departments ?? []).map((row) => ({
            value: row.department ?? NO_DEPARTMENT,
            label: departmentName(row.department),
          }))}
        />
        <CsvButton batchId={batchId} corporateId={corporateId} query={csvQuery} />
      </SearchForm>
      {result.data && (
        <Text $muted role="status" aria-busy={result.isFetching}>
          {filtered
            ? `${formatNumber(total)} karyawan cocok dengan pencarian dan filter.`
            : `${formatNumber(total)} karyawan di batch ini.`}
        </Text>
      )}
      <PagedTable
        caption="Peserta program"
        columns={employeeColumns(batchId, corporateId)}
        rowKey={(row) => row.username}
        errorTitle="Daftar karyawan belum dapat dimuat"
        emptyText={filtered ? 'Tidak ada karyawan yang cocok.' : 'Belum ada karyawan di batch ini.'}
        result={result}
        page={page}
        onPageChange={setPage}
        perPage={PER_PAGE}
      />
    </Stack>
  );
}

function LimitedMembers({
  batchId,
  corporateId,
  summary,
}: {
  batchId: number;
  corporateId: number;
  summary: CorporateMemberSummary;
}) {
  return (
    <Stack $gap={4}>
      <Notice $tone="warning">{LIMITED_MEMBER_NOTICE}</Notice>
      <SummaryCards figures={summary.summary} />
      <StatusCards figures={summary.summary} />
      <DepartmentTable rows={summary.departments} />
      <Stack $direction="row" $gap={3} $wrap>
        <CsvButton batchId={batchId} corporateId={corporateId} query="" />
        <RemindInactiveButton
          batchId={batchId}
          corporateId={corporateId}
          inactive={summary.summary.statuses?.inactive ?? null}
        />
      </Stack>
    </Stack>
  );
}

export function MemberPage() {
  const ids = useBatchParams();
  const { user } = useSession();
  usePageTitle('Member');
  const valid = ids !== null && ids.batchId > 0 && ids.corporateId > 0;
  const args = { batchId: ids?.batchId ?? 0, corporateId: ids?.corporateId ?? 0 };
  const summary = useGetCorporateMemberSummaryQuery(args, { skip: !valid });

  if (!valid) {
    return <NoBatchNotice />;
  }
  if (errorStatus(summary.error) === 404) return <ErrorPanel status={404} message={errorMessage(summary.error, '')} />;
  // The API's word once it has answered; until then the session's (spec §5: full access of the selected batch).
  const full = summary.data?.fullAccess ?? hasFullAccess(user, args.batchId);
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Member</Heading>
          <Text $muted>
            Karyawan yang mengikuti program di batch ini: progres, aktivitas terakhir dan status.
            {summary.data &&
              ` Karyawan disebut tidak aktif bila tidak beraktivitas selama ${summary.data.inactiveAfterDays} hari.`}
          </Text>
        </Stack>
        {summary.error ? (
          <ErrorState
            title="Member belum dapat dimuat"
            message={errorMessage(summary.error, '')}
            onRetry={() => void summary.refetch()}
          />
        ) : full ? (
          <>
            {summary.data && <StatusCards figures={summary.data.summary} />}
            <EmployeeList {...args} summary={summary.data} />
          </>
        ) : summary.data ? (
          <LimitedMembers {...args} summary={summary.data} />
        ) : (
          <SkeletonList rows={5} />
        )}
      </Stack>
    </Container>
  );
}
