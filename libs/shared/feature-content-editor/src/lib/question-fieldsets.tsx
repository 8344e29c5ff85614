/**
 * The two answer parts of the question form: a choice question's options (text, which are correct — one radio group
 * for single choice, a check box each for multiple choice — added and removed within 2–8), and a short-answer
 * question's accepted answers (compared trimmed, case-blind and with spaces collapsed; 1–20).
 */
import { useId } from 'react';
import type { FieldArrayWithId, UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Checkbox, Stack, Text, TextField, theme } from '@akademi-siber/ui-design-system';
import type { QuestionInput } from '@akademi-siber/util-contracts';
import type { QuestionFormValues } from './assessment-schema';

const { colors, fontSizes, radii } = theme;

type QuestionForm = UseFormReturn<QuestionFormValues, unknown, QuestionInput>;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0.75rem 1rem 1rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};

  legend {
    padding: 0 0.25rem;
    font-weight: 600;
    font-size: ${fontSizes.sm};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem 0.75rem;
`;

const RadioLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  font-size: ${fontSizes.sm};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${colors.primary};
  }
`;

const GroupError = styled.p`
  margin: 0;
  color: ${colors.dangerText};
  font-size: ${fontSizes.sm};
`;

const letter = (index: number) => String.fromCharCode(65 + index);

/** The message of an error on the list itself (the schema's or the API's), not on one of its items. */
function listError(error: unknown): string | undefined {
  const node = error as { message?: string; root?: { message?: string } } | undefined;
  return node?.root?.message ?? node?.message;
}

export interface OptionsFieldsetProps {
  form: QuestionForm;
  type: 'single' | 'multiple';
  fields: FieldArrayWithId<QuestionFormValues, 'options', 'id'>[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  min: number;
  max: number;
}

export function OptionsFieldset({ form, type, fields, onAdd, onRemove, min, max }: OptionsFieldsetProps) {
  const group = useId();
  const values = form.watch('options');
  const errors = form.formState.errors.options;
  const message = listError(errors);
  const markOnly = (index: number) =>
    fields.forEach((_, other) => form.setValue(`options.${other}.isCorrect`, other === index, { shouldDirty: true }));

  return (
    <Fieldset aria-describedby={message ? `${group}-error` : undefined}>
      <legend>Pilihan jawaban</legend>
      <Text $size="sm" $muted>
        {type === 'single' ? 'Tandai tepat satu jawaban benar. ' : 'Tandai semua jawaban yang benar (minimal satu). '}
        {min}–{max} pilihan.
      </Text>
      {fields.map((field, index) => (
        <Row key={field.id}>
          <TextField
            label={`Pilihan ${letter(index)}`}
            required
            maxLength={500}
            {...form.register(`options.${index}.text`)}
            error={errors?.[index]?.text?.message}
            style={{ flex: '1 1 240px', minWidth: 0 }}
          />
          {type === 'single' ? (
            <RadioLabel>
              <input
                type="radio"
                name={`${group}-benar`}
                aria-label={`Benar: pilihan ${letter(index)}`}
                checked={values[index]?.isCorrect === true}
                onChange={() => markOnly(index)}
              />
              Benar
            </RadioLabel>
          ) : (
            <Checkbox label={`Benar (pilihan ${letter(index)})`} {...form.register(`options.${index}.isCorrect`)} />
          )}
          <Button
            type="button"
            $size="sm"
            $variant="ghost"
            aria-label={`Hapus pilihan ${letter(index)}`}
            disabled={fields.length <= min}
            onClick={() => onRemove(index)}
          >
            Hapus
          </Button>
        </Row>
      ))}
      {message && (
        <GroupError id={`${group}-error`} role="alert">
          {message}
        </GroupError>
      )}
      <Stack $direction="row">
        <Button type="button" $size="sm" $variant="secondary" disabled={fields.length >= max} onClick={onAdd}>
          Tambah pilihan
        </Button>
      </Stack>
    </Fieldset>
  );
}

export interface AnswersFieldsetProps {
  form: QuestionForm;
  fields: FieldArrayWithId<QuestionFormValues, 'acceptedAnswers', 'id'>[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  max: number;
}

export function AnswersFieldset({ form, fields, onAdd, onRemove, max }: AnswersFieldsetProps) {
  const group = useId();
  const errors = form.formState.errors.acceptedAnswers;
  const message = listError(errors);
  return (
    <Fieldset aria-describedby={message ? `${group}-error` : undefined}>
      <legend>Jawaban yang diterima</legend>
      <Text $size="sm" $muted>
        Jawaban peserta dianggap benar bila sama dengan salah satunya, tanpa membedakan huruf besar-kecil dan spasi
        berlebih. Kotak kosong diabaikan.
      </Text>
      {fields.map((field, index) => (
        <Row key={field.id}>
          <TextField
            label={`Jawaban ${index + 1}`}
            maxLength={200}
            {...form.register(`acceptedAnswers.${index}.value`)}
            style={{ flex: '1 1 240px', minWidth: 0 }}
          />
          <Button
            type="button"
            $size="sm"
            $variant="ghost"
            aria-label={`Hapus jawaban ${index + 1}`}
            disabled={fields.length <= 1}
            onClick={() => onRemove(index)}
          >
            Hapus
          </Button>
        </Row>
      ))}
      {message && (
        <GroupError id={`${group}-error`} role="alert">
          {message}
        </GroupError>
      )}
      <Stack $direction="row">
        <Button type="button" $size="sm" $variant="secondary" disabled={fields.length >= max} onClick={onAdd}>
          Tambah jawaban
        </Button>
      </Stack>
    </Fieldset>
  );
}
