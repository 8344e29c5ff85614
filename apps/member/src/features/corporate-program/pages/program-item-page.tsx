/**
 * /member/-corporate-program/{lmsSlug}/{corpId}/{compId} (spec §2, decision 0046): one learning item in its player
 * frame — where the member stands (status, due date, the points it gives, the best quiz score), then its content's
 * overview as a course shows it (continue where you left off, the modules, the exam, the discussions). The outline
 * beside it lists the modules, materials and quizzes.
 */
import { Grid, Heading, Notice, Stack, StatCard } from '@akademi-siber/ui-design-system';
import { formatDate, formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { PlayerOverview } from '../../learning';
import { ItemDueFigure, ItemStatusBadge } from '../parts/item-standing';
import { useProgramItemHome } from '../parts/use-program-item';

export function ProgramItemPage() {
  const { item } = useProgramItemHome();
  return (
    <Stack $gap={5}>
      {item.status === 'terlambat' && (
        <Notice $tone="danger">
          Tenggat materi ini sudah lewat. Selesaikan secepatnya: poinnya tetap kamu dapatkan saat selesai.
        </Notice>
      )}
      {item.completedAt && (
        <Notice $tone="success">
          Materi ini selesai pada {formatDate(item.completedAt)}. {formatNumber(item.points)} poin program sudah masuk
          ke poinmu.
        </Notice>
      )}
      <section aria-labelledby="posisi-materi-program">
        <Stack $gap={3}>
          <Heading level={2} id="posisi-materi-program">
            Posisimu di materi ini
          </Heading>
          <Grid $min="140px" $gap={3}>
            <StatCard
              label="Status"
              value={<ItemStatusBadge status={item.status} />}
              hint={`Progres ${formatNumber(item.progress)}%`}
            />
            <StatCard
              label="Tenggat"
              value={<ItemDueFigure item={item} />}
              hint={item.dueAt ? formatDateTime(item.dueAt, { withZone: true }) : undefined}
            />
            <StatCard
              label="Poin program"
              value={formatNumber(item.points)}
              hint={item.completedAt ? 'sudah diperoleh' : 'diperoleh saat materi selesai'}
            />
            <StatCard
              label="Skor kuis terbaik"
              value={item.quizScore === null ? '—' : formatNumber(item.quizScore)}
              hint={item.quizScore === null ? 'Belum mengerjakan kuis' : undefined}
            />
          </Grid>
        </Stack>
      </section>
      <PlayerOverview emptyTitle="Materi program ini belum memiliki modul" />
    </Stack>
  );
}
