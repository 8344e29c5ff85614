/**
 * An exercise lab: its details and its ordered steps (a field array: add, move up or down, remove). Each step has
 * Markdown instructions with a preview and is answered by a flag or a short text; the answer is write-only (an empty
 * box on a saved step keeps the stored answer). A step has its own hints. Steps are saved in the order shown.
 */
import { useId, useState, type FormEvent } from 'react';
import { get, useFieldArray, type FieldError, type Path } from 'react-hook-form';
import styled from 'styled-components';
import { errorMessage, type ApiError } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, Fieldset, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Checkbox, Select, Stack, Text, TextField, theme, useToast } from '@akademi-siber/ui-design-system';
import type { AdminLabExercise } from '@akademi-siber/util-contracts';
import { useCreateAdminLabExerciseMutation, useUpdateAdminLabExerciseMutation } from '../data/lab-api';
import { slugFrom } from './challenge-schema';
import { exerciseFormSchema, exerciseValues, NEW_EXERCISE, NEW_STEP, type ExerciseFormValues } from './exercise-schema';
import { ANSWER_KIND_LABELS, CATEGORY_OPTIONS, DIFFICULTY_OPTIONS } from './labels';
import { MarkdownField } from './markdown-field';
import { Section } from './section';
import { StepHintsFields } from './step-hints-fields';

