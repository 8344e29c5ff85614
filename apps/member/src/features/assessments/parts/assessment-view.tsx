/**
 * The screen shared by the module quiz, the course exam (decision 0018) and a batch's tests (decision 0041): the
 * rules and the member's standing, then the attempt, then the result with its review. The server decides everything
 * (lock, attempts, deadline, score); this only shows it.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Card,
  Container,
  ErrorState,
  Grid,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  StatCard,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { AssessmentInfo, Attempt, AttemptSummary } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { useOptionalPlayer } from '../../learning';
import {
  useGetAssessmentInfoQuery,
  useGetAttemptQuery,
  useStartAttemptMutation,
  type AssessmentTarget,
} from '../data/assessment-api';
import { AssessmentAttempt } from './assessment-attempt';
import { AssessmentResult } from './assessment-result';

type Screen =
  | { name: 'info' }
  | { name: 'attempt'; attempt: Attempt }
  | { name: 'result'; attempt: Attempt }
  | { name: 'review'; attemptId: number };

/** What the screen calls the assessment when the page does not name it: a module's quiz, or the course exam. */
const defaultLabel = (target: AssessmentTarget) => (target.moduleSlug ? 'Kuis' : 'Ujian');

function Rules({ info }: { info: AssessmentInfo }) {
  const left = Math.max(0, info.attemptLimit - info.attemptsUsed);
  return (
    <Stack $gap={3}>
      <Grid $min={150}>
        <StatCard label="Soal" value={String(info.questionCount)} />
        <StatCard label="Batas waktu" value={`${info.timeLimitMinutes} menit`} />
        <StatCard label="Nilai lulus" value={String(info.passingScore)} hint="dari 100" />
        <StatCard label="Sisa kesempatan" value={`${left} dari ${info.attemptLimit}`} />
        <StatCard
          label="Nilai terbaik"
          value={info.bestScore === null ? '–' : String(info.bestScore)}
          hint={info.passed ? 'lulus' : undefined}
        />
      </Grid>
      <Text as="div" $muted>
        <ul style={{ margin: 0, paddingLeft: '1.25rem', lineHeight: 1.7 }}>
          <li>Waktu dihitung oleh server sejak Anda menekan Mulai dan tetap berjalan walau halaman ditutup.</li>
          <li>Jawaban tersimpan otomatis. Saat waktu habis, jawaban yang sudah tersimpan dikumpulkan dan dinilai.</li>
          <li>Urutan soal dan pilihan diacak. Kunci jawaban dan pembahasan tampil setelah jawaban dikumpulkan.</li>
        </ul>
      </Text>
    </Stack>
  );
}

