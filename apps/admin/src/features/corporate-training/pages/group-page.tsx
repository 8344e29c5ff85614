/**
 * /admin/corporate-training/{trainingSlug}/group/{groupId} — one group (decisions 0044 and 0045): its facts and
 * attendance rules, then four tabs: the participants with the CSV import, the sessions and attendance (the cohort view
 * of feature-attendance, as a batch's page has it), the schedule, instructor and rules (the group's form), and the
 * completion.
 */
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { CohortAttendancePanel, useGetCohortAttendanceQuery } from '@akademi-siber/feature-attendance';
import type { AdminGroupDetail } from '@akademi-siber/util-contracts';
import {
  Card,
  Container,
  ErrorState,
  Grid,
  Heading,
  SkeletonList,
  StatCard,
  Stack,
  Tabs,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { formatDuration, formatNumber } from '@akademi-siber/util-format';
import { useGetAdminTrainingGroupQuery, type GroupRef } from '../data/corporate-training-api';
import { CompletionSection } from '../parts/completion-section';
import { GroupForm } from '../parts/group-form';
import { ImportPanel } from '../parts/import-panel';
import { scheduleText } from '../parts/labels';
import { ParticipantsSection } from '../parts/participants-section';

const TABS = [
  { id: 'peserta', label: 'Peserta' },
  { id: 'kehadiran', label: 'Sesi & kehadiran' },
  { id: 'jadwal', label: 'Jadwal & instruktur' },
  { id: 'penyelesaian', label: 'Penyelesaian' },
];

/** "Jadwal & instruktur": the group's form; once the group has sessions (its sheet says), its dates are theirs. */
function SettingsTab({ group, groupRef, onDone }: { group: AdminGroupDetail; groupRef: GroupRef; onDone: () => void }) {
  const sheet = useGetCohortAttendanceQuery(groupRef);
  return (
    <Card $padding={5}>
      <GroupForm
        key={`${group.id}-${group.slug}`}
        trainingSlug={groupRef.trainingSlug}
        group={group}
        datesFollowSessions={(sheet.data?.sessions.length ?? 0) > 0}
        onDone={onDone}
      />
    </Card>
  );
}

export function GroupPage() {
  const params = useParams();
  const trainingSlug = params['trainingSlug'] ?? '';
  const groupId = /^\d{1,9}$/.test(params['groupId'] ?? '') ? Number(params['groupId']) : 0;
  const [search, setSearch] = useSearchParams();
  const tab = TABS.some((item) => item.id === search.get('tab')) ? (search.get('tab') as string) : 'peserta';
  const result = useGetAdminTrainingGroupQuery({ trainingSlug, groupId }, { skip: groupId === 0 });
  const group = result.data;
  usePageTitle(group ? group.name : 'Grup pelatihan', 'Admin');

  if (groupId === 0 || errorStatus(result.error) === 404) {
    return <ErrorPanel status={404} message={errorMessage(result.error, 'Grup pelatihan tidak ditemukan.')} />;
  }
  const groupRef = { trainingSlug, groupId };

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Link to="/admin/corporate-training">← Pelatihan Korporat</Link>
        {result.isLoading ? (
          <SkeletonList rows={4} />
        ) : result.error || !group ? (
          <ErrorState
            title="Grup belum dapat dimuat"
            message={errorMessage(result.error)}
            onRetry={() => void result.refetch()}
          />
        ) : (
          <>
            <Stack $gap={1}>
              <Heading level={1}>{group.name}</Heading>
              <Text $muted>
                {group.training.title} · {group.company.name}
              </Text>
            </Stack>
            <Grid $min="200px" $gap={4}>
              <StatCard label="Jadwal" value={<Text as="span">{scheduleText(group.startsAt, group.endsAt)}</Text>} />
              <StatCard
                label="Instruktur"
                value={<Text as="span">{group.instructor ? group.instructor.name : 'Belum ada'}</Text>}
              />
              <StatCard label="Peserta" value={formatNumber(group.participants)} />
              <StatCard
                label="Progres rata-rata"
                value={`${group.completion.averagePercent}%`}
                hint={`${formatNumber(group.completion.completed)} peserta selesai`}
              />
              <StatCard
                label="Syarat kehadiran"
                value={`${formatNumber(group.rules.thresholdPercent)}%`}
                hint={`Terlambat setelah ${formatNumber(group.rules.lateAfterMinutes)} menit; final ${formatDuration(
                  group.rules.finalAfterMinutes * 60,
                )} setelah sesi`}
              />
            </Grid>
            <Tabs
              aria-label="Bagian grup"
              tabs={TABS}
              active={tab}
              onChange={(id) => setSearch(id === 'peserta' ? {} : { tab: id })}
            >
              {tab === 'peserta' ? (
                <Stack $gap={6}>
                  <ParticipantsSection group={groupRef} />
                  <ImportPanel group={groupRef} />
                </Stack>
              ) : tab === 'kehadiran' ? (
                <CohortAttendancePanel cohort={groupRef} errorTitle="Kehadiran grup belum dapat dimuat" />
              ) : tab === 'jadwal' ? (
                <SettingsTab group={group} groupRef={groupRef} onDone={() => setSearch({})} />
              ) : (
                <CompletionSection group={group} groupRef={groupRef} />
              )}
            </Tabs>
          </>
        )}
      </Stack>
    </Container>
  );
}
