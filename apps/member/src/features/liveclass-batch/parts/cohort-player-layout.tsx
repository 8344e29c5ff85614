/**
 * The course player's frame for a live-class batch (decision 0041): the batch's content (a course record the batch
 * owns, served by the course player's endpoints under its `contentSlug`) with the batch's breadcrumb, its tests in
 * the outline instead of a course exam, and every link under the batch's own pages. Not enrolled (403) and not found
 * (404) show the app's error page, as the batch page does.
 */
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { Container, ErrorState, SkeletonList, usePageTitle } from '@akademi-siber/ui-design-system';
import type { CoursePlayer, MemberBatchHome } from '@akademi-siber/util-contracts';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  OutlineEntry,
  OutlineList,
  OutlineSection,
  PlayerFrame,
  useGetCoursePlayerQuery,
  type PlayerContextValue,
} from '../../learning';
import { useGetMemberBatchQuery } from '../data/liveclass-batch-api';
import { BATCH_LABELS, batchCertificatePath, batchPlayerPaths, type BatchRef } from './batch-learning-paths';
import { BatchTestsOutline } from './batch-tests';
import { useBatchRef } from './use-batch-ref';

function CertificateOutline({ home, batch }: { home: MemberBatchHome; batch: BatchRef }) {
  const { number } = home.learning.certificate;
  return (
    <OutlineSection id="sertifikat-outline" title="Sertifikat">
      <OutlineList>
        <li>
          <OutlineEntry
            to={batchCertificatePath(batch, number)}
            done={number !== null}
            title="Sertifikat kehadiran"
            detail={number ? 'Sudah terbit' : 'Belum terbit: lihat syaratnya'}
          />
        </li>
      </OutlineList>
    </OutlineSection>
  );
}

function BatchFrame({ home, course, batch }: { home: MemberBatchHome; course: CoursePlayer; batch: BatchRef }) {
  const player = useMemo<PlayerContextValue>(
    () => ({ course, paths: batchPlayerPaths(batch, course), labels: BATCH_LABELS }),
    [course, batch],
  );
  return (
    <PlayerFrame
      player={player}
      breadcrumb={
        <>
          <Link to="/member/kelas-saya">Kelas Saya</Link>
          {' / '}
          <Link to="/member/liveclass">{home.liveClass.title}</Link>
          {' / '}
          <Link to={player.paths.home}>{home.batch.name}</Link>
        </>
      }
      title={home.liveClass.title}
      subtitle={`${home.batch.name} · Pengajar: ${home.liveClass.instructor}`}
      progressLabel={`Progres belajar ${home.batch.name}`}
      tests={
        <>
          <BatchTestsOutline tests={home.learning.tests} home={player.paths.home} />
          <CertificateOutline home={home} batch={batch} />
        </>
      }
    />
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="960px">
      {children}
    </Container>
  );
}

export function BatchPlayerLayout() {
  const batch = useBatchRef();
  const home = useGetMemberBatchQuery(batch);
  const contentSlug = home.data?.learning.contentSlug;
  const content = useGetCoursePlayerQuery(contentSlug ?? '', { skip: !contentSlug });
  usePageTitle(home.data ? `${home.data.liveClass.title} — ${home.data.batch.name}` : 'Batch live class');

  // The batch's answer decides (the member's seat); its content answers the same way for the same reasons.
  const refused = [home.error, content.error].find((error) => [403, 404].includes(errorStatus(error) ?? 0));
  if (refused) return <ErrorPanel status={errorStatus(refused) ?? 404} message={errorMessage(refused)} />;
  if (home.data && content.data) return <BatchFrame home={home.data} course={content.data} batch={batch} />;
  if (home.isLoading || content.isLoading || (home.data && content.isUninitialized))
    return (
      <Frame>
        <SkeletonList rows={4} label="Memuat materi batch…" />
      </Frame>
    );
  const failed = home.error ? home : content;
  return (
    <Frame>
      <ErrorState
        title="Materi batch belum dapat dimuat"
        message={errorMessage(failed.error)}
        onRetry={() => void failed.refetch()}
      />
    </Frame>
  );
}
