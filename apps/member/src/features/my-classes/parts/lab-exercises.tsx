/**
 * The exercise labs a member has started or completed (GET /api/lab/exercises, data-access-lab), for the dashboard
 * and Kelas Saya: progress in steps, when it was completed and what it earned, and a link that opens the lab at that
 * exercise through the lab's hand-off (a new tab, like the navbar's Lab link).
 */
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useGetLabExercisesQuery } from '@akademi-siber/data-access-lab';
import { ExternalLink, useSisterSites } from '@akademi-siber/feature-app-frame';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  IconExternal,
  ProgressBar,
  SkeletonList,
  Stack,
  Text,
} from '@akademi-siber/ui-design-system';
import { LAB_CATEGORY_LABELS, type LabExerciseCard } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';

type StartedExercise = LabExerciseCard & { progress: NonNullable<LabExerciseCard['progress']> };

/** The labs with progress, the one touched last first. */
export function startedExercises(cards: readonly LabExerciseCard[]): StartedExercise[] {
  return cards
    .filter((card): card is StartedExercise => card.progress !== null)
    .sort((a, b) => b.progress.lastActivityAt.localeCompare(a.progress.lastActivityAt));
}

function ExerciseCard({ item, href }: { item: StartedExercise; href: string | null }) {
  const id = `lab-latihan-${item.slug}`;
  const { answeredSteps, completedAt, awardedPoints, awardedXp } = item.progress;
  const action = completedAt ? 'Buka di lab' : 'Lanjutkan di lab';
  return (
    <Card as="article" aria-labelledby={id}>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone="info">Lab latihan</Badge>
          {completedAt ? <Badge $tone="success">Selesai</Badge> : <Badge>Sedang dikerjakan</Badge>}
        </Stack>
        <Heading level={3} id={id}>
          {item.title}
        </Heading>
        <Text $muted $size="sm">
          {LAB_CATEGORY_LABELS[item.category]}
        </Text>
        <ProgressBar
          value={item.steps === 0 ? 0 : (answeredSteps / item.steps) * 100}
          label={`Progres ${item.title}`}
          $tone={completedAt ? 'success' : 'primary'}
        />
        <Text $size="sm">
          {completedAt
            ? `Selesai ${formatDate(completedAt)}` +
              (awardedPoints === null
                ? '.'
                : ` · +${formatNumber(awardedPoints)} poin, +${formatNumber(awardedXp ?? 0)} XP.`)
            : `${formatNumber(answeredSteps)} dari ${formatNumber(item.steps)} langkah selesai.`}
        </Text>
        {href && (
          <div>
            {/* A new tab, like the navbar's Lab link: the hand-off opens the lab already signed in. */}
            <Button
              as="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              $size="sm"
              $variant={completedAt ? 'secondary' : 'primary'}
              aria-label={`${action}: ${item.title} (membuka tab baru)`}
            >
              {action} <IconExternal />
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The member's started exercise labs (`limit` of them on the dashboard), with loading, error and empty states.
 * `quietWhenEmpty`: nothing at all while there is nothing to show (Kelas Saya's "Semua" tab).
 */
export function LabExerciseList({
  limit,
  headingLevel = 3,
  title,
  quietWhenEmpty = false,
}: {
  limit?: number;
  headingLevel?: 2 | 3;
  /** A heading above the list, shown only with the list. */
  title?: string;
  quietWhenEmpty?: boolean;
}) {
  const sites = useSisterSites();
  const { data, isLoading, error, refetch } = useGetLabExercisesQuery();
  if (isLoading) return quietWhenEmpty ? null : <SkeletonList rows={2} label="Memuat lab latihan…" />;
  if (error || !data) {
    if (quietWhenEmpty) return null;
    return <ErrorState title="Lab latihan belum dapat dimuat" message={errorMessage(error)} onRetry={refetch} />;
  }
  const started = startedExercises(data);
  if (started.length === 0) {
    if (quietWhenEmpty) return null;
    return (
      <EmptyState
        headingLevel={headingLevel}
        title="Belum ada lab latihan"
        description={
          'Lab latihan memandu kamu langkah demi langkah di Cybersecurity Lab. ' + 'Yang kamu mulai tampil di sini.'
        }
        action={sites ? <ExternalLink href={sites.lab('exercise-lab')}>Buka Lab Latihan</ExternalLink> : undefined}
      />
    );
  }
  const shown = limit ? started.slice(0, limit) : started;
  return (
    <Stack $gap={3}>
      {title && <Heading level={headingLevel}>{title}</Heading>}
      <Grid $min={280}>
        {shown.map((item) => (
          <ExerciseCard key={item.slug} item={item} href={sites ? sites.lab(`exercise-lab/${item.slug}`) : null} />
        ))}
      </Grid>
      {limit && started.length > limit && (
        <Text $size="sm">
          <Link to="/member/kelas-saya?jenis=lab">Semua lab latihan ({formatNumber(started.length)})</Link>
        </Text>
      )}
    </Stack>
  );
}
