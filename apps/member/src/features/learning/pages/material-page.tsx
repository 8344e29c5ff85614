/**
 * /member/kelas/{courseSlug}/materi/{idHashMaterial} (spec §2, decision 0020), and a batch's
 * `modul/{moduleSlug}/materi/{idHashMaterial}` (decision 0041): one material — a video streamed as
 * HLS (resumes at the saved position, done when watched to the end), an article (Markdown), a file to download
 * (the token helper of decision 0011, with the spec's download-failure message) or a link — with "mark as done" and
 * previous / next. Opening a material makes it the one the course resumes at, on any device.
 */
import { errorMessage } from '@akademi-siber/data-access-api';
import { useSession } from '@akademi-siber/data-access-auth';
import { useTokenDownload } from '@akademi-siber/feature-app-frame';
import { HlsVideo } from '@akademi-siber/feature-app-frame/hls-video';
import {
  Badge,
  Button,
  Card,
  ErrorState,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
  useToast,
} from '@akademi-siber/ui-design-system';
import { Markdown } from '@akademi-siber/ui-design-system/markdown';
import type { MaterialProgressResult, PlayerMaterial } from '@akademi-siber/util-contracts';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useGetPlayerMaterialQuery, useSaveMaterialProgressMutation } from '../data/learning-api';
import { materialFileDownload } from '../parts/material-file';
import { usePlayer } from '../parts/player-context';
import { KIND_LABELS } from '../parts/player-frame';
import { formatDuration } from '@akademi-siber/util-format';

/** The author's Markdown, rendered and sanitised by the design system (decision 0054); its `#` is an h3 here. */
function ArticleBody({ body }: { body: string | null }) {
  if (!body?.trim()) return <Text $muted>Artikel ini belum memiliki isi.</Text>;
  return <Markdown source={body} headingLevel={3} />;
}

function FileDownload({ courseSlug, material }: { courseSlug: string; material: PlayerMaterial }) {
  const { download, isPreparing } = useTokenDownload();
  if (!material.fileName) return <Text $muted>Berkas materi ini belum tersedia.</Text>;
  return (
    <Stack $gap={3}>
      <Text>Unduh berkas materi lalu pelajari di perangkatmu.</Text>
      <div>
        <Button
          onClick={() => void download(...materialFileDownload(courseSlug, material.hashId))}
          disabled={isPreparing}
          aria-busy={isPreparing}
        >
          {isPreparing ? 'Menyiapkan unduhan…' : `Unduh ${material.fileName}`}
        </Button>
      </div>
    </Stack>
  );
}

function LinkMaterial({ material }: { material: PlayerMaterial }) {
  if (!material.linkUrl) return <Text $muted>Tautan materi ini belum tersedia.</Text>;
  return (
    <Stack $gap={3}>
      <Text>
        Materi ini berupa latihan di situs lain. Tautan dibuka di tab baru; kembali ke sini untuk menandai selesai.
      </Text>
      <div>
        <Button as="a" href={material.linkUrl} target="_blank" rel="noopener noreferrer">
          Buka latihan (tab baru)
        </Button>
      </div>
    </Stack>
  );
}

function completionMessage(result: MaterialProgressResult): string {
  const award = result.pointsAwarded > 0 ? ` +${result.pointsAwarded} poin, +${result.xpAwarded} XP.` : '';
  return `Materi selesai.${award}`;
}

