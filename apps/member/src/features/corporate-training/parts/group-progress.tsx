/** A group's content progress as a bar with its count of materials. */
import { ProgressBar, Stack, Text } from '@akademi-siber/ui-design-system';
import type { ContentProgress } from '@akademi-siber/util-contracts';

export function GroupProgress({ progress, label }: { progress: ContentProgress; label: string }) {
  return (
    <Stack $gap={1}>
      <ProgressBar value={progress.percent} label={label} $tone={progress.percent === 100 ? 'success' : 'primary'} />
      <Text $size="sm" $muted>
        {progress.totalMaterials === 0
          ? 'Materi belum diunggah instruktur.'
          : `${progress.completedMaterials} dari ${progress.totalMaterials} materi selesai`}
      </Text>
    </Stack>
  );
}
