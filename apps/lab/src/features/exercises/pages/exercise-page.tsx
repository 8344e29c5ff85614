import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import {
  Badge,
  Container,
  ErrorState,
  Heading,
  Notice,
  ProgressBar,
  SkeletonList,
  Stack,
  Text,
  theme,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { Markdown } from '@akademi-siber/ui-design-system/markdown';
import {
  LAB_CATEGORY_LABELS,
  LAB_DIFFICULTY_LABELS,
  type LabExerciseDetail,
  type LabExerciseStep,
} from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { HintList } from '../../challenges';
import { useGetLabExerciseQuery, useUnlockLabStepHintMutation } from '../data/exercises-api';
import { EXERCISES_PATH } from '../parts/paths';
import { StepForm, type StepOutcome } from '../parts/step-form';

const Steps = styled.ol`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $state: 'done' | 'current' | 'locked' }>`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid
    ${({ $state }) =>
      $state === 'done' ? theme.colors.success : $state === 'current' ? theme.colors.primary : theme.colors.border};
  opacity: ${({ $state }) => ($state === 'locked' ? 0.8 : 1)};
`;

const StepTitle = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xl};

  &:focus {
    outline: none;
  }
`;

function stepState(step: LabExerciseStep, currentStepId: number | null) {
  if (step.answeredAt) return 'done' as const;
  return step.id === currentStepId ? ('current' as const) : ('locked' as const);
}

const STATE_BADGES = {
  done: { label: 'Selesai', tone: 'success' as const },
  current: { label: 'Sekarang', tone: 'info' as const },
  locked: { label: 'Terkunci', tone: 'neutral' as const },
};

/**
 * A step's hints: the current step's with their cost and the unlock dialog; an answered step keeps the ones that
 * were opened; a locked step has none to show.
 */
function StepHints({
  exercise,
  step,
  current,
}: {
  exercise: LabExerciseDetail;
  step: LabExerciseStep;
  current: boolean;
}) {
  const [unlock, { isLoading }] = useUnlockLabStepHintMutation();
  const hints = current ? step.hints : step.hints.filter((hint) => hint.unlocked);
  if (hints.length === 0) return null;
  return (
    <HintList
      hints={hints}
      reward={exercise.reward}
      done={exercise.progress?.completedAt != null}
      subject="lab latihan ini"
      label={`Petunjuk langkah ${step.position}`}
      unlock={(hint) => unlock({ slug: exercise.slug, stepId: step.id, hintId: hint.id }).unwrap()}
      busy={isLoading}
    />
  );
}

function Exercise({ exercise }: { exercise: LabExerciseDetail }) {
  const [outcome, setOutcome] = useState<StepOutcome | null>(null);
  const titles = useRef(new Map<number, HTMLHeadingElement>());
  const moved = useRef(false);
  const answered = exercise.stepList.filter((step) => step.answeredAt).length;

  // Resume at the step: on arrival after earlier progress, and after each right answer, the focus goes to the
  // current step's title (announced, and scrolled into view).
  useEffect(() => {
    const target = exercise.currentStepId;
    const resumed = !moved.current && answered > 0;
    const advanced = outcome !== null && outcome.result.nextStepId === target;
    if (target === null || !(resumed || advanced)) return;
    moved.current = true;
    const title = titles.current.get(target);
    title?.focus();
    title?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [exercise.currentStepId, answered, outcome]);

  const completedAt = exercise.progress?.completedAt ?? null;
  return (
    <Stack $gap={6}>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone="info">{LAB_CATEGORY_LABELS[exercise.category]}</Badge>
          <Badge>{LAB_DIFFICULTY_LABELS[exercise.difficulty]}</Badge>
          {completedAt && <Badge $tone="success">Selesai</Badge>}
        </Stack>
        <Heading level={1}>{exercise.title}</Heading>
        <Text $muted>{exercise.summary}</Text>
        <ProgressBar
          value={exercise.steps === 0 ? 0 : (answered / exercise.steps) * 100}
          label={`${formatNumber(answered)} dari ${formatNumber(exercise.steps)} langkah selesai`}
          $tone={completedAt ? 'success' : 'primary'}
        />
        {completedAt && exercise.progress?.awardedPoints != null ? (
          <Text $size="sm">
            Kamu mendapat {formatNumber(exercise.progress.awardedPoints)} poin dan{' '}
            {formatNumber(exercise.progress.awardedXp ?? 0)} XP dari lab ini.
          </Text>
        ) : (
          <Text $size="sm">
            Hadiah menyelesaikan lab: {formatNumber(exercise.reward)} poin dan {formatNumber(exercise.rewardXp)} XP
            {exercise.hintCosts > 0
              ? ` (dari ${formatNumber(exercise.points)} poin, dikurangi ${formatNumber(exercise.hintCosts)} poin ` +
                'untuk petunjuk yang kamu buka).'
              : '.'}
          </Text>
        )}
      </Stack>
      {outcome?.result.completed && (
        <Notice $tone="success" role="status">
          {outcome.message}
          {outcome.result.award
            ? ` +${formatNumber(outcome.result.award.points)} poin, +${formatNumber(outcome.result.award.xp)} XP.`
            : ''}
        </Notice>
      )}
      {completedAt && !outcome?.result.completed && (
        <Notice $tone="success" role="status">
          Kamu menyelesaikan lab ini pada {formatDateTime(completedAt)}.
        </Notice>
      )}
      {exercise.description.trim() !== '' && <Markdown source={exercise.description} headingLevel={2} />}
      <Steps aria-label="Langkah-langkah">
        {exercise.stepList.map((step) => {
          const state = stepState(step, exercise.currentStepId);
          const badge = STATE_BADGES[state];
          return (
            <Step key={step.id} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Stack $direction="row" $gap={2} $justify="space-between" $wrap>
                <StepTitle
                  tabIndex={-1}
                  id={`langkah-${step.id}`}
                  ref={(element) => {
                    if (element) titles.current.set(step.id, element);
                    else titles.current.delete(step.id);
                  }}
                >
                  Langkah {step.position}: {step.title}
                </StepTitle>
                <Badge $tone={badge.tone}>{badge.label}</Badge>
              </Stack>
              {step.body === null ? (
                <Text $muted>Selesaikan langkah sebelumnya untuk membuka langkah ini.</Text>
              ) : (
                <Markdown source={step.body} headingLevel={3} />
              )}
              {state === 'done' && (
                <>
                  {outcome?.stepId === step.id && !outcome.result.completed && (
                    <Notice $tone="success" role="status">
                      {outcome.message}
                    </Notice>
                  )}
                  <Text $size="sm" $muted>
                    Dijawab {formatDateTime(step.answeredAt)}
                  </Text>
                </>
              )}
              <StepHints exercise={exercise} step={step} current={state === 'current'} />
              {state === 'current' && <StepForm exerciseSlug={exercise.slug} step={step} onAnswered={setOutcome} />}
            </Step>
          );
        })}
      </Steps>
    </Stack>
  );
}

/** /lab/exercise-lab/:exerciseSlug — a guided lab: its ordered steps, answered one at a time, resumed where left. */
export function ExercisePage() {
  const { exerciseSlug = '' } = useParams();
  const query = useGetLabExerciseQuery(exerciseSlug);
  usePageTitle(query.data?.title ?? null, 'Lab');
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <Stack $gap={6}>
        <Text $size="sm">
          <Link to={EXERCISES_PATH}>← Semua lab latihan</Link>
        </Text>
        {query.isLoading ? (
          <SkeletonList rows={5} />
        ) : query.error || !query.data ? (
          <ErrorState
            title="Lab latihan belum dapat dibuka"
            message={errorMessage(query.error)}
            onRetry={errorStatus(query.error) === 404 ? undefined : () => void query.refetch()}
            actions={<Link to={EXERCISES_PATH}>Kembali ke daftar lab latihan</Link>}
          />
        ) : (
          <Exercise exercise={query.data} />
        )}
      </Stack>
    </Container>
  );
}