export function MaterialPage() {
  const { course, paths, labels } = usePlayer();
  const { idHashMaterial = '', moduleSlug } = useParams();
  const { token } = useSession();
  const toast = useToast();
  // `currentData`, not `data`: while the next material loads, the previous one must not stay on screen under the new
  // address (its "Tandai selesai" would mark the wrong material, and it would be recorded as the one opened).
  const {
    currentData: material,
    isFetching,
    error,
    refetch,
  } = useGetPlayerMaterialQuery({ courseSlug: course.slug, hashId: idHashMaterial });
  const [saveProgress, { isLoading: isSaving, data: lastResult }] = useSaveMaterialProgressMutation();
  usePageTitle(material ? `${material.title} · ${course.title}` : course.title);

  // Opening a material makes it the one the course resumes at (once per material).
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!material || opened.current === material.hashId) return;
    opened.current = material.hashId;
    void saveProgress({
      courseSlug: course.slug,
      hashId: material.hashId,
      body: { position_seconds: material.positionSeconds },
    });
  }, [material, course.slug, saveProgress]);

  async function markDone(position: number) {
    if (!material) return;
    try {
      const result = await saveProgress({
        courseSlug: course.slug,
        hashId: material.hashId,
        body: { position_seconds: position, completed: true },
      }).unwrap();
      if (!material.done)
        toast.show({ id: 'materi-selesai', title: 'Berhasil', variant: 'success', message: completionMessage(result) });
    } catch (failure) {
      toast.show({ id: 'materi-selesai', message: errorMessage(failure) });
    }
  }

  if (!material && isFetching) return <SkeletonList rows={3} label="Memuat materi…" />;
  if (error || !material)
    return (
      <ErrorState title="Materi belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />
    );

  // A batch's address names the module too: one that names another module goes to the material's own address.
  if (moduleSlug !== undefined && moduleSlug !== material.moduleSlug)
    return <Navigate replace to={paths.material(material.hashId, material.moduleSlug)} />;

  const done = material.done;
  return (
    <Stack $gap={5} as="article" aria-labelledby="judul-materi">
      <Stack $gap={2}>
        <Text $size="sm" $muted>
          {material.moduleTitle}
        </Text>
        <Heading level={2} id="judul-materi">
          {material.title}
        </Heading>
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone="info">{KIND_LABELS[material.kind]}</Badge>
          <Badge $tone="neutral">{formatDuration(material.durationSeconds, { belowOneMinute: '< 1 menit' })}</Badge>
          {done && <Badge $tone="success">Selesai</Badge>}
        </Stack>
      </Stack>

      <Card>
        {material.kind === 'video' &&
          (material.hlsUrl ? (
            <HlsVideo
              key={material.hashId}
              src={material.hlsUrl}
              token={token}
              title={material.title}
              startAt={material.positionSeconds}
              onPosition={(seconds) =>
                void saveProgress({
                  courseSlug: course.slug,
                  hashId: material.hashId,
                  body: { position_seconds: seconds },
                })
              }
              onEnded={(seconds) => void markDone(seconds)}
            />
          ) : (
            <Text $muted>Video materi ini belum tersedia.</Text>
          ))}
        {material.kind === 'article' && <ArticleBody body={material.body} />}
        {material.kind === 'file' && <FileDownload courseSlug={course.slug} material={material} />}
        {material.kind === 'link' && <LinkMaterial material={material} />}
      </Card>

      {lastResult?.courseCompleted && lastResult.certificateNumber && (
        <Notice $tone="success" role="status">
          Selamat! Kelas ini selesai dan sertifikatmu sudah terbit.{' '}
          <Link to={paths.certificate(lastResult.certificateNumber)}>Lihat sertifikat</Link>
        </Notice>
      )}
      {lastResult && !lastResult.courseCompleted && lastResult.progress === 100 && course.hasExam && (
        <Notice $tone="info" role="status">
          Semua materi selesai. Kerjakan <Link to={paths.exam}>{labels.exam}</Link> untuk mendapatkan sertifikat.
        </Notice>
      )}

      <Stack $direction="row" $justify="space-between" $gap={3} $wrap>
        {material.previous ? (
          <Button
            as={Link}
            to={paths.material(material.previous.hashId)}
            $variant="secondary"
            aria-label={`Materi sebelumnya: ${material.previous.title}`}
          >
            ← Sebelumnya
          </Button>
        ) : (
          <span />
        )}
        <Stack $direction="row" $gap={3} $wrap>
          {!done && (
            <Button onClick={() => void markDone(material.positionSeconds)} disabled={isSaving} $variant="secondary">
              Tandai selesai
            </Button>
          )}
          {material.next && (
            <Button
              as={Link}
              to={paths.material(material.next.hashId)}
              aria-label={`Materi berikutnya: ${material.next.title}`}
            >
              Berikutnya →
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
