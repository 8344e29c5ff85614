/**
 * Every quiz and test of content an owner holds (a live-class batch, decision 0041; a corporate-training group,
 * decision 0044), inside the owner's player frame: the owner's tests as given, each module quiz from its own info
 * (`…/modul/{m}/kuis`), and the way to each, under the cohort's page.
 */
import { errorMessage } from '@akademi-siber/data-access-api';
import { Badge, Button, Card, EmptyState, Heading, SkeletonList, Stack, Text } from '@akademi-siber/ui-design-system';
import {
  memberCohortPagePath,
  type BatchTestStatus,
  type MemberCohortRef,
  type PlayerOutlineModule,
} from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { Link } from 'react-router-dom';
import { useGetAssessmentInfoQuery } from '../../assessments';
import { usePlayer } from '../../learning';
import { BatchTestCards, scoreText, testState } from './batch-tests';
import { cohortWords } from './cohort-paths';

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

export function QuizzesAndTests({ tests, cohort }: { tests: BatchTestStatus[]; cohort: MemberCohortRef }) {
  const { noun: owner, teacher } = cohortWords(cohort);
  const home = memberCohortPagePath(cohort);
  const { course } = usePlayer();
  const quizModules = course.modules.filter((module) => module.hasQuiz);
  return (
    <Stack $gap={5}>
      <Heading level={2} style={{ margin: 0 }}>
        Kuis dan tes
      </Heading>
      {tests.length === 0 && quizModules.length === 0 ? (
        <EmptyState
          title="Belum ada kuis atau tes"
          description={`${teacher} belum menambahkan kuis atau tes ke ${owner} ini.`}
          headingLevel={3}
        />
      ) : (
        <>
          <Stack as="section" $gap={3} aria-labelledby="tes-owner-judul">
            <Heading level={3} id="tes-owner-judul" style={{ margin: 0 }}>
              Tes {owner}
            </Heading>
            <BatchTestCards tests={tests} home={home} owner={owner} headingLevel={4} />
          </Stack>
          <Stack as="section" $gap={3} aria-labelledby="kuis-modul-judul">
            <Heading level={3} id="kuis-modul-judul" style={{ margin: 0 }}>
              Kuis modul
            </Heading>
            {quizModules.length === 0 ? (
              <Text $muted>Modul {owner} ini tidak memiliki kuis.</Text>
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
