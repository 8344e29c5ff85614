/**
 * A classroom's ctf or exercise-lab tab: what is assigned (with a way to assign more, change a due date, unassign)
 * and the grid of the classroom's students × the assigned items, searchable and paged. A teacher without lab access
 * reads spec §8's message from the API.
 */
import { useState, type ReactNode } from 'react';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Button,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  Pagination,
  SkeletonList,
  Stack,
} from '@akademi-siber/ui-design-system';
import { useClassroom } from '../../classrooms';
import { SearchForm } from '../../../layout/search-form';
import {
  useGetClassroomChallengeGridQuery,
  useGetClassroomExerciseGridQuery,
  useGetClassroomLabAssignmentsQuery,
  useGetTeacherLabChallengesQuery,
  useGetTeacherLabExercisesQuery,
  type LabItemKind,
} from '../data/lab-api';
import { AssignDialog, type AssignTarget } from './assign-dialog';
import { AssignmentList } from './assignment-list';
import { labPaths } from './lab-format';
import { ChallengeCell, ExerciseCell, StudentGrid } from './student-grid';

const PER_PAGE = 10;

const WORDS: Record<LabItemKind, { heading: string; item: string; assign: string; empty: string }> = {
  challenge: {
    heading: 'CTF',
    item: 'tantangan',
    assign: 'Tugaskan tantangan',
    empty: 'Tugaskan tantangan CTF agar mahasiswa mengerjakannya; hasilnya tampil di sini.',
  },
  exercise: {
    heading: 'Exercise Lab',
    item: 'lab latihan',
    assign: 'Tugaskan lab latihan',
    empty: 'Tugaskan lab latihan agar mahasiswa mengerjakannya; progresnya tampil di sini.',
  },
};

interface GridProps {
  classroomSlug: string;
  classroomName: string;
  items: { slug: string; title: string; detailPath: string }[];
}

function useGridState() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  return { page, setPage, q, search: (term: string) => (setQ(term), setPage(1)) };
}

function GridFrame({
  query,
  page,
  setPage,
  search,
  children,
}: {
  query: { isLoading: boolean; error?: unknown; refetch: () => unknown; data?: { meta: { total: number } } };
  page: number;
  setPage: (page: number) => void;
  search: (term: string) => void;
  children: ReactNode;
}) {
  return (
    <Stack $gap={4}>
      <SearchForm label="Cari nama atau username" name="q" onSearch={search} />
      {query.isLoading ? (
        <SkeletonList rows={4} />
      ) : query.error || !query.data ? (
        <ErrorState
          title="Hasil mahasiswa belum dapat dimuat"
          message={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
          headingLevel={3}
        />
      ) : (
        <>
          {children}
          <Pagination page={page} perPage={PER_PAGE} total={query.data.meta.total} onPageChange={setPage} />
        </>
      )}
    </Stack>
  );
}

function ChallengeGrid({ classroomSlug, classroomName, items }: GridProps) {
  const state = useGridState();
  const query = useGetClassroomChallengeGridQuery({
    slug: classroomSlug,
    page: state.page,
    perPage: PER_PAGE,
    q: state.q,
  });
  return (
    <GridFrame query={query} {...state}>
      <StudentGrid
        caption={`Hasil CTF mahasiswa ${classroomName}`}
        items={items}
        rows={query.data?.data ?? []}
        renderCell={(cell) => <ChallengeCell cell={cell} />}
        emptyText={state.q ? 'Tidak ada mahasiswa yang cocok.' : 'Belum ada mahasiswa di classroom ini.'}
      />
    </GridFrame>
  );
}

function ExerciseGrid({ classroomSlug, classroomName, items }: GridProps) {
  const state = useGridState();
  const query = useGetClassroomExerciseGridQuery({
    slug: classroomSlug,
    page: state.page,
    perPage: PER_PAGE,
    q: state.q,
  });
  return (
    <GridFrame query={query} {...state}>
      <StudentGrid
        caption={`Progres lab latihan mahasiswa ${classroomName}`}
        items={items}
        rows={query.data?.data ?? []}
        renderCell={(cell) => <ExerciseCell cell={cell} />}
        emptyText={state.q ? 'Tidak ada mahasiswa yang cocok.' : 'Belum ada mahasiswa di classroom ini.'}
      />
    </GridFrame>
  );
}

export function ClassroomLabTab({ kind }: { kind: LabItemKind }) {
  const classroom = useClassroom();
  const words = WORDS[kind];
  const assignments = useGetClassroomLabAssignmentsQuery(classroom.slug);
  const challenges = useGetTeacherLabChallengesQuery(undefined, { skip: kind !== 'challenge' });
  const exercises = useGetTeacherLabExercisesQuery(undefined, { skip: kind !== 'exercise' });
  const [target, setTarget] = useState<AssignTarget | null>(null);

  if (errorStatus(assignments.error) === 403)
    return <ErrorPanel status={403} message={errorMessage(assignments.error)} />;
  const assigned = (assignments.data ?? []).filter((row) => row.kind === kind);
  const taken = new Set(assigned.map((row) => row.slug));
  const catalogue = kind === 'challenge' ? challenges.data : exercises.data;
  const choices = (catalogue ?? [])
    .filter((item) => !taken.has(item.slug))
    .map((item) => ({ value: item.slug, label: item.title }));
  const items = assigned.map((row) => ({
    slug: row.slug,
    title: row.title,
    detailPath: labPaths.detail(classroom.slug, kind, row.slug),
  }));

  return (
    <Container style={{ paddingBlock: 24 }}>
      <Stack $gap={6}>
        <Stack $direction="row" $gap={3} $justify="space-between" $wrap>
          <Heading level={2}>{words.heading}</Heading>
          <Button
            $variant="primary"
            disabled={!catalogue || choices.length === 0}
            onClick={() => setTarget({ kind, classroomSlug: classroom.slug })}
          >
            {words.assign}
          </Button>
        </Stack>
        {assignments.isLoading ? (
          <SkeletonList rows={3} />
        ) : assignments.error || !assignments.data ? (
          <ErrorState
            title="Tugas belum dapat dimuat"
            message={errorMessage(assignments.error, '')}
            onRetry={() => void assignments.refetch()}
            headingLevel={3}
          />
        ) : assigned.length === 0 ? (
          <EmptyState headingLevel={3} title={`Belum ada ${words.item} yang ditugaskan`} description={words.empty} />
        ) : (
          <>
            <AssignmentList
              classroomSlug={classroom.slug}
              classroomName={classroom.name}
              assignments={assigned}
              onChangeDue={setTarget}
            />
            <Stack as="section" aria-labelledby={`grid-${kind}`} $gap={4}>
              <Heading level={3} id={`grid-${kind}`}>
                Hasil mahasiswa
              </Heading>
              {kind === 'challenge' ? (
                <ChallengeGrid classroomSlug={classroom.slug} classroomName={classroom.name} items={items} />
              ) : (
                <ExerciseGrid classroomSlug={classroom.slug} classroomName={classroom.name} items={items} />
              )}
            </Stack>
          </>
        )}
      </Stack>
      <AssignDialog target={target} onClose={() => setTarget(null)} itemChoices={choices} />
    </Container>
  );
}
