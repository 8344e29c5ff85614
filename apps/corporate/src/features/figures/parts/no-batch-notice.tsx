import { Container, Notice } from '@akademi-siber/ui-design-system';

/** A batch page opened without a batch (batch id 0: the manager has none yet, spec §4). */
export function NoBatchNotice() {
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Notice $tone="info">
        Belum ada batch program untuk perusahaan Anda. Batch yang tersedia akan tampil di pemilih batch.
      </Notice>
    </Container>
  );
}
