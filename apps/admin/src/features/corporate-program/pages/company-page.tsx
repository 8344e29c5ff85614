/**
 * /admin/corporate-program/{batchId}/{corporateId} — one company in a program batch (decision 0046): its numbers, then
 * three tabs (kept in the address, `?tab=`): the learning items in order, the employees with their CSV import, and
 * the managers.
 */
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Container,
  ErrorState,
  Grid,
  Heading,
  SkeletonList,
  Stack,
  StatCard,
  Tabs,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetAdminProgramCompanyQuery } from '../data/program-api';
import { EmployeesImport } from '../parts/employees-import';
import { EmployeesSection } from '../parts/employees-section';
import { ItemsSection } from '../parts/items-section';
import { ManagersSection } from '../parts/managers-section';
import { AccessBadge } from '../parts/program-facts';
import { idParam, periodText, PROGRAM_HOME, programBatchPath } from '../parts/program-links';

const TABS = [
  { id: 'materi', label: 'Materi program' },
  { id: 'karyawan', label: 'Karyawan' },
  { id: 'manajer', label: 'Manajer' },
];

export function CompanyPage() {
  const params = useParams();
  const ref = { batchId: idParam(params['batchId']), corporateId: idParam(params['corporateId']) };
  const valid = ref.batchId > 0 && ref.corporateId > 0;
  const [search, setSearch] = useSearchParams();
  const tab = TABS.some((item) => item.id === search.get('tab')) ? (search.get('tab') as string) : 'materi';
  const result = useGetAdminProgramCompanyQuery(ref, { skip: !valid });
  const data = result.data;
  usePageTitle(data ? `${data.company.name} — ${data.batch.name}` : 'Perusahaan program', 'Admin');

  if (!valid || errorStatus(result.error) === 404) {
    return <ErrorPanel status={404} message={errorMessage(result.error, 'Perusahaan tidak ada di batch ini.')} />;
  }

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Text $size="sm" as="nav" aria-label="Lokasi">
          <Link to={PROGRAM_HOME}>Program Korporat</Link>
          {data && (
            <>
              {' / '}
              <Link to={programBatchPath(data.batch.id)}>{data.batch.name}</Link>
            </>
          )}
        </Text>
        {result.isLoading ? (
          <SkeletonList rows={4} />
        ) : result.error || !data ? (
          <ErrorState
            title="Perusahaan belum dapat dimuat"
            message={errorMessage(result.error)}
            onRetry={() => void result.refetch()}
          />
        ) : (
          <>
            <Stack $gap={1}>
              <Heading level={1} style={{ overflowWrap: 'anywhere' }}>
                {data.company.name}
              </Heading>
              <Text $muted>
                {data.batch.name} · {periodText(data.batch.startsAt, data.batch.endsAt)}
              </Text>
            </Stack>
            <Grid $min="160px" $gap={4}>
              <StatCard label="Materi program" value={formatNumber(data.items.length)} />
              <StatCard label="Karyawan" value={formatNumber(data.employees)} />
              <StatCard label="Manajer" value={formatNumber(data.managers.length)} />
              <StatCard label="Akses manajer" value={<AccessBadge full={data.batch.isFullAccess} />} />
            </Grid>
            <Tabs
              aria-label="Bagian perusahaan"
              tabs={TABS}
              active={tab}
              onChange={(id) => setSearch(id === 'materi' ? {} : { tab: id })}
            >
              {tab === 'materi' ? (
                <ItemsSection company={ref} items={data.items} />
              ) : tab === 'karyawan' ? (
                <Stack $gap={6}>
                  <EmployeesSection company={ref} />
                  <EmployeesImport company={ref} />
                </Stack>
              ) : (
                <ManagersSection company={ref} companyName={data.company.name} managers={data.managers} />
              )}
            </Tabs>
          </>
        )}
      </Stack>
    </Container>
  );
}
