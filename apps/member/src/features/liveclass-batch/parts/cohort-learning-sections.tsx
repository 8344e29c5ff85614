/**
 * The learning part of the member's batch page (decision 0041): progress through the batch's materials with the
 * way into them, the tests, the attendance certificate's status, the batch's XP leaderboard and its discussions.
 */
import { Button, Card, Heading, ProgressBar, Stack, Text } from '@akademi-siber/ui-design-system';
import type { MemberBatchHome } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CourseDiscussions } from '../../learning';
import {
  batchDiscussionPaths,
  batchHomePath,
  batchModulesPath,
  batchQuizzesPath,
  type BatchRef,
} from './batch-learning-paths';
import { BatchLeaderboard } from './batch-leaderboard';
import { BatchTestCards } from './batch-tests';
import { CertificateStatus } from './certificate-status';

function LearningProgress({ home, batch }: { home: MemberBatchHome; batch: BatchRef }) {
  const { completedMaterials, totalMaterials, percent } = home.learning.progress;
  return (
    <Card as="section" aria-labelledby="materi-batch">
      <Stack $gap={3}>
        <Heading level={2} id="materi-batch">
          Materi belajar
        </Heading>
        {totalMaterials === 0 ? (
          <Text $muted>Pengajar belum menambahkan materi ke batch ini.</Text>
        ) : (
          <>
            <ProgressBar value={percent} label={`Progres belajar ${home.batch.name}`} hideLabel />
            <Text>
              {formatNumber(completedMaterials)} dari {formatNumber(totalMaterials)} materi selesai (
              {formatNumber(percent)}%)
            </Text>
          </>
        )}
        <Stack $direction="row" $gap={3} $wrap>
          <Button as={Link} to={batchModulesPath(batch)}>
            {completedMaterials > 0 ? 'Lanjutkan belajar' : 'Buka modul'}
          </Button>
          <Button as={Link} to={batchQuizzesPath(batch)} $variant="secondary">
            Kuis dan tes
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

export function BatchLearningSections({ home, batch }: { home: MemberBatchHome; batch: BatchRef }) {
  const { learning } = home;
  const discussionPaths = useMemo(() => batchDiscussionPaths(batch), [batch]);
  return (
    <>
      <LearningProgress home={home} batch={batch} />
      <section aria-labelledby="tes-batch-beranda">
        <Stack $gap={4}>
          <Heading level={2} id="tes-batch-beranda">
            Tes
          </Heading>
          <BatchTestCards tests={learning.tests} home={batchHomePath(batch)} />
        </Stack>
      </section>
      <Card as="section" aria-labelledby="sertifikat-kehadiran">
        <Stack $gap={3}>
          <Heading level={2} id="sertifikat-kehadiran">
            Sertifikat kehadiran
          </Heading>
          <CertificateStatus certificate={learning.certificate} batch={batch} />
        </Stack>
      </Card>
      <section aria-labelledby="peringkat-batch">
        <Stack $gap={4}>
          <Heading level={2} id="peringkat-batch">
            Peringkat XP batch
          </Heading>
          <BatchLeaderboard entries={learning.leaderboard} />
        </Stack>
      </section>
      <CourseDiscussions courseSlug={learning.contentSlug} paths={discussionPaths} />
    </>
  );
}
