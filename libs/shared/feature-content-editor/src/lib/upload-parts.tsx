/**
 * The upload parts of the material form: the file picker (what is stored now, what is picked, why it cannot be sent)
 * and the progress of an upload — the bytes going up, then, for a video, the server turning it into its stream.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { ProgressBar, Spinner, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import {
  MATERIAL_FILE_ACCEPT,
  MATERIAL_FILE_MAX_BYTES,
  MATERIAL_FILE_TYPES_LABEL,
  MATERIAL_VIDEO_ACCEPT,
  MATERIAL_VIDEO_MAX_BYTES,
  type AuthoredMaterial,
} from '@akademi-siber/util-contracts';
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
  if (material.kind === 'video')
    return material.hasVideo ? `Video tersimpan (${clock(material.durationSeconds)}).` : 'Belum ada video.';
  return '';
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
  const processing = kind === 'video' && percent >= 100;
  return (
    <Stack $gap={2} aria-live="polite">
      <ProgressBar value={percent} label={kind === 'video' ? 'Mengunggah video' : 'Mengunggah berkas'} />
      {processing && (
        <Stack $direction="row" $gap={2} $align="center">
          <Spinner size={18} />
          <Text $size="sm">Memproses video… Ini dapat memakan beberapa menit; biarkan jendela ini terbuka.</Text>
        </Stack>
      )}
    </Stack>
  );
}
