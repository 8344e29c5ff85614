/**
 * The batch's weeks as two charts — items completed (bars) and active employees (a line) — each with the same numbers
 * in a table that a screen reader or keyboard user can open. The chart library loads only here, lazily; until it has
 * (or if it cannot), the table and a one-line summary still say everything.
 */
import { lazy, Suspense, useMemo } from 'react';
import styled from 'styled-components';
import { Skeleton, Stack, Table, Text, theme } from '@akademi-siber/ui-design-system';
import type { ProgramTrendWeek } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';

const WeeklyChart = lazy(() => import('./weekly-chart').then((module) => ({ default: module.WeeklyChart })));

const Figure = styled.figure`
  margin: 0;
  padding: 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  min-width: 0;
`;

const Caption = styled.figcaption`
  font-family: ${theme.fonts.heading};
  font-weight: 600;
  margin-bottom: 0.5rem;
`;

const Details = styled.details`
  margin-top: 0.75rem;
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${theme.colors.primaryText};
    font-weight: 600;
  }
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  gap: 1rem;
`;

type SeriesKey = 'itemsCompleted' | 'activeEmployees';

const SERIES: { key: SeriesKey; title: string; name: string; unit: string; kind: 'bars' | 'line' }[] = [
  {
    key: 'itemsCompleted',
    title: 'Materi diselesaikan per minggu',
    name: 'Materi selesai',
    unit: 'materi',
    kind: 'bars',
  },
  {
    key: 'activeEmployees',
    title: 'Karyawan aktif per minggu',
    name: 'Karyawan aktif',
    unit: 'karyawan',
    kind: 'line',
  },
];

/** Week labels as the charts and tables write them: the Monday, `16 Nov 2026`. */
const weekDate = (weekStart: string) => formatDate(`${weekStart}T00:00:00+07:00`);

function summary(trend: readonly ProgramTrendWeek[], key: SeriesKey, unit: string): string {
  const total = trend.reduce((sum, week) => sum + week[key], 0);
  const best = trend.reduce<ProgramTrendWeek | null>((top, week) => (!top || week[key] > top[key] ? week : top), null);
  const last = trend.at(-1);
  if (!best || best[key] === 0) return `Belum ada ${unit} dalam ${trend.length} minggu terakhir.`;
  const parts =
    key === 'itemsCompleted'
      ? [`${formatNumber(total)} ${unit} diselesaikan dalam ${trend.length} minggu`]
      : [`Minggu ini ${formatNumber(last?.[key] ?? 0)} ${unit} aktif`];
  parts.push(`tertinggi ${formatNumber(best[key])} pada minggu ${weekDate(best.weekStart)}`);
  return `${parts.join('; ')}.`;
}

export function TrendSection({ trend }: { trend: readonly ProgramTrendWeek[] }) {
  const labels = useMemo(() => trend.map((week) => weekDate(week.weekStart).slice(0, 6)), [trend]);
  const values = useMemo(
    () => ({
      itemsCompleted: trend.map((week) => week.itemsCompleted),
      activeEmployees: trend.map((week) => week.activeEmployees),
    }),
    [trend],
  );
  if (trend.length === 0) return <Text $muted>Batch ini belum dimulai: belum ada data mingguan.</Text>;
  return (
    <Charts>
      {SERIES.map((series) => (
        <Figure key={series.key} aria-labelledby={`tren-${series.key}`}>
          <Caption id={`tren-${series.key}`}>{series.title}</Caption>
          <Stack $gap={2}>
            <Text $size="sm">{summary(trend, series.key, series.unit)}</Text>
            <Suspense fallback={<Skeleton height={220} />}>
              <WeeklyChart labels={labels} values={values[series.key]} kind={series.kind} name={series.name} />
            </Suspense>
          </Stack>
          <Details>
            <summary>Lihat data dalam tabel</summary>
            <Table
              caption={series.title}
              hideCaption
              columns={[
                { key: 'weekStart', header: 'Minggu mulai', render: (week) => weekDate(week.weekStart) },
                {
                  key: series.key,
                  header: series.name,
                  align: 'right',
                  render: (week) => formatNumber(week[series.key]),
                },
              ]}
              rows={trend}
              rowKey="weekStart"
            />
          </Details>
        </Figure>
      ))}
    </Charts>
  );
}
