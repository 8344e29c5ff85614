/**
 * The learning part of a cohort's home (decisions 0041 and 0045), a live-class batch's or a corporate-training
 * group's: progress through its materials with the way into them, the tests, the attendance certificate's status, the
 * cohort's XP leaderboard and its discussions. `name` is the batch's or the group's.
 */
import { Button, Card, Heading, ProgressBar, Stack, Text } from '@akademi-siber/ui-design-system';
import { memberCohortPagePath, type MemberBatchLearning, type MemberCohortRef } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CourseDiscussions } from '../../learning';
import { BatchLeaderboard } from './batch-leaderboard';
import { BatchTestCards } from './batch-tests';
import { CertificateStatus } from './certificate-status';
import {
  cohortDiscussionPaths,
  cohortModulesPath,
  cohortPlayerLabels,
  cohortQuizzesPath,
  cohortWords,
} from './cohort-paths';

interface SectionsProps {
  cohort: MemberCohortRef;
  name: string;
  learning: MemberBatchLearning;
}

function LearningProgress({ cohort, name, learning }: SectionsProps) {
  const { completedMaterials, totalMaterials, percent } = learning.progress;
  const words = cohortWords(cohort);
  return (
    <Card as="section" aria-labelledby="materi-belajar">
      <Stack $gap={3}>
        <Heading level={2} id="materi-belajar">
          Materi belajar
        </Heading>
        {totalMaterials === 0 ? (
          <Text $muted>
            {words.teacher} belum menambahkan materi ke {words.noun} ini.
          </Text>
        ) : (
          <>
            <ProgressBar value={percent} label={`Progres belajar ${name}`} hideLabel />
            <Text>
              {formatNumber(completedMaterials)} dari {formatNumber(totalMaterials)} materi selesai (
              {formatNumber(percent)}%)
            </Text>
          </>
        )}
        <Stack $direction="row" $gap={3} $wrap>
          <Button as={Link} to={cohortModulesPath(cohort)}>
            {completedMaterials > 0 ? 'Lanjutkan belajar' : 'Buka modul'}
          </Button>
          <Button as={Link} to={cohortQuizzesPath(cohort)} $variant="secondary">
            Kuis dan tes
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

export function CohortLearningSections(props: SectionsProps) {
  const { cohort, learning } = props;
  const { noun } = cohortWords(cohort);
  const discussionPaths = useMemo(() => cohortDiscussionPaths(cohort), [cohort]);
  return (
    <>
      <LearningProgress {...props} />
      <section aria-labelledby="tes-beranda">
        <Stack $gap={4}>
          <Heading level={2} id="tes-beranda">
            Tes
          </Heading>
          <BatchTestCards tests={learning.tests} home={memberCohortPagePath(cohort)} owner={noun} />
        </Stack>
      </section>
      <Card as="section" aria-labelledby="sertifikat-kehadiran">
        <Stack $gap={3}>
          <Heading level={2} id="sertifikat-kehadiran">
            Sertifikat kehadiran
          </Heading>
          <CertificateStatus certificate={learning.certificate} cohort={cohort} />
        </Stack>
      </Card>
      <section aria-labelledby="peringkat-xp">
        <Stack $gap={4}>
          <Heading level={2} id="peringkat-xp">
            Peringkat XP {noun}
          </Heading>
          <BatchLeaderboard entries={learning.leaderboard} noun={noun} />
        </Stack>
      </section>
      <CourseDiscussions
        courseSlug={learning.contentSlug}
        paths={discussionPaths}
        title={cohortPlayerLabels(cohort).discussions}
      />
    </>
  );
}
