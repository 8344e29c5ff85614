/**
 * The course player's frame for content an owner holds (decisions 0041, 0044, 0045, 0046): a live-class batch's, a
 * corporate-training group's or a corporate program learning item's content (a course record the owner owns, served
 * by the course player's endpoints under its `contentSlug`) with the owner's breadcrumb, a cohort's tests and
 * attendance certificate in the outline instead of a course exam (an item keeps its content's exam), and every link
 * under the owner's own pages. The owner's layout asks for its home and says what it shows (`CohortView`); not in the
 * cohort or the program (403) and not found (404) show the app's error page, as the home does, and a group without
 * content yet says so.
 */
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { Container, EmptyState, ErrorState, SkeletonList, usePageTitle } from '@akademi-siber/ui-design-system';
import type { CoursePlayer, MemberBatchHome } from '@akademi-siber/util-contracts';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ExamOutline,
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
  contentOwnerPagePath,
  useBatchRef,
  type BatchRef,
  type ContentOwnerRef,
} from './cohort-paths';
import { CohortViewContext, isCohortFrameView, type CohortFrameView, type CohortView } from './cohort-view';

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

/** A cohort's tests and attendance certificate; a program item's content exam, as a course shows it. */
function OwnerTests({ view, course, examPath }: { view: CohortView; course: CoursePlayer; examPath: string }) {
  if (!isCohortFrameView(view)) return <ExamOutline course={course} examPath={examPath} title="Ujian" />;
  return (
    <>
      <BatchTestsOutline tests={view.learning.tests} home={contentOwnerPagePath(view.cohort)} />
      <CertificateOutline view={view} />
    </>
  );
}

function CohortFrame({ view, course }: { view: CohortView; course: CoursePlayer }) {
  const player = useMemo<PlayerContextValue>(
    () => ({ course, paths: cohortPlayerPaths(view.cohort, course), labels: cohortPlayerLabels(view.cohort) }),
    [course, view.cohort],
  );
  const { root } = cohortWords(view.cohort);
  return (
    <CohortViewContext.Provider value={view}>
      <PlayerFrame
        player={player}
        breadcrumb={
          <>
            <Link to={root.to}>{root.label}</Link>
            {' / '}
            <Link to={view.parent.to}>{view.parent.label}</Link>
            {' / '}
            <Link to={player.paths.home}>{view.name}</Link>
          </>
        }
        title={view.title}
        subtitle={view.subtitle}
        progressLabel={`Progres belajar ${view.name}`}
        tests={<OwnerTests view={view} course={course} examPath={player.paths.exam} />}
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
export function CohortPlayerLayout<Home, Ref extends ContentOwnerRef>({
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
  const contentSlug = view?.contentSlug;
  const content = useGetCoursePlayerQuery(contentSlug ?? '', { skip: !contentSlug });
  // A program item is both the title and the name.
  usePageTitle(view ? (view.title === view.name ? view.title : `${view.title} — ${view.name}`) : words.pageTitle);

  // The cohort's answer decides (the member's seat); its content answers the same way for the same reasons.
  const refused = [home.error, content.error].find((error) => [403, 404].includes(errorStatus(error) ?? 0));
  if (refused) return <ErrorPanel status={errorStatus(refused) ?? 404} message={errorMessage(refused)} />;
  if (view && !view.contentSlug)
    return (
      <Frame>
        <EmptyState
          title={`Materi ${words.noun} belum tersedia`}
          description={
            `Materi, kuis, dan diskusi tampil di sini setelah ` +
            `${words.teacher.toLowerCase()} ${words.noun} ini siap.`
          }
          action={<Link to={contentOwnerPagePath(cohort)}>Kembali ke {words.back}</Link>}
        />
      </Frame>
    );
  if (view && content.data) return <CohortFrame view={view} course={content.data} />;
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
  contentSlug: home.learning.contentSlug,
  learning: home.learning,
});

/** The frame around a live-class batch's learning pages (decision 0041). */
export function BatchPlayerLayout() {
  const batch = useBatchRef();
  return <CohortPlayerLayout cohort={batch} home={useGetMemberBatchQuery(batch)} toView={batchView} />;
}
