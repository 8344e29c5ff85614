/**
 * /member/liveclass/{lc}/{batch}/quiz (decision 0041): every quiz and test of the batch with where the member stands
 * — the batch's tests from the batch page's answer, each module quiz from its own info (`…/modul/{m}/kuis`) — and
 * the way to each.
 */
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { PlayerOutlineModule } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { Link } from 'react-router-dom';
import { useGetAssessmentInfoQuery } from '../../assessments';
import { usePlayer } from '../../learning';
import { useGetMemberBatchQuery } from '../data/liveclass-batch-api';
import { BatchTestCards, scoreText, testState } from '../parts/batch-tests';
import { useBatchRef } from '../parts/use-batch-ref';

function ModuleQuizCard({ module }: { module: PlayerOutlineModule }) {
  const { course, paths } = usePlayer();
  const {
    data: info,
    isLoading,
    error,
    refetch,
  } = useGetAssessmentInfoQuery({
    courseSlug: course.slug,
    moduleSlug: module.slug,
  });
  const title = `Kuis modul ${module.order}: ${module.title}`;
  const headingId = `kuis-${module.slug}`;
  const state = info ? testState(info) : null;
  return (
    <Card as="li" aria-labelledby={headingId}>
      <Stack $gap={2}>
        <Stack $direction="row" $justify="space-between" $align="center" $gap={2} $wrap>
          <Heading level={4} id={headingId} style={{ margin: 0 }}>
            {title}
          </Heading>
          {state && <Badge $tone={state.tone}>{state.label}</Badge>}
        </Stack>
        {isLoading && <SkeletonList rows={1} label={`Memuat ${title}…`} />}
        {error && (
          <Stack $direction="row" $gap={2} $align="center" $wrap>
            <Text $size="sm">{errorMessage(error)}</Text>
            <Button type="button" $size="sm" $variant="ghost" onClick={() => void refetch()}>
              Coba lagi
            </Button>
          </Stack>
        )}
        {info && (
          <>
            {info.locked && !state?.done && <Text $size="sm">{info.locked}</Text>}
            <Text $size="sm">{scoreText(info)}</Text>
            <Text $size="sm" $muted>
              {formatNumber(info.questionCount)} soal · {formatNumber(info.timeLimitMinutes)} menit · percobaan{' '}
              {formatNumber(info.attemptsUsed)} dari {formatNumber(info.attemptLimit)}
            </Text>
          </>
        )}
        <div>
          <Button as={Link} to={paths.quiz(module.slug)} $size="sm" $variant={state?.done ? 'secondary' : 'primary'}>
            {state?.done ? 'Lihat kuis' : 'Kerjakan kuis'}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

export function BatchQuizzesPage() {
  const { course } = usePlayer();
  const batch = useBatchRef();
  // The frame has this answer already: no second request.
  const { data: home } = useGetMemberBatchQuery(batch);
  usePageTitle(home ? `Kuis dan tes · ${home.liveClass.title}` : 'Kuis dan tes');
  const quizModules = course.modules.filter((module) => module.hasQuiz);
  const tests = home?.learning.tests ?? [];
  return (
    <Stack $gap={5}>
      <Heading level={2} style={{ margin: 0 }}>
        Kuis dan tes
      </Heading>
      {tests.length === 0 && quizModules.length === 0 ? (
        <EmptyState
          title="Belum ada kuis atau tes"
          description="Pengajar belum menambahkan kuis atau tes ke batch ini."
          headingLevel={3}
        />
      ) : (
        <>
          <Stack as="section" $gap={3} aria-labelledby="tes-batch-judul">
            <Heading level={3} id="tes-batch-judul" style={{ margin: 0 }}>
              Tes batch
            </Heading>
            <BatchTestCards tests={tests} batch={batch} headingLevel={4} />
          </Stack>
          <Stack as="section" $gap={3} aria-labelledby="kuis-modul-judul">
            <Heading level={3} id="kuis-modul-judul" style={{ margin: 0 }}>
              Kuis modul
            </Heading>
            {quizModules.length === 0 ? (
              <Text $muted>Modul batch ini tidak memiliki kuis.</Text>
            ) : (
              <Stack as="ul" $gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Kuis modul">
                {quizModules.map((module) => (
                  <ModuleQuizCard key={module.slug} module={module} />
                ))}
              </Stack>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
