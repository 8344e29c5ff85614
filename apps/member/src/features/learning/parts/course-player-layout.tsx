/**
 * /member/kelas/{courseSlug} and its pages (spec §2, decision 0020): the player's frame for a course — the course,
 * the member's progress and the outline with the course exam — around the page of the moment (overview, modules, a
 * material, a quiz, the exam, the discussions).
 */
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import type { CoursePlayer } from '@akademi-siber/util-contracts';
import {
  Badge,
  Button,
  Container,
  EmptyState,
  ErrorState,
  SkeletonList,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useGetCoursePlayerQuery } from '../data/learning-api';
import { COURSE_LABELS, coursePlayerPaths, type PlayerContextValue } from './player-context';
import { ExamOutline, PlayerFrame } from './player-frame';

function CourseFrame({ course }: { course: CoursePlayer }) {
  const player = useMemo<PlayerContextValue>(
    () => ({ course, paths: coursePlayerPaths(course.slug), labels: COURSE_LABELS }),
    [course],
  );
  return (
    <PlayerFrame
      player={player}
      breadcrumb={
        <>
          <Link to="/member/kelas-saya">Kelas Saya</Link> / {course.title}
        </>
      }
      title={course.title}
      badge={course.completedAt && <Badge $tone="success">Selesai</Badge>}
      subtitle={`Pengajar: ${course.authorName}`}
      progressLabel={`Progres kelas ${course.title}`}
      tests={<ExamOutline course={course} examPath={player.paths.exam} />}
    />
  );
}

export function CoursePlayerLayout() {
  const { courseSlug = '' } = useParams();
  const { data: course, isLoading, error, refetch } = useGetCoursePlayerQuery(courseSlug);
  usePageTitle(course?.title ?? 'Kelas');
  if (isLoading) {
    return (
      <Container style={{ paddingBlock: 32 }}>
        <SkeletonList rows={4} label="Memuat kelas…" />
      </Container>
    );
  }
  if (error || !course) {
    const status = errorStatus(error);
    return (
      <Container style={{ paddingBlock: 32 }} $maxWidth="720px">
        {status === 403 ? (
          <EmptyState
            title="Kamu belum terdaftar di kelas ini"
            description={errorMessage(error)}
            action={
              <Button as={Link} to={`/belajar-online/${encodeURIComponent(courseSlug)}`}>
                Lihat halaman kelas
              </Button>
            }
          />
        ) : status === 404 ? (
          <EmptyState
            title="Kelas tidak ditemukan"
            description="Alamat kelas ini tidak ada atau kelasnya sudah tidak diterbitkan."
            action={
              <Button as={Link} to="/member/kelas-saya">
                Ke Kelas Saya
              </Button>
            }
          />
        ) : (
          <ErrorState title="Kelas belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />
        )}
      </Container>
    );
  }
  return <CourseFrame course={course} />;
}
