/**
 * The frame of the course builder's pages (/author/kelas/{courseSlug}/…, decision 0053): the way back, the course's
 * title and state, and its menu — Ringkasan, Pengaturan, Materi, Kuis & Ujian, Diskusi — as links. The course comes
 * from one cached call for every page; a 404 (not the caller's course) is the area's error page.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Badge,
  Container,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
  type BadgeTone,
} from '@akademi-siber/ui-design-system';
import { SectionMenu } from '@akademi-siber/ui-design-system/section-menu';
import type { BuiltCourse, CourseState } from '@akademi-siber/util-contracts';
import { useGetBuiltCourseQuery } from '../data/builder-api';

export const STATE_LABELS: Readonly<Record<CourseState, { label: string; tone: BadgeTone }>> = {
  draft: { label: 'Draf', tone: 'neutral' },
  in_review: { label: 'Sedang ditinjau', tone: 'warning' },
  returned: { label: 'Dikembalikan', tone: 'danger' },
  published: { label: 'Terbit', tone: 'success' },
};

export const builderPath = (slug: string, segment = '') =>
  `/author/kelas/${encodeURIComponent(slug)}${segment ? `/${segment}` : ''}`;

const SECTIONS = [
  { segment: '', label: 'Ringkasan' },
  { segment: 'pengaturan', label: 'Pengaturan' },
  { segment: 'materi', label: 'Materi' },
  { segment: 'kuis', label: 'Kuis & Ujian' },
  { segment: 'diskusi', label: 'Diskusi' },
] as const;

export function CourseFrame({
  pageTitle,
  children,
}: {
  pageTitle: string;
  children: (course: BuiltCourse) => ReactNode;
}) {
  const { courseSlug = '' } = useParams();
  // Fresh on every section: an admin's decision changes the state while the author's tab stays open.
  const query = useGetBuiltCourseQuery(courseSlug, { refetchOnMountOrArgChange: true });
  const course = query.data;
  usePageTitle(course ? `${pageTitle} — ${course.settings.title}` : null, 'Author');
  const status = errorStatus(query.error);
  if (status === 403 || status === 404) return <ErrorPanel status={status} message={errorMessage(query.error)} />;
  const state = course ? STATE_LABELS[course.state] : null;

  return (
    <Container style={{ paddingBlock: 32 }}>
      {query.isLoading ? (
        <SkeletonList rows={5} />
      ) : query.error || !course || !state ? (
        <ErrorState
          title="Kelas belum dapat dimuat"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack $gap={6}>
          <Stack $gap={2}>
            <Text $size="sm">
              <Link to="/author">Kelas saya</Link> / {course.settings.title}
            </Text>
            <Heading level={1} style={{ overflowWrap: 'anywhere' }}>
              {course.settings.title}
            </Heading>
            <Stack $direction="row" $gap={2} style={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Badge $tone={state.tone}>{state.label}</Badge>
              {course.hasWorkingCopy && <Badge $tone="info">Ada perubahan yang belum terbit</Badge>}
              {course.version > 0 && <Text $muted>Versi terbit: {course.version}</Text>}
            </Stack>
          </Stack>
          <SectionMenu
            label="Menu kelas"
            items={SECTIONS.map((section) => ({
              to: builderPath(course.slug, section.segment),
              label: section.label,
              end: section.segment === '',
            }))}
          />
          {children(course)}
        </Stack>
      )}
    </Container>
  );
}
