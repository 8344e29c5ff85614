/**
 * A module's file materials with their downloads (a batch's `modul/{moduleSlug}/file`, decision 0041): each file
 * through the token helper (decision 0011), and a link to the material itself, where it is marked done.
 */
import { useTokenDownload } from '@akademi-siber/feature-app-frame';
import { Badge, Button, Card, EmptyState, Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import type { PlayerOutlineMaterial } from '@akademi-siber/util-contracts';
import { formatDuration } from '@akademi-siber/util-format';
import { Link, useParams } from 'react-router-dom';
import { materialFileDownload } from '../parts/material-file';
import { usePlayer } from '../parts/player-context';

function FileRow({ courseSlug, item, to }: { courseSlug: string; item: PlayerOutlineMaterial; to: string }) {
  const { download, isPreparing } = useTokenDownload();
  return (
    <Card as="li">
      <Stack $direction="row" $justify="space-between" $align="center" $gap={3} $wrap>
        <Stack $gap={1}>
          <Link to={to}>
            <Text as="span" $weight="semibold">
              {item.title}
            </Text>
          </Link>
          <Text $size="sm" $muted>
            {formatDuration(item.durationSeconds, { belowOneMinute: '< 1 menit' })}{' '}
            {item.done && <Badge $tone="success">Selesai</Badge>}
          </Text>
        </Stack>
        <Button
          $size="sm"
          loading={isPreparing}
          aria-label={`Unduh berkas ${item.title}`}
          onClick={() => void download(...materialFileDownload(courseSlug, item.hashId))}
        >
          Unduh
        </Button>
      </Stack>
    </Card>
  );
}

export function ModuleFilesPage() {
  const { course, paths } = usePlayer();
  const { moduleSlug = '' } = useParams();
  const module = course.modules.find((item) => item.slug === moduleSlug);
  usePageTitle(module ? `Berkas ${module.title} · ${course.title}` : course.title);
  const back = (
    <Button as={Link} to={paths.modules} $variant="secondary">
      Lihat semua modul
    </Button>
  );
  if (!module)
    return <EmptyState title="Modul tidak ditemukan" description="Modul ini tidak ada di kelas ini." action={back} />;
  const files = module.materials.filter((item) => item.kind === 'file');
  return (
    <Stack as="section" $gap={4} aria-labelledby="berkas-modul">
      <Stack $gap={1}>
        <Text $size="sm" $muted>
          Modul {module.order}: {module.title}
        </Text>
        <Heading level={2} id="berkas-modul" style={{ margin: 0 }}>
          Berkas modul
        </Heading>
      </Stack>
      {files.length === 0 ? (
        <EmptyState
          title="Modul ini tidak memiliki berkas"
          description="Materi modul ini berupa video, artikel atau tautan."
          action={back}
        />
      ) : (
        <>
          <Text $muted $size="sm">
            Unduh berkasnya lalu buka materinya untuk menandai selesai.
          </Text>
          <Stack as="ul" $gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Berkas modul">
            {files.map((item) => (
              <FileRow key={item.hashId} courseSlug={course.slug} item={item} to={paths.material(item.hashId)} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
