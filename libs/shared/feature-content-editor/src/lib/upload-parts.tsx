/**
 * The upload parts of the material form: the file picker (what is stored now, what is picked, why it cannot be sent),
 * the progress of an upload, and a video's way after it (decision 0051): waiting, transcoding in percent (the outline
 * is polled while a video is on its way), ready with its length and thumbnail, or failed with why and "Coba lagi".
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Button, Notice, ProgressBar, Spinner, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import {
  MATERIAL_FILE_ACCEPT,
  MATERIAL_FILE_MAX_BYTES,
  MATERIAL_FILE_TYPES_LABEL,
  MATERIAL_VIDEO_ACCEPT,
  MATERIAL_VIDEO_MAX_BYTES,
  type AuthoredContent,
  type AuthoredMaterial,
} from '@akademi-siber/util-contracts';
import { useGetAuthoredContentQuery, useRetryAuthoredVideoMutation } from './content-api';
import { fileSize } from './material-schema';

const { colors, fontSizes, radii } = theme;

const Label = styled.label`
  font-weight: 600;
  font-size: ${fontSizes.sm};
`;

const Input = styled.input`
  max-width: 100%;
  padding: 0.5rem;
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  font-size: ${fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${colors.dangerText};
  font-size: ${fontSizes.sm};
`;

/** A video's length as a clock: `0:03`, `12:05`, `1:02:09`. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** What a material holds now, in words ("Berkas PDF tersimpan.", "Belum ada video."). */
export function storedLabel(material: AuthoredMaterial): string {
  if (material.kind === 'file')
    return material.fileType ? `Berkas ${material.fileType.toUpperCase()} tersimpan.` : 'Belum ada berkas.';
  if (material.kind === 'video') {
    const stored = material.hasVideo ? `Video tersimpan (${clock(material.durationSeconds)}).` : '';
    const next = material.video && material.video.status !== 'ready' ? videoStateLabel(material) : '';
    return [stored, next].filter(Boolean).join(' ') || 'Belum ada video.';
  }
  return '';
}

/** A video on its way, in words: what the author's list and the dialog say. */
function videoStateLabel(material: AuthoredMaterial): string {
  const video = material.video;
  const replacing = material.hasVideo ? 'Video baru' : 'Video';
  if (!video) return '';
  if (video.status === 'uploaded') return `${replacing} terunggah, menunggu giliran diproses.`;
  if (video.status === 'processing') return `${replacing} sedang diproses (${video.progress}%).`;
  if (video.status === 'failed') return `${replacing} gagal diproses.`;
  return '';
}

const onItsWay = (material: AuthoredMaterial) =>
  material.video?.status === 'uploaded' || material.video?.status === 'processing';

const videoOnItsWay = (outline: AuthoredContent | undefined) =>
  Boolean(outline?.modules.some((module) => module.materials.some(onItsWay)));

/** Polls the outline every 2 s while any of its videos waits or is transcoded, so their percent moves. */
export function VideoProgressWatch({ contentSlug }: { contentSlug: string }) {
  const { busy } = useGetAuthoredContentQuery(
    { contentSlug },
    { selectFromResult: ({ data }) => ({ busy: videoOnItsWay(data) }) },
  );
  useGetAuthoredContentQuery({ contentSlug }, { pollingInterval: busy ? 2000 : 0, skip: !busy });
  return null;
}

const Thumbnail = styled.img`
  display: block;
  width: 160px;
  max-width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
`;

