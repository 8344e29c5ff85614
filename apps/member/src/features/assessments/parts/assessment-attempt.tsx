/**
 * One attempt of a quiz or exam (decision 0018): every question on one page (native radios, checkboxes and text
 * fields, so the keyboard works as everywhere), a countdown to the server's deadline, autosave while answering, a
 * confirmation before submitting, and an automatic submit when the time is up.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { Badge, Button, Heading, Modal, Notice, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import type { Attempt, AttemptAnswer } from '@akademi-siber/util-contracts';
import { useSaveAttemptAnswersMutation, useSubmitAttemptMutation, type AssessmentTarget } from '../data/assessment-api';
import { QuestionCard } from './question-card';

/** Quiet time after the last change before answers are saved. */
export const AUTOSAVE_DELAY_MS = 700;

const StickyBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

/** "04:05" from seconds; hours shown only when there are any. */
export function formatRemaining(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** Seconds left until the server's deadline, counted with the server's clock (its offset from ours). */
function useRemainingSeconds(deadline: string, serverNow: string): number {
  const offset = useMemo(() => Date.parse(serverNow) - Date.now(), [serverNow]);
  const left = useCallback(
    () => Math.max(0, Math.ceil((Date.parse(deadline) - (Date.now() + offset)) / 1000)),
    [deadline, offset],
  );
  const [remaining, setRemaining] = useState(left);
  useEffect(() => {
    setRemaining(left());
    const timer = setInterval(() => setRemaining(left()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return remaining;
}

const isAnswered = (answer: AttemptAnswer | undefined) =>
  Boolean(answer && ((answer.optionIds?.length ?? 0) > 0 || (answer.text ?? '').trim()));

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export function AssessmentAttempt({
  attempt,
  target,
  onFinished,
}: {
  attempt: Attempt;
  target: AssessmentTarget;
  onFinished: (result: Attempt) => void;
}) {
  const questions = useMemo(() => attempt.questions ?? [], [attempt.questions]);
  const [answers, setAnswers] = useState<Map<number, AttemptAnswer>>(
    () => new Map(attempt.answers.map((answer) => [answer.questionId, answer])),
  );
  const dirty = useRef(new Set<number>());
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [confirming, setConfirming] = useState(false);
  const [saveAnswers] = useSaveAttemptAnswersMutation();
  const [submitAttempt, submission] = useSubmitAttemptMutation();
  const remaining = useRemainingSeconds(attempt.deadline, attempt.serverNow);
  const timeUp = remaining === 0;
  const submitted = useRef(false);

  const answerList = useCallback(() => [...answers.values()], [answers]);

  const submit = useCallback(async () => {
    if (submitted.current) return;
    submitted.current = true;
    setConfirming(false);
    try {
      onFinished(await submitAttempt({ attemptId: attempt.id, answers: answerList(), target }).unwrap());
    } catch {
      submitted.current = false;
    }
  }, [answerList, attempt.id, onFinished, submitAttempt, target]);

  // Autosave: the changed answers, a moment after the last change.
  useEffect(() => {
    if (dirty.current.size === 0 || timeUp) return undefined;
    const timer = setTimeout(async () => {
      const ids = [...dirty.current];
      dirty.current.clear();
      setSaveState('saving');
      try {
        await saveAnswers({
          attemptId: attempt.id,
          answers: ids.map((id) => answers.get(id) ?? { questionId: id }),
        }).unwrap();
        setSaveState('saved');
      } catch (error) {
        ids.forEach((id) => dirty.current.add(id));
        setSaveState(errorStatus(error) === 409 ? 'idle' : 'failed');
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answers, attempt.id, saveAnswers, timeUp]);

  // Time is up: submit on its own, once.
  useEffect(() => {
    if (timeUp) void submit();
  }, [submit, timeUp]);

  const change = (answer: AttemptAnswer) => {
    dirty.current.add(answer.questionId);
    setAnswers((current) => new Map(current).set(answer.questionId, answer));
  };

  const unanswered = questions.filter((question) => !isAnswered(answers.get(question.id))).length;
  const lowTime = remaining <= 60;

  return (
    <Stack $gap={4}>
      <StickyBar>
        <Stack $direction="row" $justify="space-between" $align="center" $gap={3} $wrap>
          <Text $weight="semibold">
            Sisa waktu{' '}
            <Badge
              $tone={lowTime ? 'danger' : 'info'}
              role="timer"
              aria-label={`Sisa waktu ${formatRemaining(remaining)}`}
            >
              {formatRemaining(remaining)}
            </Badge>
          </Text>
          <Text $size="sm" $muted role="status">
            {saveState === 'saving' && 'Menyimpan jawaban…'}
            {saveState === 'saved' && 'Jawaban tersimpan otomatis.'}
            {saveState === 'failed' && 'Jawaban belum tersimpan; akan dicoba lagi saat Anda menjawab.'}
          </Text>
        </Stack>
      </StickyBar>
      {lowTime && !timeUp && (
        <Notice $tone="warning" role="status">
          Waktu tinggal kurang dari 1 menit. Jawaban dikumpulkan otomatis saat waktu habis.
        </Notice>
      )}
      {timeUp && (
        <Notice $tone="warning" role="alert">
          Waktu habis. Jawaban Anda sedang dikumpulkan…
        </Notice>
      )}
      <Stack as="ol" $gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Daftar soal">
        {questions.map((question, index) => (
          <QuestionCard
            key={question.id}
            question={question}
            index={index}
            answer={answers.get(question.id)}
            onChange={change}
            disabled={timeUp || submission.isLoading}
          />
        ))}
      </Stack>
      {submission.error && (
        <Notice $tone="danger" role="alert">
          {errorMessage(submission.error)}
        </Notice>
      )}
      <Stack $direction="row" $justify="space-between" $align="center" $gap={3} $wrap>
        <Text $muted>
          {questions.length - unanswered} dari {questions.length} soal terjawab.
        </Text>
        {/* After the time is up the page submits by itself; the button comes back only if that failed. */}
        <Button
          onClick={() => setConfirming(true)}
          loading={submission.isLoading}
          disabled={timeUp && !submission.isError}
        >
          Kumpulkan jawaban
        </Button>
      </Stack>
      <Modal
        open={confirming}
        title="Kumpulkan jawaban?"
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button $variant="secondary" onClick={() => setConfirming(false)}>
              Periksa lagi
            </Button>
            <Button onClick={() => void submit()}>Ya, kumpulkan</Button>
          </>
        }
      >
        <Stack $gap={2}>
          <Heading level={4} style={{ fontSize: '1rem' }}>
            {unanswered > 0 ? `${unanswered} soal belum dijawab.` : 'Semua soal sudah dijawab.'}
          </Heading>
          <Text>Setelah dikumpulkan, jawaban tidak dapat diubah dan nilai langsung dihitung.</Text>
        </Stack>
      </Modal>
    </Stack>
  );
}
