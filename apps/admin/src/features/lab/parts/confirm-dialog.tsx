/** A yes/no question before a change that cannot be undone (delete, reset): Batal, or the action in its own words. */
import type { ReactNode } from 'react';
import { Button, Modal, Text } from '@akademi-siber/ui-design-system';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The button's words, e.g. "Ya, hapus". */
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            Batal
          </Button>
          <Button type="button" $variant="danger" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{children}</Text>
    </Modal>
  );
}