/** The stored material's video after its upload: waiting, transcoding, ready or failed (with "Coba lagi"). */
export function VideoStatusPanel({ contentSlug, materialId }: { contentSlug: string; materialId: number }) {
  const { material } = useGetAuthoredContentQuery(
    { contentSlug },
    {
      selectFromResult: ({ data }) => ({
        material: data?.modules.flatMap((module) => module.materials).find((entry) => entry.id === materialId),
      }),
    },
  );
  const [retry, retrying] = useRetryAuthoredVideoMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const video = material?.video;
  if (!material || !video) return null;
  if (video.status === 'ready') {
    return (
      <Stack $direction="row" $gap={3} $align="center" $wrap>
        {video.thumbnailUrl && <Thumbnail src={video.thumbnailUrl} alt={`Cuplikan video ${material.title}`} />}
        <Text $size="sm">
          Video siap diputar peserta. Durasi: <strong>{clock(material.durationSeconds)}</strong>.
        </Text>
      </Stack>
    );
  }
  if (video.status === 'failed') {
    return (
      <Notice $tone="danger" role="alert">
        <Stack $gap={2}>
          <span>
            {videoStateLabel(material)} {video.error}
            {material.hasVideo ? ' Peserta tetap melihat video sebelumnya.' : ''}
          </span>
          {problem && <span>{problem}</span>}
          <div>
            <Button
              type="button"
              $size="sm"
              loading={retrying.isLoading}
              onClick={() => {
                setProblem(null);
                retry({ contentSlug, materialId })
                  .unwrap()
                  .catch((failure: unknown) => setProblem(errorMessage(failure, 'Video belum dapat dicoba lagi.')));
              }}
            >
              Coba lagi
            </Button>
          </div>
        </Stack>
      </Notice>
    );
  }
  return (
    <Stack $gap={2} aria-live="polite">
      <ProgressBar value={video.status === 'processing' ? video.progress : 0} label="Memproses video" />
      <Stack $direction="row" $gap={2} $align="center">
        <Spinner size={18} />
        <Text $size="sm">
          {videoStateLabel(material)} Kamu boleh menutup jendela ini: pemrosesan berjalan di server
          {material.hasVideo ? ', dan peserta tetap melihat video sebelumnya sampai yang baru siap' : ''}.
        </Text>
      </Stack>
    </Stack>
  );
}

export interface FilePickerProps {
  kind: 'file' | 'video';
  file: File | null;
  /** The material as stored (null while it is new). */
  current: AuthoredMaterial | null;
  disabled?: boolean;
  error: string | null;
  onPick: (file: File | null) => void;
}

export function FilePicker({ kind, file, current, disabled, error, onPick }: FilePickerProps) {
  const id = useId();
  const limit = fileSize(kind === 'file' ? MATERIAL_FILE_MAX_BYTES : MATERIAL_VIDEO_MAX_BYTES);
  const hint =
    kind === 'file' ? `${MATERIAL_FILE_TYPES_LABEL}, maksimal ${limit}.` : `MP4 atau WebM, maksimal ${limit}.`;
  const stored = current ? storedLabel(current) : '';
  return (
    <Stack $gap={1}>
      <Label htmlFor={id}>
        {kind === 'file' ? 'Berkas materi' : 'Video materi'}
        {current && stored.startsWith('Belum') === false ? ' (ganti, opsional)' : ''}
      </Label>
      <Input
        id={id}
        type="file"
        accept={kind === 'file' ? MATERIAL_FILE_ACCEPT : MATERIAL_VIDEO_ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
      <Text id={`${id}-hint`} $size="sm" $muted>
        {[stored, hint, file ? `Dipilih: ${file.name} (${fileSize(file.size)}).` : ''].filter(Boolean).join(' ')}
      </Text>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Stack>
  );
}

export function UploadProgress({ kind, percent }: { kind: 'file' | 'video'; percent: number }) {
  return (
    <Stack $gap={2} aria-live="polite">
      <ProgressBar value={percent} label={kind === 'video' ? 'Mengunggah video' : 'Mengunggah berkas'} />
      {kind === 'video' && (
        <Text $size="sm" $muted>
          Terkirim {percent}%. Jika koneksi terputus, unggahan dilanjutkan dari bagian terakhir yang diterima.
        </Text>
      )}
    </Stack>
  );
}
