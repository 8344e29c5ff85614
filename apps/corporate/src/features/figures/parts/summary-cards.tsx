/**
 * The company's figures in the batch as cards (dashboard, Member page): participation, completion, quiz mean and
 * points, then how many employees are in each status. A figure the API left out reads "Data belum cukup".
 */
import { Grid, StatCard } from '@akademi-siber/ui-design-system';
import {
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  INSUFFICIENT_DATA_TEXT,
  PROGRAM_MIN_GROUP,
  type ProgramFigures,
} from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { numberText, percentText, quizText } from './figure-text';

export function SummaryCards({ figures }: { figures: ProgramFigures }) {
  const { insufficient } = figures;
  // A small group without full access has nothing but its headcount to show.
  if (insufficient) {
    return (
      <Grid $min={200}>
        <StatCard
          label="Karyawan"
          value={formatNumber(figures.employees)}
          hint={`${INSUFFICIENT_DATA_TEXT}: kurang dari ${PROGRAM_MIN_GROUP} karyawan, angka lain tidak ditampilkan.`}
        />
      </Grid>
    );
  }
  return (
    <Grid $min={200}>
      <StatCard
        label="Partisipasi"
        value={percentText(figures.participation, insufficient)}
        hint={
          insufficient
            ? `${formatNumber(figures.employees)} karyawan`
            : `${formatNumber(figures.started ?? 0)} dari ${formatNumber(figures.employees)} karyawan sudah mulai`
        }
      />
      <StatCard
        label="Rata-rata progres"
        value={percentText(figures.completion, insufficient)}
        hint={insufficient ? undefined : `${formatNumber(figures.completed ?? 0)} karyawan menyelesaikan semua materi`}
      />
      <StatCard
        label="Rata-rata nilai kuis"
        value={quizText(figures.averageQuizScore, insufficient, figures.quizInsufficient)}
      />
      <StatCard
        label="Total poin"
        value={numberText(figures.totalPoints, insufficient)}
        hint={insufficient ? undefined : `Rata-rata ${numberText(figures.averagePoints)} poin per karyawan`}
      />
    </Grid>
  );
}

export function StatusCards({ figures }: { figures: ProgramFigures }) {
  if (figures.insufficient) return null;
  return (
    <Grid $min={140}>
      {EMPLOYEE_STATUSES.map((status) => (
        <StatCard
          key={status}
          label={EMPLOYEE_STATUS_LABELS[status]}
          value={numberText(figures.statuses?.[status] ?? null, figures.insufficient)}
        />
      ))}
    </Grid>
  );
}
