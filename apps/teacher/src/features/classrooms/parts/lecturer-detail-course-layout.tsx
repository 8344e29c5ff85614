/**
 * lecturer-detail-course: one online course inside a classroom
 * (/teacher/classroom/{classroomSlug}/online-course/detail/{onlineCourseSlug}): full width for the progress
 * table, with the way back to the classroom and the course's summary on top.
 */
import { Outlet, useOutletContext, useParams } from 'react-router-dom';
import type { ApiError } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { Badge, Container, ErrorState, Heading, SkeletonList, Stack, Text } from '@akademi-siber/ui-design-system';
import type { ClassroomCourseDetail } from '@akademi-siber/util-contracts';
import { useGetClassroomCourseQuery } from '../data/classrooms-api';
import { Band, Breadcrumbs } from '../../../layout/band';
import { TeacherFrame } from '../../../layout/teacher-chrome';

export function useClassroomCourse(): ClassroomCourseDetail {
  return useOutletContext<ClassroomCourseDetail>();
}

function CourseContent() {
  const { classroomSlug = '', onlineCourseSlug = '' } = useParams();
  const { data, isLoading, error, refetch } = useGetClassroomCourseQuery({
    slug: classroomSlug,
    courseSlug: onlineCourseSlug,
  });
  if (isLoading) {
    return (
      <Container style={{ paddingBlock: 32 }}>
        <SkeletonList rows={4} />
      </Container>
    );
  }
  if (error || !data) {
    const { status, message } = (error ?? {}) as Partial<ApiError>;
    if (status === 404) return <ErrorPanel status={404} message={message} />;
    return (
      <Container style={{ paddingBlock: 32 }}>
        <ErrorState title="Kelas online belum dapat dimuat" message={message ?? ''} onRetry={() => void refetch()} />
      </Container>
    );
  }
  const classroomPath = `/teacher/classroom/${data.classroom.slug}`;
  return (
    <>
      <Band>
        <Breadcrumbs
          items={[
            { label: 'Classroom', to: '/teacher/classroom' },
            { label: data.classroom.name, to: `${classroomPath}/online-course` },
            { label: data.course.title },
          ]}
        />
        <Stack $gap={1}>
          <Heading level={1}>{data.course.title}</Heading>
          <Stack $direction="row" $gap={2} $wrap>
            <Badge $tone="info">{data.course.level}</Badge>
            <Badge>{data.course.category}</Badge>
            <Text $muted $size="sm">
              {data.course.materials} materi
            </Text>
          </Stack>
        </Stack>
      </Band>
      <Outlet context={data} />
    </>
  );
}

export function LecturerDetailCourseLayout() {
  return (
    <TeacherFrame name="lecturer-detail-course" sidebar={false}>
      <CourseContent />
    </TeacherFrame>
  );
}
