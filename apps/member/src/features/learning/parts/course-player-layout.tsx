/**
 * /member/kelas/{courseSlug} and its pages (spec §2, decision 0020): the course player's frame — the course, the
 * member's progress and the outline of modules, materials, quizzes and the exam — around the page of the moment
 * (overview, modules, a material, a quiz, the exam). Desktop: the outline beside the page; mobile: below it.
 */
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import type { CoursePlayer, PlayerOutlineMaterial } from '@akademi-siber/util-contracts';
import {
  Badge,
  Button,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  media,
  ProgressBar,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { formatDuration, formatNumber } from '@akademi-siber/util-format';
import { Link, NavLink, Outlet, useOutletContext, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetCoursePlayerQuery } from '../data/learning-api';

export const KIND_LABELS: Record<PlayerOutlineMaterial['kind'], string> = {
  video: 'Video',
  article: 'Artikel',
  file: 'Berkas',
  link: 'Tautan',
};

export const coursePath = (slug: string) => `/member/kelas/${encodeURIComponent(slug)}`;
export const materialPath = (slug: string, hashId: string) =>
  `${coursePath(slug)}/materi/${encodeURIComponent(hashId)}`;

/** What every page inside the player gets from the frame. */
export function useCoursePlayer(): CoursePlayer {
  return useOutletContext<CoursePlayer>();
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Aside = styled.aside`
  position: sticky;
  top: ${({ theme }) => theme.space[4]};
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space[4]});
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[4]};
  ${media.tablet} {
    position: static;
    max-height: none;
  }
`;

const OutlineList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const OutlineLink = styled(NavLink)`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &.active {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  margin-top: 1px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.borderStrong)};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: 12px;
  line-height: 1;
`;

function Outline({ course }: { course: CoursePlayer }) {
  const examLocked = course.progress < 100;
  return (
    <nav aria-label="Daftar materi kelas">
      <Stack $gap={4}>
        {course.modules.map((module) => (
          <section key={module.slug} aria-labelledby={`modul-${module.slug}`}>
            <Stack $gap={2}>
              <Text as="h3" id={`modul-${module.slug}`} $weight="semibold" $size="sm">
                Modul {module.order}: {module.title}
              </Text>
              <OutlineList>
                {module.materials.map((item) => (
                  <li key={item.hashId}>
                    <OutlineLink to={materialPath(course.slug, item.hashId)}>
                      <Mark $done={item.done} aria-hidden="true">
                        {item.done ? '✓' : ''}
                      </Mark>
                      <span>
                        {item.title}
                        <Text as="span" $size="xs" $muted style={{ display: 'block' }}>
                          {KIND_LABELS[item.kind]} ·{' '}
                          {formatDuration(item.durationSeconds, { belowOneMinute: '< 1 menit' })}
                          {item.done ? ' · selesai' : ''}
                        </Text>
                      </span>
                    </OutlineLink>
                  </li>
                ))}
                {module.hasQuiz && (
                  <li>
                    <OutlineLink to={`${coursePath(course.slug)}/modul/${encodeURIComponent(module.slug)}/kuis`}>
                      <Mark $done={false} aria-hidden="true">
                        ?
                      </Mark>
                      <span>Kuis modul {module.order}</span>
                    </OutlineLink>
                  </li>
                )}
              </OutlineList>
            </Stack>
          </section>
        ))}
        {course.hasExam && (
          <section aria-labelledby="ujian-akhir">
            <Stack $gap={2}>
              <Text as="h3" id="ujian-akhir" $weight="semibold" $size="sm">
                Ujian akhir
              </Text>
              <OutlineLink to={`${coursePath(course.slug)}/ujian`}>
                <Mark $done={course.completedAt !== null} aria-hidden="true">
                  {course.completedAt ? '✓' : ''}
                </Mark>
                <span>
                  Ujian kelas
                  <Text as="span" $size="xs" $muted style={{ display: 'block' }}>
                    {examLocked
                      ? 'Terkunci: selesaikan semua materi untuk membuka ujian'
                      : course.completedAt
                        ? 'Lulus'
                        : 'Terbuka'}
                  </Text>
                </span>
              </OutlineLink>
            </Stack>
          </section>
        )}
        <section aria-labelledby="diskusi-outline">
          <Stack $gap={2}>
            <Text as="h3" id="diskusi-outline" $weight="semibold" $size="sm">
              Diskusi
            </Text>
            <OutlineLink to={`${coursePath(course.slug)}/buat-diskusi`}>
              <Mark $done={false} aria-hidden="true">
                +
              </Mark>
              <span>Tanya di diskusi kelas</span>
            </OutlineLink>
          </Stack>
        </section>
      </Stack>
    </nav>
  );
}

function Header({ course }: { course: CoursePlayer }) {
  return (
    <Stack $gap={3}>
      <Text $size="sm" $muted>
        <Link to="/member/kelas-saya">Kelas Saya</Link> / {course.title}
      </Text>
      <Stack $direction="row" $gap={3} $align="center" $wrap>
        <Heading level={1} style={{ margin: 0 }}>
          {course.title}
        </Heading>
        {course.completedAt && <Badge $tone="success">Selesai</Badge>}
      </Stack>
      <Text $muted $size="sm">
        Pengajar: {course.authorName}
      </Text>
      <Stack $gap={1} style={{ maxWidth: 520 }}>
        <ProgressBar value={course.progress} label={`Progres kelas ${course.title}`} hideLabel />
        <Text $size="sm">
          {course.completedMaterials} dari {course.totalMaterials} materi selesai ({formatNumber(course.progress)}%)
        </Text>
      </Stack>
    </Stack>
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
  return (
    <Container style={{ paddingBlock: 24 }} $maxWidth="1280px">
      <Stack $gap={6}>
        <Header course={course} />
        <Columns>
          <div style={{ minWidth: 0 }}>
            <Outlet context={course} />
          </div>
          <Aside aria-label="Materi kelas">
            <Outline course={course} />
          </Aside>
        </Columns>
      </Stack>
    </Container>
  );
}
