/**
 * /teacher/ctf and /teacher/exercise-lab (spec §2, is_access_lab): the challenges and exercise labs a teacher can
 * assign, with how many of their students finished each and in how many of their classrooms it is assigned.
 */
import { Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import type { TeacherLabChallenge, TeacherLabExercise } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetTeacherLabChallengesQuery, useGetTeacherLabExercisesQuery } from '../data/lab-api';
import { Catalogue } from '../parts/catalogue';

function Facts({ lines }: { lines: string[] }) {
  return (
    <Stack $gap={1}>
      {lines.map((line) => (
        <Text key={line} $size="sm" $muted>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

const inClassrooms = (count: number) =>
  count > 0 ? `Ditugaskan di ${formatNumber(count)} classroom Anda` : 'Belum ditugaskan di classroom Anda';

export function CtfCataloguePage() {
  usePageTitle('CTF', 'Teacher');
  return (
    <Catalogue<TeacherLabChallenge>
      kind="challenge"
      heading="CTF"
      intro="Tantangan Capture The Flag yang dapat Anda tugaskan ke classroom."
      query={useGetTeacherLabChallengesQuery()}
      details={(challenge) => (
        <Facts
          lines={[
            `${formatNumber(challenge.value)} poin · ${formatNumber(challenge.solves)} solve`,
            `${formatNumber(challenge.studentSolves)} mahasiswa Anda menyelesaikannya`,
            inClassrooms(challenge.classrooms),
          ]}
        />
      )}
    />
  );
}

export function ExerciseLabCataloguePage() {
  usePageTitle('Exercise Lab', 'Teacher');
  return (
    <Catalogue<TeacherLabExercise>
      kind="exercise"
      heading="Exercise Lab"
      intro="Lab latihan terpandu yang dapat Anda tugaskan ke classroom."
      query={useGetTeacherLabExercisesQuery()}
      details={(exercise) => (
        <Stack $gap={2}>
          <Text $size="sm">{exercise.summary}</Text>
          <Facts
            lines={[
              `${formatNumber(exercise.steps)} langkah · ${formatNumber(exercise.points)} poin`,
              `${formatNumber(exercise.studentCompletions)} mahasiswa Anda menyelesaikannya`,
              inClassrooms(exercise.classrooms),
            ]}
          />
        </Stack>
      )}
    />
  );
}
