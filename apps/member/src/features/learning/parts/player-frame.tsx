/**
 * The course player's frame (decision 0020), for whoever owns the content — a course or a live-class batch (decision
 * 0041): the header with the member's progress, the outline of modules, materials and quizzes, then the owner's own
 * tests and the discussion entry, around the page of the moment. Desktop: the outline beside the page; mobile: below.
 */
import type { CoursePlayer, PlayerOutlineMaterial } from '@akademi-siber/util-contracts';
import { Container, Heading, media, ProgressBar, Stack, Text } from '@akademi-siber/ui-design-system';
import { formatDuration, formatNumber } from '@akademi-siber/util-format';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import type { PlayerContextValue } from './player-context';

export const KIND_LABELS: Record<PlayerOutlineMaterial['kind'], string> = {
  video: 'Video',
  article: 'Artikel',
  file: 'Berkas',
  link: 'Tautan',
};

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

/** The entries of one outline section. */
export const OutlineList = styled.ol`
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

/** One line of the outline: a mark (✓ when done, else its own sign), the title and a short detail under it. */
export function OutlineEntry({
  to,
  title,
  detail,
  done = false,
  sign = '',
}: {
  to: string;
  title: ReactNode;
  detail?: ReactNode;
  done?: boolean;
  sign?: string;
}) {
  return (
    <OutlineLink to={to}>
      <Mark $done={done} aria-hidden="true">
        {done ? '✓' : sign}
      </Mark>
      <span>
        {title}
        {detail !== undefined && (
          <Text as="span" $size="xs" $muted style={{ display: 'block' }}>
            {detail}
          </Text>
        )}
      </span>
    </OutlineLink>
  );
}

/** A titled group of the outline (a module, the tests, the discussions). */
export function OutlineSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack $gap={2}>
        <Text as="h3" id={id} $weight="semibold" $size="sm">
          {title}
        </Text>
        {children}
      </Stack>
    </section>
  );
}

/** The content's exam in the outline, where the content has one: locked until every material is done. */
export function ExamOutline({
  course,
  examPath,
  title = 'Ujian kelas',
}: {
  course: CoursePlayer;
  examPath: string;
  title?: string;
}) {
  if (!course.hasExam) return null;
  const detail =
    course.progress < 100
      ? 'Terkunci: selesaikan semua materi untuk membuka ujian'
      : course.completedAt
        ? 'Lulus'
        : 'Terbuka';
  return (
    <OutlineSection id="ujian-akhir" title="Ujian akhir">
      <OutlineEntry to={examPath} done={course.completedAt !== null} title={title} detail={detail} />
    </OutlineSection>
  );
}

function Outline({ player, tests }: { player: PlayerContextValue; tests: ReactNode }) {
  const { course, paths } = player;
  return (
    <nav aria-label="Daftar materi kelas">
      <Stack $gap={4}>
        {course.modules.map((module) => {
          const hasFiles = module.materials.some((item) => item.kind === 'file');
          return (
            <OutlineSection
              key={module.slug}
              id={`modul-${module.slug}`}
              title={`Modul ${module.order}: ${module.title}`}
            >
              <OutlineList>
                {module.materials.map((item) => (
                  <li key={item.hashId}>
                    <OutlineEntry
                      to={paths.material(item.hashId)}
                      done={item.done}
                      title={item.title}
                      detail={
                        `${KIND_LABELS[item.kind]} · ` +
                        formatDuration(item.durationSeconds, { belowOneMinute: '< 1 menit' }) +
                        (item.done ? ' · selesai' : '')
                      }
                    />
                  </li>
                ))}
                {paths.moduleFiles && hasFiles && (
                  <li>
                    <OutlineEntry to={paths.moduleFiles(module.slug)} sign="↓" title={`Berkas modul ${module.order}`} />
                  </li>
                )}
                {module.hasQuiz && (
                  <li>
                    <OutlineEntry to={paths.quiz(module.slug)} sign="?" title={`Kuis modul ${module.order}`} />
                  </li>
                )}
              </OutlineList>
            </OutlineSection>
          );
        })}
        {tests}
        <OutlineSection id="diskusi-outline" title="Diskusi">
          <OutlineEntry to={paths.createDiscussion} sign="+" title="Tanya di diskusi kelas" />
        </OutlineSection>
      </Stack>
    </nav>
  );
}

export interface PlayerFrameProps {
  player: PlayerContextValue;
  /** The trail above the title (Kelas Saya / …). */
  breadcrumb: ReactNode;
  title: string;
  /** Beside the title (the "Selesai" badge). */
  badge?: ReactNode;
  /** Under the title (the instructor, the batch). */
  subtitle: ReactNode;
  progressLabel: string;
  /** The outline's part after the modules: the course exam, or the batch's tests. */
  tests: ReactNode;
}

export function PlayerFrame({ player, breadcrumb, title, badge, subtitle, progressLabel, tests }: PlayerFrameProps) {
  const { course } = player;
  return (
    <Container style={{ paddingBlock: 24 }} $maxWidth="1280px">
      <Stack $gap={6}>
        <Stack $gap={3}>
          <Text $size="sm" $muted>
            {breadcrumb}
          </Text>
          <Stack $direction="row" $gap={3} $align="center" $wrap>
            <Heading level={1} style={{ margin: 0 }}>
              {title}
            </Heading>
            {badge}
          </Stack>
          <Text $muted $size="sm">
            {subtitle}
          </Text>
          <Stack $gap={1} style={{ maxWidth: 520 }}>
            <ProgressBar value={course.progress} label={progressLabel} hideLabel />
            <Text $size="sm">
              {course.completedMaterials} dari {course.totalMaterials} materi selesai ({formatNumber(course.progress)}%)
            </Text>
          </Stack>
        </Stack>
        <Columns>
          <div style={{ minWidth: 0 }}>
            <Outlet context={player} />
          </div>
          <Aside aria-label="Materi kelas">
            <Outline player={player} tests={tests} />
          </Aside>
        </Columns>
      </Stack>
    </Container>
  );
}
