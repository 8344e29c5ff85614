/**
 * One exercise step's hints inside the exercise form (a nested field array): each with its cost in points, taken off
 * the lab's reward for whoever unlocks it (0 = free), and its Markdown text. Saved in the order shown; a saved hint
 * keeps who unlocked it.
 */
import { useId } from 'react';
import { useFieldArray, type Path, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Stack, Text, TextField, theme } from '@akademi-siber/ui-design-system';
import { NEW_STEP_HINT, type ExerciseFormOutput, type ExerciseFormValues } from './exercise-schema';
import { MarkdownField } from './markdown-field';

const Hint = styled.fieldset`
  margin: 0;
  padding: 0.5rem 0.75rem 0.75rem;
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  min-width: 0;

  legend {
    padding: 0 0.25rem;
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
`;

/** Steps can have at most this many hints (the API's limit). */
export const MAX_STEP_HINTS = 10;

export function StepHintsFields({
  form,
  stepIndex,
  error,
  saving,
}: {
  form: UseFormReturn<ExerciseFormValues, unknown, ExerciseFormOutput>;
  stepIndex: number;
  error: (name: Path<ExerciseFormValues>) => string | undefined;
  saving: boolean;
}) {
  const hints = useFieldArray({ control: form.control, name: `steps.${stepIndex}.hints` });
  const addId = useId();
  const step = stepIndex + 1;
  const bodies = form.watch(`steps.${stepIndex}.hints`);
  return (
    <Stack $gap={3}>
      <Text $weight="semibold">Petunjuk langkah {step}</Text>
      {hints.fields.length === 0 && (
        <Text $size="sm" $muted>
          Belum ada petunjuk. Petunjuk membantu pemain yang buntu; biayanya mengurangi poin lab bagi yang membukanya.
        </Text>
      )}
      {hints.fields.map((field, index) => {
        const number = index + 1;
        const idError = error(`steps.${stepIndex}.hints.${index}.hintId`);
        return (
          <Hint key={field.id}>
            <legend>
              Petunjuk {number} langkah {step}
            </legend>
            <Stack $gap={3}>
              {idError && (
                <Text $size="sm" role="alert" style={{ color: theme.colors.dangerText }}>
                  {idError}
                </Text>
              )}
              <TextField
                label={`Biaya petunjuk ${number} langkah ${step}`}
                inputMode="numeric"
                required
                hint="Poin yang dikurangi dari hadiah lab bagi yang membukanya; 0 = gratis."
                {...form.register(`steps.${stepIndex}.hints.${index}.cost`)}
                error={error(`steps.${stepIndex}.hints.${index}.cost`)}
                disabled={saving}
                style={{ maxWidth: 240 }}
              />
              <MarkdownField
                label={`Isi petunjuk ${number} langkah ${step}`}
                required
                rows={3}
                source={bodies?.[index]?.body ?? ''}
                {...form.register(`steps.${stepIndex}.hints.${index}.body`)}
                error={error(`steps.${stepIndex}.hints.${index}.body`)}
                disabled={saving}
              />
              <div>
                <Button
                  type="button"
                  $variant="ghost"
                  $size="sm"
                  disabled={saving}
                  onClick={() => {
                    hints.remove(index);
                    window.setTimeout(() => document.getElementById(addId)?.focus(), 0);
                  }}
                >
                  Hapus petunjuk {number} langkah {step}
                </Button>
              </div>
            </Stack>
          </Hint>
        );
      })}
      <div>
        <Button
          type="button"
          id={addId}
          $variant="secondary"
          $size="sm"
          disabled={saving || hints.fields.length >= MAX_STEP_HINTS}
          onClick={() => hints.append({ ...NEW_STEP_HINT })}
        >
          Tambah petunjuk langkah {step}
        </Button>
      </div>
    </Stack>
  );
}
