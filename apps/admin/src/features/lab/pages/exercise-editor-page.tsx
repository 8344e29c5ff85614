/**
 * /admin/lab/exercises/new — a new exercise lab with its steps.
 * /admin/lab/exercises/:exerciseId — one exercise lab: details and ordered steps (answers write-only).
 */
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { Badge, Heading, SkeletonList, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useGetAdminLabExerciseQuery } from '../data/lab-api';
import { ExerciseForm } from '../parts/exercise-form';
import { LabFrame } from '../parts/lab-frame';

const BACK = <Link to="/admin/lab/exercises">← Semua lab latihan</Link>;

function NewExercise() {
  usePageTitle('Lab Latihan Baru', 'Admin');
  const navigate = useNavigate();
  return (
    <LabFrame>
      {BACK}
      <Heading level={1}>Lab Latihan Baru</Heading>
      <ExerciseForm exercise={null} onSaved={(saved) => navigate(`/admin/lab/exercises/${saved.id}`)} />
    </LabFrame>
  );
}

function EditExercise({ exerciseId }: { exerciseId: number }) {
  const query = useGetAdminLabExerciseQuery(exerciseId);
  const { data: exercise, error } = query;
  usePageTitle(exercise ? exercise.title : 'Lab Latihan', 'Admin');
  const apiError = error as ApiError | undefined;
  if (apiError?.status === 404) return <ErrorPanel status={404} message={apiError.message} />;
  const updated = exercise && `diubah ${formatDateTime(exercise.updatedAt, { fallback: '—' })}`;
  return (
    <LabFrame>
      {BACK}
      <QueryStates query={query} errorTitle="Lab latihan belum dapat dimuat" loading={<SkeletonList rows={6} />}>
        {(exercise) => (
          <>
            <Stack $gap={2}>
              <Heading level={1}>{exercise.title}</Heading>
              <Stack $direction="row" $gap={2} $wrap $align="center">
                {exercise.published ? <Badge $tone="success">Terbit</Badge> : <Badge>Draf</Badge>}
                <Text as="span" $muted>
                  {formatNumber(exercise.steps)} langkah · {formatNumber(exercise.completions)} pemain selesai ·{' '}
                  {updated}
                </Text>
              </Stack>
            </Stack>
            <ExerciseForm exercise={exercise} onSaved={() => undefined} />
          </>
        )}
      </QueryStates>
    </LabFrame>
  );
}

export function ExerciseEditorPage() {
  const { exerciseId } = useParams();
  if (exerciseId === undefined) return <NewExercise />;
  const id = Number(exerciseId);
  if (!Number.isInteger(id) || id < 1) return <ErrorPanel status={404} />;
  return <EditExercise exerciseId={id} />;
}
