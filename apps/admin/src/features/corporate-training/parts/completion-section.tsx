/** The group's completion: how many started and finished its content, the mean progress, who still has to activate. */
import { Grid, Notice, ProgressBar, StatCard, Stack } from '@akademi-siber/ui-design-system';
import type { AdminGroupDetail } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import type { GroupRef } from '../data/corporate-training-api';
import { ParticipantsSection } from './participants-section';

export function CompletionSection({ group, groupRef }: { group: AdminGroupDetail; groupRef: GroupRef }) {
  const { completion } = group;
  return (
    <Stack $gap={5}>
      {completion.totalMaterials === 0 && (
        <Notice $tone="info">
          {group.contentSlug
            ? 'Materi grup belum berisi. Instruktur menyusun modul dan materinya; progres terhitung setelahnya.'
            : 'Grup ini belum memiliki instruktur, jadi materinya belum ada. ' +
              'Tetapkan instruktur di tab Jadwal & instruktur.'}
        </Notice>
      )}
      <Grid $min="180px" $gap={4}>
        <StatCard label="Peserta" value={formatNumber(completion.participants)} />
        <StatCard label="Sudah mulai" value={formatNumber(completion.started)} hint="Minimal satu materi selesai" />
        <StatCard
          label="Selesai"
          value={formatNumber(completion.completed)}
          hint={`Semua ${completion.totalMaterials} materi`}
        />
        <StatCard
          label="Menunggu aktivasi"
          value={formatNumber(completion.awaitingActivation)}
          hint="Akun baru yang belum membuat password"
        />
      </Grid>
      <ProgressBar value={completion.averagePercent} label="Rata-rata progres peserta" $tone="success" />
      <ParticipantsSection group={groupRef} initialSort="progress" />
    </Stack>
  );
}
