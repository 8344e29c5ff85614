/**
 * One question of a bank as its author reads it: number, type, points, the question, its options with the correct
 * ones marked (in words, not only by colour) or its accepted answers, and the explanation; with moving, changing and
 * deleting (not for an assessment members attempted: its note says why).
 */
import { useId } from 'react';
import styled from 'styled-components';
import { Badge, Button, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import type { AuthoredQuestion } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { QUESTION_TYPE_LABELS } from './assessment-schema';
import { MoveButtons } from './move-buttons';

const { colors, fontSizes, radii } = theme;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  overflow-wrap: anywhere;
  font-size: ${fontSizes.sm};
`;

const Answers = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  padding-left: 1.25rem;
`;

const Prompt = styled.p`
  margin: 0;
  white-space: pre-line;
  font-size: ${fontSizes.md};
`;

export interface QuestionItemProps {
  question: AuthoredQuestion;
  index: number;
  count: number;
  locked: boolean;
  lockedNoteId: string;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function QuestionItem({
  question,
  index,
  count,
  locked,
  lockedNoteId,
  onMove,
  onEdit,
  onDelete,
}: QuestionItemProps) {
  const id = useId();
  const name = `soal ${index + 1}`;
  return (
    <Item aria-labelledby={`${id}-title`}>
      <Stack $direction="row" $gap={2} $wrap $justify="space-between" $align="center">
        <Stack $direction="row" $gap={2} $wrap $align="center">
          <strong id={`${id}-title`}>Soal {formatNumber(index + 1)}</strong>
          <Badge>{QUESTION_TYPE_LABELS[question.type]}</Badge>
          <Badge $tone="info">{formatNumber(question.points)} poin</Badge>
        </Stack>
        <Stack $direction="row" $gap={1} $wrap>
          <MoveButtons label={name} idPrefix={`soal-${question.id}`} index={index} count={count} onMove={onMove} />
          <Button type="button" $size="sm" $variant="secondary" aria-label={`Ubah ${name}`} onClick={onEdit}>
            Ubah
          </Button>
          <Button
            type="button"
            $size="sm"
            $variant="ghost"
            aria-label={`Hapus ${name}`}
            aria-describedby={locked ? lockedNoteId : undefined}
            disabled={locked}
            onClick={onDelete}
          >
            Hapus
          </Button>
        </Stack>
      </Stack>
      <Prompt>{question.prompt}</Prompt>
      {question.type === 'short' ? (
        <div>
          <Text $size="sm" $muted>
            Jawaban yang diterima:
          </Text>
          <Answers>
            {question.acceptedAnswers.map((answer) => (
              <li key={answer}>{answer}</li>
            ))}
          </Answers>
        </div>
      ) : (
        <Answers aria-label={`Pilihan ${name}`}>
          {question.options.map((option) => (
            <li key={option.id}>
              {option.text}{' '}
              {option.isCorrect && (
                <Badge $tone="success" style={{ marginLeft: 4 }}>
                  Benar
                </Badge>
              )}
            </li>
          ))}
        </Answers>
      )}
      {question.explanation && (
        <Text $size="sm" $muted style={{ whiteSpace: 'pre-line' }}>
          Pembahasan: {question.explanation}
        </Text>
      )}
    </Item>
  );
}
