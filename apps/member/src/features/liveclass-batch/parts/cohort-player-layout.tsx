/**
 * The course player's frame for a cohort (decisions 0041, 0044, 0045): a live-class batch's or a corporate-training
 * group's content (a course record the cohort owns, served by the course player's endpoints under its `contentSlug`)
 * with the cohort's breadcrumb, its tests and attendance certificate in the outline instead of a course exam, and
 * every link under the cohort's own pages. The owner's layout asks for its home and says what it shows
 * (`CohortView`); not in the cohort (403) and not found (404) show the app's error page, as the home does, and a
 * group without content yet says so.
 */
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { Container, EmptyState, ErrorState, SkeletonList, usePageTitle } from '@akademi-siber/ui-design-system';
import {
  memberCohortPagePath,
  type CoursePlayer,
  type MemberBatchHome,
  type MemberBatchLearning,
  type MemberCohortRef,
} from '@akademi-siber/util-contracts';
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
import { BatchTestsOutline } from './batch-tests';
import {
  cohortCertificatePath,
  cohortPlayerLabels,
  cohortPlayerPaths,
  cohortWords,
  useBatchRef,
  type BatchRef,
} from './cohort-paths';
import { CohortViewContext, type CohortFrameView, type CohortView } from './cohort-view';

function CertificateOutline({ view }: { view: CohortFrameView }) {
  const { number } = view.learning.certificate;
  return (
    <OutlineSection id="sertifikat-outline" title="Sertifikat">
      <OutlineList>
        <li>
          <OutlineEntry
            to={cohortCertificatePath(view.cohort, number)}
            done={number !== null}
            title="Sertifikat kehadiran"
            detail={number ? 'Sudah terbit' : 'Belum terbit: lihat syaratnya'}
          />
        </li>
      </OutlineList>
    </OutlineSection>
  );
}

function CohortFrame({
  home,
  learning,
  course,
}: {
  home: CohortView;
  learning: MemberBatchLearning;
  course: CoursePlayer;
}) {
  const view = useMemo<CohortFrameView>(() => ({ ...home, learning }), [home, learning]);
  const player = useMemo<PlayerContextValue>(
    () => ({ course, paths: cohortPlayerPaths(view.cohort, course), labels: cohortPlayerLabels(view.cohort) }),
    [course, view.cohort],
  );
  return (
    <CohortViewContext.Provider value={view}>
      <PlayerFrame
        player={player}
        breadcrumb={
          <>
            <Link to="/member/kelas-saya">Kelas Saya</Link>
            {' / '}
            <Link to={view.parent.to}>{view.parent.label}</Link>
            {' / '}
            <Link to={player.paths.home}>{view.name}</Link>
          </>
        }
        title={view.title}
        subtitle={view.subtitle}
        progressLabel={`Progres belajar ${view.name}`}
        tests={
          <>
            <BatchTestsOutline tests={view.learning.tests} home={player.paths.home} />
            <CertificateOutline view={view} />
          </>
        }
      />
    </CohortViewContext.Provider>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="960px">
      {children}
    </Container>
  );
}

/** The owner's home query, as far as the frame needs it. */
export interface CohortHomeQuery<Home> {
  data?: Home;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The frame of one cohort: `home` is the owner's home query, `toView` what the frame shows of its answer (a function
 * that stays the same, so the view is made again only when the answer changes).
 */
export function CohortPlayerLayout<Home, Ref extends MemberCohortRef>({
  cohort,
  home,
  toView,
}: {
  cohort: Ref;
  home: CohortHomeQuery<Home>;
  toView: (home: Home, cohort: Ref) => CohortView;
}) {
  const words = cohortWords(cohort);
  const { data } = home;
  const view = useMemo(() => (data === undefined ? undefined : toView(data, cohort)), [data, cohort, toView]);
  const contentSlug = view?.learning?.contentSlug;
  const content = useGetCoursePlayerQuery(contentSlug ?? '', { skip: !contentSlug });
  usePageTitle(view ? `${view.title} — ${view.name}` : words.pageTitle);

  // The cohort's answer decides (the member's seat); its content answers the same way for the same reasons.
  const refused = [home.error, content.error].find((error) => [403, 404].includes(errorStatus(error) ?? 0));
  if (refused) return <ErrorPanel status={errorStatus(refused) ?? 404} message={errorMessage(refused)} />;
  if (view && !view.learning)
    return (
      <Frame>
        <EmptyState
          title={`Materi ${words.noun} belum tersedia`}
          description={
            `Materi, kuis, dan diskusi tampil di sini setelah ` +
            `${words.teacher.toLowerCase()} ${words.noun} ini siap.`
          }
          action={<Link to={memberCohortPagePath(cohort)}>Kembali ke {words.noun}</Link>}
        />
      </Frame>
    );
  if (view?.learning && content.data) return <CohortFrame home={view} learning={view.learning} course={content.data} />;
  if (home.isLoading || content.isLoading || (view && content.isUninitialized))
    return (
      <Frame>
        <SkeletonList rows={4} label={`Memuat materi ${words.noun}…`} />
      </Frame>
    );
  const failed = home.error ? home : content;
  return (
    <Frame>
      <ErrorState
        title={`Materi ${words.noun} belum dapat dimuat`}
        message={errorMessage(failed.error)}
        onRetry={() => void failed.refetch()}
      />
    </Frame>
  );
}

const batchView = (home: MemberBatchHome, batch: BatchRef): CohortView => ({
  cohort: batch,
  title: home.liveClass.title,
  name: home.batch.name,
  subtitle: `${home.batch.name} · Pengajar: ${home.liveClass.instructor}`,
  parent: { label: home.liveClass.title, to: '/member/liveclass' },
  learning: home.learning,
});

/** The frame around a live-class batch's learning pages (decision 0041). */
export function BatchPlayerLayout() {
  const batch = useBatchRef();
  return <CohortPlayerLayout cohort={batch} home={useGetMemberBatchQuery(batch)} toView={batchView} />;
}
