/**
 * Asks before deleting something of the content (a module, a material, a quiz or test, a question). The API's
 * answer is the toast; a refusal (409: members already attempted it) shows its own message in the dialog.
 */
import { useState, type ReactNode } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Button, Modal, Notice, Stack, Text, useToast } from '@akademi-siber/ui-design-system';

export interface DeleteDialogProps {
  title: string;
  /** What will be removed with it, in the user's words. */
  children: ReactNode;
  /** The delete call; resolves with the API's envelope. */
  onConfirm: () => Promise<{ message: string }>;
  onClose: () => void;
  /** After a successful delete (the dialog is closed by the caller). */
  onDeleted?: () => void;
}

export function DeleteDialog({ title, children, onConfirm, onClose, onDeleted }: DeleteDialogProps) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const answer = await onConfirm();
      toast.show({ title: 'Berhasil', message: answer.message, variant: 'success' });
      (onDeleted ?? onClose)();
    } catch (failure) {
      setProblem(errorMessage(failure, 'Belum dapat dihapus. Coba lagi.'));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            Batal
          </Button>
          <Button type="button" $variant="danger" onClick={() => void confirm()} loading={busy}>
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
        <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
      </Stack>
    </Modal>
  );
}
