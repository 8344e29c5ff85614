/**
 * "Hapus sesi": asks before removing a session (DELETE …/sessions/:sessionId). The API refuses (409) a session that
 * has attendance records by then; its message shows in the dialog.
 */
import { useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Button, Modal, Notice, Stack, Text, useToast } from '@akademi-siber/ui-design-system';
import type { StaffSession } from '@akademi-siber/util-contracts';
import { useDeleteCohortSessionMutation, type StaffCohortRef } from './attendance-api';
import { sessionTimeRange } from './attendance-format';

export interface SessionDeleteDialogProps {
  cohort: StaffCohortRef;
  session: StaffSession;
  onClose: () => void;
  onDeleted: () => void;
}

export function SessionDeleteDialog({ cohort, session, onClose, onDeleted }: SessionDeleteDialogProps) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { isLoading }] = useDeleteCohortSessionMutation();

  const confirm = async () => {
    setProblem(null);
    try {
      const answer = await remove({ cohort, sessionId: session.id }).unwrap();
      toast.show({ title: 'Berhasil', message: answer.message, variant: 'success' });
      onDeleted();
    } catch (failure) {
      setProblem(errorMessage(failure, 'Sesi belum dapat dihapus.'));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Hapus sesi"
      size="sm"
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={isLoading}>
            Batal
          </Button>
          <Button type="button" $variant="danger" onClick={() => void confirm()} loading={isLoading}>
            Ya, hapus
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        {problem && (
          <Notice $tone="danger" role="alert">
            {problem}
          </Notice>
        )}
        <Text style={{ overflowWrap: 'anywhere' }}>
          Hapus <strong>{session.title}</strong> ({sessionTimeRange(session.startsAt, session.endsAt)})? Sesi yang
          dihapus tidak dapat dikembalikan.
        </Text>
      </Stack>
    </Modal>
  );
}
