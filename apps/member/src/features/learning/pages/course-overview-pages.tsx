/**
 * The course player's overview pages (decision 0020): `/member/kelas/{slug}` — continue where you left off (the
 * material and the video position saved on any device), the certificate once the course is done — and
 * `…/modul`, every module with its materials (also a batch's `modul`, decision 0041); `…/modul/{moduleSlug}/materi`
 * opens the module's first material not done yet.
 */
import { Badge, Button, Card, EmptyState, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import { Link, Navigate, useParams } from 'react-router-dom';
import { usePlayer } from '../parts/player-context';
import { KIND_LABELS } from '../parts/player-frame';
import { PlayerOverview } from '../parts/player-overview';
import { formatDuration } from '@akademi-siber/util-format';

export function CourseOverviewPage() {
  return <PlayerOverview />;
}

export function CourseModulesPage() {
  const { course, paths } = usePlayer();
  return (
    <Stack $gap={5}>
      <Heading level={2}>Modul</Heading>
      {course.modules.length === 0 && (
        <EmptyState title="Belum ada modul" description="Pengajar sedang menyiapkan modul kelas ini." />
      )}
      {course.modules.map((module) => {
        const done = module.materials.filter((item) => item.done).length;
        const hasFiles = module.materials.some((item) => item.kind === 'file');
        return (
          <Card key={module.slug} as="section" aria-labelledby={`daftar-modul-${module.slug}`}>
            <Stack $gap={3}>
              <Stack $direction="row" $justify="space-between" $align="center" $gap={3} $wrap>
                <Heading level={3} id={`daftar-modul-${module.slug}`}>
                  Modul {module.order}: {module.title}
                </Heading>
                <Badge $tone={done === module.materials.length && done > 0 ? 'success' : 'neutral'}>
                  {done}/{module.materials.length} selesai
                </Badge>
              </Stack>
              <Stack as="ol" $gap={2} style={{ margin: 0, paddingLeft: 20 }}>
                {module.materials.map((item) => (
                  <li key={item.hashId}>
                    <Link to={paths.material(item.hashId)}>{item.title}</Link>{' '}
                    <Text as="span" $size="sm" $muted>
                      ({KIND_LABELS[item.kind]}, {formatDuration(item.durationSeconds, { belowOneMinute: '< 1 menit' })}
                      {item.done ? ', selesai' : ''})
                    </Text>
                  </li>
                ))}
              </Stack>
              <Stack $direction="row" $gap={3} $wrap>
                <Button as={Link} to={paths.moduleStart(module)} $size="sm">
                  {done === 0 ? 'Mulai modul' : 'Lanjutkan modul'}
                </Button>
                {paths.moduleFiles && hasFiles && (
                  <Button as={Link} to={paths.moduleFiles(module.slug)} $size="sm" $variant="secondary">
                    Berkas modul
                  </Button>
                )}
                {module.hasQuiz && (
                  <Button as={Link} to={paths.quiz(module.slug)} $size="sm" $variant="secondary">
                    Kuis modul
                  </Button>
                )}
              </Stack>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/** `…/modul/{moduleSlug}/materi`: the module's first material not done (or its first), else the module list. */
export function ModuleMaterialsRedirect() {
  const { course, paths } = usePlayer();
  const { moduleSlug = '' } = useParams();
  const module = course.modules.find((item) => item.slug === moduleSlug);
  const target = module?.materials.find((item) => !item.done) ?? module?.materials[0];
  return <Navigate replace to={target ? paths.material(target.hashId) : paths.modules} />;
}
