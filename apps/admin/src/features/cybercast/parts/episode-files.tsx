/**
 * An episode's files (decisions 0049, 0052), each checked by its bytes on the API: the audio (MP3, M4A, OGG; its
 * length read by ffprobe) with its player, the cover (JPG, PNG, WebP) and an optional video (MP4, played as it is).
 */
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Card, Heading, Stack, Text, theme, useToast } from '@akademi-siber/ui-design-system';
import type { AdminCybercastEpisode } from '@akademi-siber/util-contracts';
import { useUploadAdminCybercastFileMutation, type EpisodeFileKind } from '../data/cybercast-api';

const Cover = styled.img`
  display: block;
  width: 160px;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
`;

const Video = styled.video`
  width: 100%;
  max-width: 480px;
  border-radius: ${theme.radii.md};
`;

const FILES: Record<EpisodeFileKind, { title: string; label: string; accept: string; busy: string; done: string }> = {
  audio: {
    title: 'Audio',
    label: 'Unggah audio (MP3, M4A, atau OGG; maks. 100 MB)',
    accept: 'audio/mpeg,audio/mp4,audio/ogg,.mp3,.m4a,.ogg',
    busy: 'Mengunggah dan membaca durasi…',
    done: 'Audio episode diunggah.',
  },
  cover: {
    title: 'Sampul',
    label: 'Unggah sampul (JPG, PNG, atau WebP; maks. 5 MB; persegi paling bagus)',
    accept: 'image/jpeg,image/png,image/webp',
    busy: 'Mengunggah sampul…',
    done: 'Sampul episode diunggah.',
  },
  video: {
    title: 'Video (opsional)',
    label: 'Unggah video (MP4; maks. 200 MB)',
    accept: 'video/mp4,.mp4',
    busy: 'Mengunggah dan memeriksa video…',
    done: 'Video episode diunggah.',
  },
};

function FileSection({
  episode,
  kind,
  children,
}: {
  episode: AdminCybercastEpisode;
  kind: EpisodeFileKind;
  children: ReactNode;
}) {
  const toast = useToast();
  const inputId = useId();
  const [upload, { isLoading }] = useUploadAdminCybercastFileMutation();
  const [status, setStatus] = useState<string | null>(null);
  const file = FILES[kind];
  return (
    <Card $padding={5}>
      <Stack $gap={3}>
        <Heading level={2}>{file.title}</Heading>
        {children}
        <label htmlFor={inputId}>{file.label}</label>
        <input
          id={inputId}
          type="file"
          accept={file.accept}
          disabled={isLoading}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (!chosen) return;
            setStatus(file.busy);
            upload({ id: episode.id, kind, file: chosen })
              .unwrap()
              .then(() => {
                setStatus(null);
                toast.show({ title: 'Berhasil', message: file.done, variant: 'success' });
              })
              .catch((failure: unknown) => {
                setStatus(null);
                toast.show({ message: errorMessage(failure) });
              });
          }}
        />
        {status && (
          <Text $size="sm" $muted role="status">
            {status}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function EpisodeFiles({ episode }: { episode: AdminCybercastEpisode }) {
  return (
    <Stack $gap={5}>
      <FileSection episode={episode} kind="audio">
        {episode.audioUrl ? (
          <>
            <Text>Audio terpasang, durasi {episode.durationSeconds ?? 0} detik.</Text>
            <audio controls preload="metadata" src={episode.audioUrl} aria-label="Dengarkan audio episode" />
          </>
        ) : (
          <Text $muted>Belum ada audio: episode tanpa audio tidak masuk feed podcast.</Text>
        )}
      </FileSection>
      <FileSection episode={episode} kind="cover">
        {episode.coverUrl ? (
          <Cover src={episode.coverUrl} alt="Sampul episode" />
        ) : (
          <Text $muted>Belum ada sampul.</Text>
        )}
      </FileSection>
      <FileSection episode={episode} kind="video">
        {episode.videoUrl ? (
          <Video controls preload="metadata" src={episode.videoUrl} aria-label="Tonton video episode" />
        ) : (
          <Text $muted>Tanpa video, halaman episode memutar audionya saja.</Text>
        )}
      </FileSection>
    </Stack>
  );
}