const ErrorLine = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.dangerText};
`;

/** Focuses an element after React has rendered the change that moved or removed the one that had focus. */
function focusSoon(id: string) {
  window.setTimeout(() => document.getElementById(id)?.focus(), 0);
}

const TOP_FIELDS = [
  'title',
  'slug',
  'category',
  'difficulty',
  'summary',
  'description',
  'points',
  'xp',
  'published',
] as const satisfies readonly Path<ExerciseFormValues>[];

/**
 * A 422's messages on a step's own field (`steps.2.answer`) or its hint's (`steps.2.hints.0.body`): the shared helper
 * keeps only the top-level field.
 */
function stepIssues(failure: unknown): { path: Path<ExerciseFormValues>; message: string }[] {
  const error = failure as ApiError;
  if (error?.status !== 422) return [];
  const issues = (error.data as { data?: { errors?: { path?: unknown; message?: unknown }[] } } | undefined)?.data
    ?.errors;
  return (
    (Array.isArray(issues) ? issues : [])
      .filter(
        (issue): issue is { path: string; message: string } =>
          typeof issue.path === 'string' &&
          typeof issue.message === 'string' &&
          /^steps\.\d+\.(hints\.\d+\.)?\w+$/.test(issue.path),
      )
      // The API's `id` of a step or hint is the form's `stepId`/`hintId` (the field array keeps `id` for itself).
      .map((issue) => ({
        path: issue.path
          .replace(/^(steps\.\d+\.hints\.\d+)\.id$/, '$1.hintId')
          .replace(/^(steps\.\d+)\.id$/, '$1.stepId') as Path<ExerciseFormValues>,
        message: issue.message,
      }))
  );
}

export function ExerciseForm({
  exercise,
  onSaved,
}: {
  exercise: AdminLabExercise | null;
  onSaved: (saved: AdminLabExercise) => void;
}) {
  const toast = useToast();
  const form = useZodForm(exerciseFormSchema, exercise ? exerciseValues(exercise) : NEW_EXERCISE);
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const [create] = useCreateAdminLabExerciseMutation();
  const [update] = useUpdateAdminLabExerciseMutation();
  const [saving, setSaving] = useState(false);
  const values = form.watch();
  const { errors } = form.formState;

  const error = (name: Path<ExerciseFormValues>): string | undefined => {
    const field = get(errors, name) as (FieldError & { root?: FieldError }) | undefined;
    return field?.message ?? field?.root?.message;
  };
  const text = (name: Path<ExerciseFormValues>) => ({ ...form.register(name), error: error(name), disabled: saving });
  const stepsError = steps.fields.some((_, index) =>
    (['stepId', 'title', 'body', 'answer', 'answerFormat', 'answerKind'] as const).some((field) =>
      error(`steps.${index}.${field}`),
    ),
  )
    ? undefined
    : error('steps');

  const save = form.handleSubmit(async (body) => {
    setSaving(true);
    try {
      const saved = exercise ? await update({ exerciseId: exercise.id, body }).unwrap() : await create(body).unwrap();
      toast.show({
        title: 'Berhasil',
        variant: 'success',
        message: exercise ? 'Lab latihan disimpan.' : 'Lab latihan dibuat.',
      });
      // The answers typed leave the page with the request: saved steps show empty answer boxes again.
      form.reset(exerciseValues(saved));
      onSaved(saved);
    } catch (failure) {
      const nested = stepIssues(failure);
      for (const issue of nested) form.setError(issue.path, { type: 'server', message: issue.message });
      const fields = nested.length > 0 ? TOP_FIELDS : [...TOP_FIELDS, 'steps' as const];
      if (applyServerFieldErrors(form, failure, fields) + nested.length === 0)
        toast.show({ message: errorMessage(failure) });
    } finally {
      setSaving(false);
    }
  });

  const title = text('title');
  const addStepId = useId();

  /**
   * Moves a step and keeps the keyboard on it: the button pressed moves with its step, and at the top or bottom it
   * is disabled (focus would drop to the page), so focus goes to that step's button that still works.
   */
  const move = (from: number, to: number) => {
    const moved = steps.fields[from];
    steps.move(from, to);
    const last = steps.fields.length - 1;
    const direction = to === 0 ? 'down' : to === last ? 'up' : to < from ? 'up' : 'down';
    if (moved) focusSoon(`step-${moved.id}-${direction}`);
  };

  return (
    <form
      onSubmit={(event: FormEvent<HTMLFormElement>) => void save(event)}
      noValidate
      aria-label={exercise ? 'Ubah lab latihan' : 'Lab latihan baru'}
    >
      <Stack $gap={6}>
        <Section title="Detail" id="lab-exercise-details">
          <Stack $direction="row" $gap={4} $wrap $align="flex-start">
            <TextField
              label="Judul"
              required
              {...title}
              onBlur={(event) => {
                void title.onBlur(event);
                if (!exercise && values.slug.trim() === '') form.setValue('slug', slugFrom(event.target.value));
              }}
              style={{ flex: '2 1 260px', minWidth: 0 }}
            />
            <TextField
              label="Slug"
              required
              spellCheck={false}
              autoCapitalize="none"
              {...text('slug')}
              style={{ flex: '1 1 200px', minWidth: 0 }}
            />
          </Stack>
          <Stack $direction="row" $gap={4} $wrap $align="flex-start">
            <Select
              label="Kategori"
              options={CATEGORY_OPTIONS}
              {...text('category')}
              style={{ flex: '1 1 200px', minWidth: 0 }}
            />
            <Select
              label="Tingkat kesulitan"
              options={DIFFICULTY_OPTIONS}
              {...text('difficulty')}
              style={{ flex: '1 1 200px', minWidth: 0 }}
            />
          </Stack>
          <TextField label="Ringkasan" required hint="Satu-dua kalimat untuk katalog." {...text('summary')} />
          <MarkdownField label="Deskripsi" source={values.description} {...text('description')} />
          <Stack $direction="row" $gap={4} $wrap $align="flex-start">
            <TextField
              label="Poin"
              inputMode="numeric"
              required
              hint="Diberikan sekali saat semua langkah selesai."
              {...text('points')}
              style={{ flex: '1 1 160px', minWidth: 0 }}
            />
            <TextField
              label="XP"
              inputMode="numeric"
              required
              {...text('xp')}
              style={{ flex: '1 1 160px', minWidth: 0 }}
            />
          </Stack>
          <Checkbox label="Terbitkan (tampil bagi pemain)" {...form.register('published')} disabled={saving} />
        </Section>

        <Section
          title="Langkah"
          id="lab-exercise-steps"
          lead="Pemain membuka langkah berurutan; setiap langkah dijawab dengan flag atau jawaban teks singkat."
        >
          {steps.fields.map((field, index) => {
            const step = values.steps[index];
            const saved = step?.stepId !== null && step?.stepId !== undefined;
            const number = index + 1;
            return (
              <Fieldset key={field.id}>
                <legend>Langkah {number}</legend>
                <Stack $gap={4}>
                  {error(`steps.${index}.stepId`) && (
                    <ErrorLine role="alert">{error(`steps.${index}.stepId`)}</ErrorLine>
                  )}
                  <TextField label={`Judul langkah ${number}`} required {...text(`steps.${index}.title`)} />
                  <MarkdownField
                    label={`Instruksi langkah ${number}`}
                    required
                    source={step?.body ?? ''}
                    {...text(`steps.${index}.body`)}
                  />
                  <Stack $direction="row" $gap={4} $wrap $align="flex-start">
                    <Select
                      label={`Jenis jawaban langkah ${number}`}
                      options={(['flag', 'text'] as const).map((value) => ({
                        value,
                        label: ANSWER_KIND_LABELS[value],
                      }))}
                      {...text(`steps.${index}.answerKind`)}
                      style={{ flex: '1 1 180px', minWidth: 0 }}
                    />
                    <TextField
                      label={`Format jawaban langkah ${number}`}
                      hint="Opsional, mis. AKSB{...} atau satu kata."
                      {...text(`steps.${index}.answerFormat`)}
                      style={{ flex: '1 1 200px', minWidth: 0 }}
                    />
                  </Stack>
                  <TextField
                    label={`Jawaban langkah ${number}`}
                    required={!saved}
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    hint={
                      saved
                        ? 'Jawaban tersimpan tidak ditampilkan. Kosongkan untuk tetap memakainya, atau ' +
                          'isi untuk menggantinya.'
                        : 'Disimpan sebagai HMAC: setelah disimpan tidak dapat dilihat lagi.'
                    }
                    {...text(`steps.${index}.answer`)}
                  />
                  <Checkbox
                    label="Abaikan huruf besar/kecil"
                    {...form.register(`steps.${index}.caseInsensitive`)}
                    disabled={saving}
                  />
                  <StepHintsFields form={form} stepIndex={index} error={error} saving={saving} />
                  <Stack $direction="row" $gap={2} $wrap>
                    <Button
                      type="button"
                      $variant="secondary"
                      $size="sm"
                      id={`step-${field.id}-up`}
                      disabled={saving || index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={`Naikkan langkah ${number}`}
                    >
                      ↑ Naik
                    </Button>
                    <Button
                      type="button"
                      $variant="secondary"
                      $size="sm"
                      id={`step-${field.id}-down`}
                      disabled={saving || index === steps.fields.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={`Turunkan langkah ${number}`}
                    >
                      ↓ Turun
                    </Button>
                    <Button
                      type="button"
                      $variant="secondary"
                      $size="sm"
                      disabled={saving || steps.fields.length === 1}
                      onClick={() => {
                        steps.remove(index);
                        focusSoon(addStepId);
                      }}
                      aria-label={`Hapus langkah ${number}`}
                    >
                      Hapus
                    </Button>
                  </Stack>
                </Stack>
              </Fieldset>
            );
          })}
          {stepsError && <ErrorLine role="alert">{stepsError}</ErrorLine>}
          <div>
            <Button
              type="button"
              id={addStepId}
              $variant="secondary"
              disabled={saving || steps.fields.length >= 50}
              onClick={() => steps.append({ ...NEW_STEP }, { shouldFocus: false })}
            >
              Tambah langkah
            </Button>
          </div>
          {exercise && (
            <Text $size="sm" $muted>
              Langkah yang dihapus hilang bersama jawabannya saat disimpan.
            </Text>
          )}
        </Section>

        <Stack $direction="row" $gap={3} $justify="flex-end" $wrap>
          <Button type="submit" loading={saving}>
            {exercise ? 'Simpan lab latihan' : 'Buat lab latihan'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
