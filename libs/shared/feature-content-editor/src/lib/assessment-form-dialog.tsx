/**
 * "Buat …" / "Ubah pengaturan": a module's quiz or the content's pre-test, post-test or final test — title, time
 * limit (1–600 minutes, kept by the server's clock), attempts (1–100), passing score (0–100) and shuffling
 * (PUT …/modules/:moduleId/quiz or …/tests/:kind, body `assessmentInputSchema`).
 */
import { useId, useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Checkbox, Modal, Notice, Stack, TextField, useToast } from '@akademi-siber/ui-design-system';
import type { AuthoredAssessment, ContentTestKind } from '@akademi-siber/util-contracts';
import { useSaveAuthoredAssessmentMutation } from './content-api';
import { ASSESSMENT_FIELDS, assessmentFormSchema, assessmentValues } from './assessment-schema';

const third = { flex: '1 1 140px', minWidth: 0 } as const;

export interface AssessmentTarget {
  /** Where it belongs: a module's quiz or one of the content's tests. */
  target: { moduleId: number } | { kind: ContentTestKind };
  /** "Kuis Modul 1", "Pre-test", … */
  label: string;
}

export interface AssessmentFormDialogProps extends AssessmentTarget {
  contentSlug: string;
  assessment: AuthoredAssessment | null;
  onClose: () => void;
}

export function AssessmentFormDialog({ contentSlug, target, label, assessment, onClose }: AssessmentFormDialogProps) {
  const formId = useId();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveAuthoredAssessmentMutation();
  // A pre-test or post-test measures what the member knew: one attempt is the usual rule.
  const tries = 'kind' in target && target.kind !== 'exam' ? 1 : 3;
  const form = useZodForm(assessmentFormSchema, assessmentValues(assessment, label, tries));
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const answer = await save({ contentSlug, target, body }).unwrap();
      toast.show({ title: 'Berhasil', message: answer.message, variant: 'success' });
      onClose();
    } catch (failure) {
      if (applyServerFieldErrors(form, failure, ASSESSMENT_FIELDS) === 0) {
        setProblem(errorMessage(failure, 'Pengaturan belum dapat disimpan.'));
      }
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={assessment ? `Ubah pengaturan ${label}` : `Buat ${label}`}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose} disabled={isLoading}>
            Batal
          </Button>
          <Button type="submit" form={formId} loading={isLoading}>
            Simpan
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack $gap={4}>
          {problem && (
            <Notice $tone="danger" role="alert">
              {problem}
            </Notice>
          )}
          <TextField label="Judul" required maxLength={200} {...form.register('title')} error={errors.title?.message} />
          <Stack $direction="row" $gap={3} $wrap $align="flex-start">
            <TextField
              label="Batas waktu (menit)"
              inputMode="numeric"
              required
              hint="1–600."
              {...form.register('timeLimitMinutes')}
              error={errors.timeLimitMinutes?.message}
              style={third}
            />
            <TextField
              label="Batas percobaan"
              inputMode="numeric"
              required
              hint="1–100."
              {...form.register('attemptLimit')}
              error={errors.attemptLimit?.message}
              style={third}
            />
            <TextField
              label="Nilai lulus"
              inputMode="numeric"
              required
              hint="0–100."
              {...form.register('passingScore')}
              error={errors.passingScore?.message}
              style={third}
            />
          </Stack>
          <Checkbox
            label="Acak urutan soal dan pilihan untuk setiap peserta"
            {...form.register('shuffle')}
            error={errors.shuffle?.message}
          />
        </Stack>
      </form>
    </Modal>
  );
}
