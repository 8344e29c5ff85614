import { useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Container,
  EmptyState,
  Grid,
  Heading,
  Pagination,
  ProgressBar,
  Stack,
  Text,
  theme,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { CardTitleLink, LinkCard } from '@akademi-siber/ui-design-system/link-card';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { LAB_CATEGORY_LABELS, LAB_DIFFICULTY_LABELS, type LabExerciseCard } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetLabExercisesQuery } from '@akademi-siber/data-access-lab';
import { exercisePath } from '../parts/paths';

export const EXERCISES_PER_PAGE = 9;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

function status(exercise: LabExerciseCard): { label: string; tone: 'success' | 'info' | 'neutral' } {
  if (exercise.progress?.completedAt) return { label: 'Selesai', tone: 'success' };
  if (exercise.progress) return { label: 'Sedang dikerjakan', tone: 'info' };
  return { label: 'Belum dimulai', tone: 'neutral' };
}

function ExerciseCard({ exercise }: { exercise: LabExerciseCard }) {
  const titleId = `lab-${exercise.slug}`;
  const state = status(exercise);
  const answered = exercise.progress?.answeredSteps ?? 0;
  const reward = `${formatNumber(exercise.points)} poin · ${formatNumber(exercise.xp)} XP`;
  return (
    <LinkCard as="article" aria-labelledby={titleId}>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone="info">{LAB_CATEGORY_LABELS[exercise.category]}</Badge>
          <Badge>{LAB_DIFFICULTY_LABELS[exercise.difficulty]}</Badge>
          <Badge $tone={state.tone}>{state.label}</Badge>
        </Stack>
        <Title id={titleId}>
          <CardTitleLink to={exercisePath(exercise.slug)}>{exercise.title}</CardTitleLink>
        </Title>
        <Text $size="sm" $muted>
          {exercise.summary}
        </Text>
        <ProgressBar
          value={exercise.steps === 0 ? 0 : (answered / exercise.steps) * 100}
          label={`${formatNumber(answered)} dari ${formatNumber(exercise.steps)} langkah`}
          $tone={state.tone === 'success' ? 'success' : 'primary'}
        />
        <Text $size="sm">
          {reward} · {formatNumber(exercise.completions)} orang menyelesaikan
        </Text>
      </Stack>
    </LinkCard>
  );
}

/** /lab/exercise-lab — the guided labs with the player's progress, a page of nine at a time. */
export function ExercisesPage() {
  usePageTitle('Lab Latihan', 'Lab');
  const query = useGetLabExercisesQuery();
  const [page, setPage] = useState(1);
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Lab Latihan</Heading>
          <Text $muted>
            Latihan terpandu langkah demi langkah. Progresmu tersimpan: kamu bisa berhenti dan melanjutkan kapan saja.
          </Text>
        </Stack>
        <QueryStates
          query={query}
          errorTitle="Lab latihan belum dapat dimuat"
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              title="Belum ada lab latihan"
              description="Lab latihan yang dibuka untuk pemain akan tampil di sini."
            />
          }
        >
          {(exercises) => (
            <Stack $gap={6}>
              <Grid $min={280} $gap={4}>
                {exercises.slice((page - 1) * EXERCISES_PER_PAGE, page * EXERCISES_PER_PAGE).map((exercise) => (
                  <ExerciseCard key={exercise.slug} exercise={exercise} />
                ))}
              </Grid>
              {exercises.length > EXERCISES_PER_PAGE && (
                <Pagination page={page} perPage={EXERCISES_PER_PAGE} total={exercises.length} onPageChange={setPage} />
              )}
            </Stack>
          )}
        </QueryStates>
      </Stack>
    </Container>
  );
}
