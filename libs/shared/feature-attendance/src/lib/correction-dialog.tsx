/**
 * "Ubah kehadiran": staff (the instructor or an admin) set one member's status for one session, with the reason the
 * audit keeps (PUT …/sessions/:sessionId/attendance/:username, body `attendanceCorrectionSchema`). The API's 422
 * lands on the fields; any other failure shows above them.
 */
import { useId, useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import { Button, Modal, Notice, Select, Stack, Text, useToast } from '@akademi-siber/ui-design-system';
import {
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  attendanceCorrectionSchema,
} from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { useCorrectCohortAttendanceMutation, type StaffCohortRef } from './attendance-api';
import { statusLabel } from './attendance-format';
import type { CorrectionTarget } from './attendance-grid';

/** The schema's limit on the reason (`attendanceCorrectionSchema`). */
const REASON_MAX = 300;

const STATUS_OPTIONS = ATTENDANCE_STATUSES.map((status) => ({
  value: status,
  label: ATTENDANCE_STATUS_LABELS[status],
}));

interface CorrectionFormProps {
  cohort: StaffCohortRef;
  target: CorrectionTarget;
  onClose: () => void;
}

function CorrectionForm({ cohort, target, onClose }: CorrectionFormProps) {
  const formId = useId();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [correct, { isLoading }] = useCorrectCohortAttendanceMutation();
  const form = useZodForm(attendanceCorrectionSchema, { status: target.cell?.status ?? 'hadir', reason: '' });
  const { errors } = form.formState;
  const { member, session } = target;

  const save = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await correct({ cohort, sessionId: session.id, username: member.username, body }).unwrap();
      toast.show({ title: 'Berhasil', message: 'Kehadiran diperbarui.', variant: 'success' });
      onClose();
    } catch (failure) {
      if (applyServerFieldErrors(form, failure, ['status', 'reason']) === 0) {
        setProblem(errorMessage(failure, 'Kehadiran belum dapat diperbarui.'));
      }
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title="Ubah kehadiran"
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" form={formId} loading={isLoading}>
            Simpan
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void save(event)}>
        <Stack $gap={4}>
          <Stack $gap={1}>
            <Text style={{ overflowWrap: 'anywhere' }}>
              <strong>{member.name}</strong> (@{member.username})
            </Text>
            <Text $size="sm" $muted>
              {session.title} · {formatDateTime(session.startsAt, { withZone: true })}
            </Text>
            <Text $size="sm" $muted>
              Status saat ini: {target.cell?.status ? statusLabel(target.cell.status) : 'belum tercatat'}
            </Text>
          </Stack>
          {problem && <Notice $tone="danger">{problem}</Notice>}
          <Select
            label="Status"
            required
            options={STATUS_OPTIONS}
            {...form.register('status')}
            error={errors.status?.message}
          />
          <TextAreaField
            label="Alasan"
            required
            rows={4}
            maxLength={REASON_MAX}
            hint="3–300 karakter. Alasan tercatat di riwayat koreksi."
            {...form.register('reason')}
            error={errors.reason?.message}
          />
        </Stack>
      </form>
    </Modal>
  );
}

export interface CorrectionDialogProps {
  cohort: StaffCohortRef;
  target: CorrectionTarget | null;
  onClose: () => void;
}

/** The dialog for `target`, or nothing; a new target starts a fresh form. */
export function CorrectionDialog({ cohort, target, onClose }: CorrectionDialogProps) {
  if (!target) return null;
  return (
    <CorrectionForm
      key={`${target.member.username}/${target.session.id}`}
      cohort={cohort}
      target={target}
      onClose={onClose}
    />
  );
}
