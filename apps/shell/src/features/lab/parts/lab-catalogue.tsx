/**
 * The public lab catalogue (`GET /api/lab/catalogue`), by category: the CTF challenges (difficulty, current value,
 * solves, first blood) and the guided exercise labs (steps, points, completions).
 */
import type { ReactNode } from 'react';
import { Badge, type BadgeTone, Card, EmptyState, Grid, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import {
  LAB_CATEGORIES,
  LAB_CATEGORY_LABELS,
  LAB_DIFFICULTY_LABELS,
  type LabCategory,
  type LabChallengeSummary,
  type LabDifficulty,
  type LabExerciseSummary,
} from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetLabPublicCatalogueQuery } from '../data/lab-public-api';

const DIFFICULTY_TONES: Record<LabDifficulty, BadgeTone> = { easy: 'success', medium: 'warning', hard: 'danger' };

const list = { margin: 0, padding: 0, listStyle: 'none' } as const;

function CategorySection({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack $gap={3}>
        <Heading level={3} id={id}>
          {label}
        </Heading>
        <Grid as="ul" $min={260} $gap={4} style={list}>
          {children}
        </Grid>
      </Stack>
    </section>
  );
}

function Tags({ category, difficulty }: { category: LabCategory; difficulty: LabDifficulty }) {
  return (
    <Stack $direction="row" $gap={2} $wrap>
      <Badge $tone={DIFFICULTY_TONES[difficulty]}>{LAB_DIFFICULTY_LABELS[difficulty]}</Badge>
      <Badge>{LAB_CATEGORY_LABELS[category]}</Badge>
    </Stack>
  );
}

function ChallengeCard({ challenge }: { challenge: LabChallengeSummary }) {
  return (
    <Card as="li" aria-labelledby={`lab-ctf-${challenge.slug}`}>
      <Stack $gap={2}>
        <Heading level={4} id={`lab-ctf-${challenge.slug}`}>
          {challenge.title}
        </Heading>
        <Tags category={challenge.category} difficulty={challenge.difficulty} />
        <Text $weight="semibold">
          {formatNumber(challenge.value)} poin{challenge.valueType === 'dynamic' ? ' (dinamis)' : ''}
        </Text>
        <Text $muted $size="sm">
          {challenge.solves === 0 ? 'Belum ada yang memecahkan' : `${formatNumber(challenge.solves)} solve`}
          {challenge.firstBlood ? ` · First blood: ${challenge.firstBlood.name}` : ''}
        </Text>
        {challenge.prerequisite && (
          <Text $muted $size="sm">
            Terbuka setelah menyelesaikan {challenge.prerequisite.title}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function ExerciseCard({ exercise }: { exercise: LabExerciseSummary }) {
  return (
    <Card as="li" aria-labelledby={`lab-exercise-${exercise.slug}`}>
      <Stack $gap={2}>
        <Heading level={4} id={`lab-exercise-${exercise.slug}`}>
          {exercise.title}
        </Heading>
        <Tags category={exercise.category} difficulty={exercise.difficulty} />
        {exercise.summary && <Text $muted>{exercise.summary}</Text>}
        <Text $weight="semibold">
          {formatNumber(exercise.steps)} langkah · {formatNumber(exercise.points)} poin
        </Text>
        <Text $muted $size="sm">
          {exercise.completions === 0
            ? 'Belum ada yang menyelesaikan'
            : `Diselesaikan ${formatNumber(exercise.completions)} kali`}
        </Text>
      </Stack>
    </Card>
  );
}

/** The exercise labs of the catalogue, by category. */
export function ExerciseCatalogue() {
  const catalogue = useGetLabPublicCatalogueQuery();
  return (
    <QueryStates
      query={catalogue}
      errorTitle="Daftar Exercise Lab belum dapat dimuat"
      isEmpty={(data) => data.exercises.length === 0}
      empty={
        <EmptyState
          headingLevel={3}
          title="Belum ada Exercise Lab"
          description="Skenario latihan baru sedang disiapkan. Kunjungi lagi nanti."
        />
      }
    >
      {(data) => (
        <Stack $gap={6}>
          {LAB_CATEGORIES.map((category) => {
            const exercises = data.exercises.filter((exercise) => exercise.category === category);
            if (exercises.length === 0) return null;
            return (
              <CategorySection
                key={category}
                id={`lab-exercise-kategori-${category}`}
                label={LAB_CATEGORY_LABELS[category]}
              >
                {exercises.map((exercise) => (
                  <ExerciseCard key={exercise.slug} exercise={exercise} />
                ))}
              </CategorySection>
            );
          })}
        </Stack>
      )}
    </QueryStates>
  );
}

/** The CTF challenges of the catalogue, by category (in the API's order). */
export function ChallengeCatalogue() {
  const catalogue = useGetLabPublicCatalogueQuery();
  return (
    <QueryStates
      query={catalogue}
      errorTitle="Daftar tantangan CTF belum dapat dimuat"
      isEmpty={(data) => data.categories.every((group) => group.challenges.length === 0)}
      empty={
        <EmptyState
          headingLevel={3}
          title="Belum ada tantangan CTF"
          description="Tantangan baru sedang disiapkan. Kunjungi lagi nanti."
        />
      }
    >
      {(data) => (
        <Stack $gap={6}>
          {data.categories
            .filter((group) => group.challenges.length > 0)
            .map((group) => (
              <CategorySection key={group.category} id={`lab-ctf-kategori-${group.category}`} label={group.label}>
                {group.challenges.map((challenge) => (
                  <ChallengeCard key={challenge.slug} challenge={challenge} />
                ))}
              </CategorySection>
            ))}
        </Stack>
      )}
    </QueryStates>
  );
}
