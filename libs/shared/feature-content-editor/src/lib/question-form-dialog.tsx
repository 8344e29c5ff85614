/**
 * "Tambah soal" / "Ubah soal": the type (single choice, multiple choice, short answer), the question, its points,
 * the options with the correct ones marked (2–8; one for single choice) or the accepted answers (1–20), and the
 * explanation members read after submitting. An edited question sends its options back with their ids, so members'
 * answers to them stay attached (POST …/assessments/:id/questions, PUT …/questions/:id, `questionInputSchema`).
 */
import { useId, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { errorMessage } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import { Button, Modal, Notice, Select, Stack, TextField, useToast } from '@akademi-siber/ui-design-system';
import {
  ACCEPTED_ANSWERS_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTIONS_MIN,
  type AuthoredQuestion,
} from '@akademi-siber/util-contracts';
import { useCreateAuthoredQuestionMutation, useUpdateAuthoredQuestionMutation } from './content-api';
import { QUESTION_FIELDS, QUESTION_TYPE_LABELS, questionFormSchema, questionValues } from './assessment-schema';
import { AnswersFieldset, OptionsFieldset } from './question-fieldsets';

const TYPE_OPTIONS = (['single', 'multiple', 'short'] as const).map((type) => ({
  value: type,
  label: QUESTION_TYPE_LABELS[type],
}));

export interface QuestionFormDialogProps {
  contentSlug: string;
  assessmentId: number;
  /** The question to change, or null for a new one. */
  question: AuthoredQuestion | null;
  /** Members attempted the assessment: say that an edit changes what they are scored on. */
  attempted: boolean;
  onClose: () => void;
}

export function QuestionFormDialog({
  contentSlug,
  assessmentId,
  question,
  attempted,
  onClose,
}: QuestionFormDialogProps) {
  const formId = useId();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useCreateAuthoredQuestionMutation();
  const [update, updating] = useUpdateAuthoredQuestionMutation();
  const form = useZodForm(questionFormSchema, questionValues(question));
  const options = useFieldArray({ control: form.control, name: 'options' });
  const answers = useFieldArray({ control: form.control, name: 'acceptedAnswers' });
  const { errors } = form.formState;
  const type = form.watch('type');
  const busy = creating.isLoading || updating.isLoading;

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const answer = question
        ? await update({ contentSlug, questionId: question.id, body }).unwrap()
        : await create({ contentSlug, assessmentId, body }).unwrap();
      toast.show({ title: 'Berhasil', message: answer.message, variant: 'success' });
      onClose();
    } catch (failure) {
      if (applyServerFieldErrors(form, failure, QUESTION_FIELDS) === 0) {
        setProblem(errorMessage(failure, 'Soal belum dapat disimpan.'));
      }
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={question ? 'Ubah soal' : 'Tambah soal'}
      size="lg"
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose} disabled={busy}>
            Batal
          </Button>
          <Button type="submit" form={formId} loading={busy}>
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
          {attempted && question && (
            <Notice $tone="warning">
              Peserta sudah mengerjakan soal ini. Nilai yang sudah tercatat tidak berubah, tetapi ulasan percobaan lama
              menampilkan isi soal yang baru.
            </Notice>
          )}
          <Stack $direction="row" $gap={3} $wrap $align="flex-start">
            <Select
              label="Jenis soal"
              options={TYPE_OPTIONS}
              {...form.register('type')}
              style={{ flex: '1 1 200px', minWidth: 0 }}
            />
            <TextField
              label="Poin"
              inputMode="numeric"
              required
              hint="1–100."
              {...form.register('points')}
              error={errors.points?.message}
              style={{ flex: '0 1 120px', minWidth: 0 }}
            />
          </Stack>
          <TextAreaField
            label="Pertanyaan"
            required
            rows={4}
            {...form.register('prompt')}
            error={errors.prompt?.message}
          />
          {type === 'short' ? (
            <AnswersFieldset
              form={form}
              fields={answers.fields}
              onAdd={() => answers.append({ value: '' })}
              onRemove={answers.remove}
              max={ACCEPTED_ANSWERS_MAX}
            />
          ) : (
            <OptionsFieldset
              form={form}
              type={type}
              fields={options.fields}
              onAdd={() => options.append({ text: '', isCorrect: false })}
              onRemove={options.remove}
              min={QUESTION_OPTIONS_MIN}
              max={QUESTION_OPTIONS_MAX}
            />
          )}
          <TextAreaField
            label="Pembahasan"
            rows={3}
            hint="Ditampilkan kepada peserta setelah mereka mengumpulkan jawaban. Boleh kosong."
            {...form.register('explanation')}
            error={errors.explanation?.message}
          />
        </Stack>
      </form>
    </Modal>
  );
}
