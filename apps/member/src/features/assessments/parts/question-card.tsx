/**
 * One question of an attempt: native radios or checkboxes in a fieldset for a choice, a text field for a short
 * answer, so the keyboard works as everywhere.
 */
import styled from 'styled-components';
import { Card, Stack, Text, TextField, theme } from '@akademi-siber/ui-design-system';
import type { AttemptAnswer, AttemptQuestion } from '@akademi-siber/util-contracts';

const TYPE_HINTS: Record<AttemptQuestion['type'], string> = {
  single: 'Pilih satu jawaban.',
  multiple: 'Pilih semua jawaban yang benar.',
  short: 'Ketik jawaban singkat.',
};

const Choice = styled.label`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  min-height: 44px;
  input {
    margin-top: 0.25rem;
    width: 1.125rem;
    height: 1.125rem;
    flex: none;
  }
  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySubtle};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.75rem;
    font-weight: 600;
    line-height: 1.5;
  }
`;

export function QuestionCard({
  question,
  index,
  answer,
  onChange,
  disabled,
}: {
  question: AttemptQuestion;
  index: number;
  answer: AttemptAnswer | undefined;
  onChange: (answer: AttemptAnswer) => void;
  disabled: boolean;
}) {
  const chosen = new Set(answer?.optionIds ?? []);
  const name = `soal-${question.id}`;
  const toggle = (optionId: number, checked: boolean) => {
    const next =
      question.type === 'single'
        ? [optionId]
        : checked
          ? [...chosen, optionId]
          : [...chosen].filter((id) => id !== optionId);
    onChange({ questionId: question.id, optionIds: next });
  };
  return (
    <Card as="li">
      <Stack $gap={3}>
        <Text $size="sm" $muted>
          Soal {index + 1} · {question.points} poin · {TYPE_HINTS[question.type]}
        </Text>
        {question.type === 'short' ? (
          <TextField
            label={question.prompt}
            value={answer?.text ?? ''}
            maxLength={200}
            autoComplete="off"
            disabled={disabled}
            onChange={(event) => onChange({ questionId: question.id, text: event.target.value })}
          />
        ) : (
          <Fieldset disabled={disabled}>
            <legend>{question.prompt}</legend>
            <Stack $gap={2}>
              {question.options.map((option) => (
                <Choice key={option.id}>
                  <input
                    type={question.type === 'single' ? 'radio' : 'checkbox'}
                    name={name}
                    value={option.id}
                    checked={chosen.has(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                  />
                  <span>{option.text}</span>
                </Choice>
              ))}
            </Stack>
          </Fieldset>
        )}
      </Stack>
    </Card>
  );
}
