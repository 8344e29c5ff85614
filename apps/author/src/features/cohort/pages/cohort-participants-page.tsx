/**
 * A cohort's /…/peserta (issue 18; a batch's or a group's): each member's scores and progress — materials done,
 * attendance, every module quiz's best score, pre-test, post-test and the normalised gain between them, final test,
 * XP and certificate — with the cohort's averages, 20 members a page.
 */
import { useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  Pagination,
  SkeletonList,
  Stack,
  StatCard,
  Table,
  Text,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import type {
  BatchParticipantProgress,
  BatchParticipantsReport,
  CohortOwner,
  StaffCohortRef,
} from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { COHORT_NOUNS } from '@akademi-siber/feature-attendance';
import { useGetCohortParticipantsQuery } from '../data/participants-api';
import { CohortContent, CohortFrame } from '../parts/cohort-frame';

const PER_PAGE = 20;
const NONE = '—';

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? NONE : formatNumber(value);

/** Hake's bands: high from 0.7, medium from 0.3, low below (a negative gain is a loss). */
export function gainLabel(gain: number | null): string {
  if (gain === null) return NONE;
  const band = gain >= 0.7 ? 'tinggi' : gain >= 0.3 ? 'sedang' : gain >= 0 ? 'rendah' : 'turun';
  return `${formatNumber(gain)} (${band})`;
}

function columns(report: BatchParticipantsReport): TableColumn<BatchParticipantProgress>[] {
  const quizzes = report.modules.filter((module) => module.hasQuiz);
  return [
    {
      key: 'member',
      header: 'Peserta',
      render: (row) => (
        <Stack $gap={0}>
          <strong style={{ overflowWrap: 'anywhere' }}>{row.name}</strong>
          <Text $size="sm" $muted>
            @{row.username}
          </Text>
        </Stack>
      ),
    },
    { key: 'progress', header: 'Progres materi', align: 'right', render: (row) => `${formatNumber(row.progress)}%` },
    {
      key: 'attendance',
      header: 'Kehadiran',
      align: 'right',
      render: (row) => `${formatNumber(row.attendancePercent)}%`,
    },
    ...quizzes.map((module): TableColumn<BatchParticipantProgress> => ({
      key: `quiz-${module.slug}`,
      header: `Kuis ${module.title}`,
      align: 'right',
      render: (row) => score(row.quizScores[module.slug]),
    })),
    { key: 'preTest', header: 'Pre-test', align: 'right', render: (row) => score(row.preTest) },
    { key: 'postTest', header: 'Post-test', align: 'right', render: (row) => score(row.postTest) },
    { key: 'gain', header: 'Gain', align: 'right', render: (row) => gainLabel(row.gain) },
    { key: 'finalTest', header: 'Final test', align: 'right', render: (row) => score(row.finalTest) },
    { key: 'xp', header: 'XP', align: 'right', render: (row) => formatNumber(row.xp) },
    { key: 'certificate', header: 'Sertifikat', render: (row) => row.certificateNumber ?? 'Belum' },
  ];
}

function Report({ report }: { report: BatchParticipantsReport }) {
  const [page, setPage] = useState(1);
  const rows = report.participants.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  return (
    <Stack $gap={4}>
      <Grid $min="180px" $gap={3}>
        <StatCard label="Peserta" value={formatNumber(report.participants.length)} />
        <StatCard label="Rata-rata pre-test" value={score(report.averagePreTest)} />
        <StatCard label="Rata-rata post-test" value={score(report.averagePostTest)} />
        <StatCard
          label="Rata-rata gain"
          value={gainLabel(report.averageGain)}
          hint="(post − pre) / (100 − pre), dari peserta yang mengerjakan keduanya."
        />
      </Grid>
      <Table
        caption="Tabel nilai dan progres per peserta"
        hideCaption
        columns={columns(report)}
        rows={rows}
        rowKey="username"
        emptyText="Belum ada peserta."
      />
      {report.participants.length > PER_PAGE && (
        <Pagination page={page} perPage={PER_PAGE} total={report.participants.length} onPageChange={setPage} />
      )}
    </Stack>
  );
}

function Participants({ cohort, owner }: { cohort: StaffCohortRef; owner: CohortOwner }) {
  const query = useGetCohortParticipantsQuery(cohort);
  return (
    <Stack as="section" aria-labelledby="nilai-peserta" $gap={3}>
      <Stack $gap={1}>
        <Heading level={3} as="h2" id="nilai-peserta">
          Nilai dan progres peserta
        </Heading>
        <Text $size="sm" $muted>
          Nilai terbaik setiap kuis dan tes. Gain membandingkan post-test dengan pre-test: seberapa banyak dari yang
          belum dikuasai di awal kini dikuasai.
        </Text>
      </Stack>
      {query.isLoading ? (
        <SkeletonList rows={5} />
      ) : query.error || !query.data ? (
        <ErrorState
          title="Nilai peserta belum dapat dimuat"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.participants.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="Belum ada peserta."
          description={`Peserta ${COHORT_NOUNS[owner]} ini akan tampil di sini.`}
        />
      ) : (
        <Report report={query.data} />
      )}
    </Stack>
  );
}

export function CohortParticipantsPage() {
  return (
    <CohortFrame pageTitle="Peserta" errorSubject="Peserta">
      {(sheet, cohort) => (
        // The scores are of the content's quizzes and tests: a group without content has none (the API answers 409).
        <CohortContent sheet={sheet}>{() => <Participants cohort={cohort} owner={sheet.owner} />}</CohortContent>
      )}
    </CohortFrame>
  );
}