function PastAttempts({ attempts, onOpen }: { attempts: AttemptSummary[]; onOpen: (id: number) => void }) {
  if (attempts.length === 0) return <Text $muted>Belum ada percobaan yang dikumpulkan.</Text>;
  return (
    <Stack as="ul" $gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Riwayat percobaan">
      {attempts.map((attempt, index) => (
        <Card as="li" key={attempt.id}>
          <Stack $direction="row" $justify="space-between" $align="center" $gap={3} $wrap>
            <Stack $gap={1}>
              <Text $weight="semibold">
                Percobaan {attempts.length - index} · nilai {attempt.score}
              </Text>
              <Text $size="sm" $muted>
                <time dateTime={attempt.submittedAt}>{formatDate(attempt.submittedAt)}</time>{' '}
                <Badge $tone={attempt.passed ? 'success' : 'neutral'}>{attempt.passed ? 'Lulus' : 'Belum lulus'}</Badge>
              </Text>
            </Stack>
            <Button
              $variant="secondary"
              $size="sm"
              onClick={() => onOpen(attempt.id)}
              aria-label={`Lihat pembahasan percobaan ${attempts.length - index}`}
            >
              Lihat pembahasan
            </Button>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function InfoScreen({
  info,
  target,
  label,
  onAttempt,
  onReview,
}: {
  info: AssessmentInfo;
  target: AssessmentTarget;
  label: string;
  onAttempt: (attempt: Attempt) => void;
  onReview: (id: number) => void;
}) {
  const [start, starting] = useStartAttemptMutation();
  const begin = async () => {
    try {
      onAttempt(await start(target).unwrap());
    } catch {
      // The message is shown below from `starting.error`.
    }
  };
  return (
    <Stack $gap={5}>
      <Rules info={info} />
      {info.locked && !info.inProgress && (
        <Notice $tone="warning" role="status">
          {info.locked}
        </Notice>
      )}
      {starting.error && (
        <Notice $tone="danger" role="alert">
          {errorMessage(starting.error)}
        </Notice>
      )}
      {info.inProgress ? (
        <Stack $gap={2} $align="flex-start">
          <Text>
            Anda punya percobaan yang sedang berjalan, berakhir pukul{' '}
            <time dateTime={info.inProgress.deadline}>
              {new Date(info.inProgress.deadline).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' })}
            </time>
            .
          </Text>
          <Button onClick={() => void begin()} loading={starting.isLoading}>
            Lanjutkan percobaan
          </Button>
        </Stack>
      ) : (
        !info.locked && (
          <div>
            <Button onClick={() => void begin()} loading={starting.isLoading}>
              Mulai {label.toLowerCase()}
            </Button>
          </div>
        )
      )}
      <section aria-labelledby="judul-riwayat">
        <Stack $gap={3}>
          <Heading level={3} id="judul-riwayat">
            Riwayat percobaan
          </Heading>
          <PastAttempts attempts={info.pastAttempts} onOpen={onReview} />
        </Stack>
      </section>
    </Stack>
  );
}

function PastReview({ attemptId, onBack }: { attemptId: number; onBack: () => void }) {
  const { data, isLoading, error, refetch } = useGetAttemptQuery(attemptId);
  if (isLoading) return <SkeletonList rows={3} label="Memuat pembahasan…" />;
  if (error || !data)
    return (
      <ErrorState title="Pembahasan belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />
    );
  return <AssessmentResult attempt={data} onBack={onBack} />;
}

/**
 * `label` names the assessment where the API's title is not shown (loading, errors, the start button): "Pre-test",
 * "Final test"; by default "Kuis" or "Ujian".
 */
export function AssessmentView({ target, label = defaultLabel(target) }: { target: AssessmentTarget; label?: string }) {
  // Inside a player frame (a course's or a batch's), "back" goes to the frame's home; alone, to the course.
  const player = useOptionalPlayer();
  const { data: info, isLoading, error, refetch } = useGetAssessmentInfoQuery(target);
  const [screen, setScreen] = useState<Screen>({ name: 'info' });
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(info?.title ?? label);

  // A new screen replaces the old one: move focus to its title so keyboard and screen-reader users start there.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [screen]);

  const backToCourse = player ? (
    <Link to={player.paths.home}>{player.labels.back}</Link>
  ) : (
    <Link to={`/member/kelas/${target.courseSlug}`}>Kembali ke kelas</Link>
  );
  let body;
  if (isLoading) body = <SkeletonList rows={4} label={`Memuat ${label.toLowerCase()}…`} />;
  else if (error || !info) {
    const status = errorStatus(error);
    const title =
      status === 403
        ? 'Anda belum terdaftar di kelas ini'
        : status === 404
          ? `${label} tidak ditemukan`
          : `${label} belum dapat dimuat`;
    body = (
      <ErrorState
        title={title}
        message={errorMessage(error)}
        onRetry={status === 403 || status === 404 ? undefined : () => void refetch()}
      />
    );
  } else if (screen.name === 'attempt') {
    body = (
      <AssessmentAttempt
        attempt={screen.attempt}
        target={target}
        onFinished={(attempt) => setScreen({ name: 'result', attempt })}
      />
    );
  } else if (screen.name === 'result')
    body = <AssessmentResult attempt={screen.attempt} onBack={() => setScreen({ name: 'info' })} />;
  else if (screen.name === 'review')
    body = <PastReview attemptId={screen.attemptId} onBack={() => setScreen({ name: 'info' })} />;
  else
    body = (
      <InfoScreen
        info={info}
        target={target}
        label={label}
        onAttempt={(attempt) => setScreen({ name: 'attempt', attempt })}
        onReview={(attemptId) => setScreen({ name: 'review', attemptId })}
      />
    );

  const subtitle = info ? (info.moduleTitle ? `${info.courseTitle} · ${info.moduleTitle}` : info.courseTitle) : null;
  return (
    <Container style={{ paddingBlock: 8, paddingInline: 0 }} $maxWidth="880px">
      <Stack $gap={5}>
        <Stack $gap={2}>
          <Text $size="sm">{backToCourse}</Text>
          <Heading level={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {info?.title ?? label}
          </Heading>
          {subtitle && <Text $muted>{subtitle}</Text>}
          {screen.name === 'result' && <Text $muted>Hasil percobaan</Text>}
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
