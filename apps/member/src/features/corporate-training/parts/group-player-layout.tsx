/**
 * The course player's frame for a corporate-training group (decision 0044), as a live-class batch's (decision
 * 0041): the group's content with the group's breadcrumb, the content's tests in the outline, and every link under
 * the group's own path. Not a member of the group (403) and not found (404) show the app's error page, as the group
 * home does; a group without content yet says so.
 */
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { Container, EmptyState, ErrorState, SkeletonList, usePageTitle } from '@akademi-siber/ui-design-system';
import type { CoursePlayer, MemberGroupHome } from '@akademi-siber/util-contracts';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PlayerFrame, useGetCoursePlayerQuery, type PlayerContextValue } from '../../learning';
import { BatchTestsOutline } from '../../liveclass-batch';
import { useGetMemberTrainingGroupQuery, type MemberGroupArgs } from '../data/corporate-training-api';
import { GROUP_LABELS, groupHomePath, groupPlayerPaths, useGroupRef, useGroupTests } from './group-learning';

function GroupTestsOutline({ course, home }: { course: CoursePlayer; home: string }) {
  const tests = useGroupTests(course);
  return <BatchTestsOutline tests={tests} home={home} />;
}

function GroupFrame({ home, course, group }: { home: MemberGroupHome; course: CoursePlayer; group: MemberGroupArgs }) {
  const player = useMemo<PlayerContextValue>(
    () => ({ course, paths: groupPlayerPaths(group, course), labels: GROUP_LABELS }),
    [course, group],
  );
  return (
    <PlayerFrame
      player={player}
      breadcrumb={
        <>
          <Link to="/member/kelas-saya">Kelas Saya</Link>
          {' / '}
          <Link to="/member/corporate-training">Pelatihan korporat</Link>
          {' / '}
          <Link to={player.paths.home}>{home.group.name}</Link>
        </>
      }
      title={home.training.title}
      subtitle={
        `${home.group.name} · ${home.companyName}` + (home.instructor ? ` · Instruktur: ${home.instructor.name}` : '')
      }
      progressLabel={`Progres belajar ${home.group.name}`}
      tests={<GroupTestsOutline course={course} home={player.paths.home} />}
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

export function GroupPlayerLayout() {
  const group = useGroupRef();
  const home = useGetMemberTrainingGroupQuery(group);
  const contentSlug = home.data?.contentSlug;
  const content = useGetCoursePlayerQuery(contentSlug ?? '', { skip: !contentSlug });
  usePageTitle(home.data ? `${home.data.training.title} — ${home.data.group.name}` : 'Pelatihan korporat');

  // The group's answer decides (the member's seat); its content answers the same way for the same reasons.
  const refused = [home.error, content.error].find((error) => [403, 404].includes(errorStatus(error) ?? 0));
  if (refused) return <ErrorPanel status={errorStatus(refused) ?? 404} message={errorMessage(refused)} />;
  if (home.data && !home.data.contentSlug)
    return (
      <Frame>
        <EmptyState
          title="Materi grup belum tersedia"
          description="Materi, kuis, dan diskusi tampil di sini setelah instruktur grup ini siap."
          action={<Link to={groupHomePath(group)}>Kembali ke grup</Link>}
        />
      </Frame>
    );
  if (home.data && content.data) return <GroupFrame home={home.data} course={content.data} group={group} />;
  if (home.isLoading || content.isLoading || (home.data && content.isUninitialized))
    return (
      <Frame>
        <SkeletonList rows={4} label="Memuat materi grup…" />
      </Frame>
    );
  const failed = home.error ? home : content;
  return (
    <Frame>
      <ErrorState
        title="Materi grup belum dapat dimuat"
        message={errorMessage(failed.error)}
        onRetry={() => void failed.refetch()}
      />
    </Frame>
  );
}
