/**
 * The material form: the text as typed for every kind at once, reshaped to the kind chosen and piped into the API's
 * own schema (`materialInputSchema`, util-contracts), so the form's messages are the API's (decision 0034). The
 * file of a file or video material is picked beside the form and checked here before it is sent.
 */
import { z } from 'zod';
import {
  MATERIAL_FILE_MAX_BYTES,
  MATERIAL_FILE_TYPES_LABEL,
  MATERIAL_VIDEO_MAX_BYTES,
  materialInputSchema,
  type AuthoredMaterial,
  type MaterialInput,
  type MaterialKind,
} from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';

export const materialFormSchema = z
  .object({
    kind: z.enum(['article', 'link', 'file', 'video']),
    title: z.string(),
    body: z.string(),
    linkUrl: z.string(),
    // Only where the content offers free previews (a catalogue course): elsewhere it is left out of the body.
    isFreePreview: z.boolean().optional(),
  })
  .transform(({ kind, title, body, linkUrl, isFreePreview }): MaterialInput => {
    if (kind === 'article') return { kind, title, body, isFreePreview };
    if (kind === 'link') return { kind, title, linkUrl: linkUrl.trim(), isFreePreview };
    return { kind, title, isFreePreview };
  })
  .pipe(materialInputSchema);

export type MaterialFormValues = z.input<typeof materialFormSchema>;

export const MATERIAL_FIELDS = ['title', 'body', 'linkUrl'] as const;

export const materialValues = (material: AuthoredMaterial | null, offersFreePreview = false): MaterialFormValues => ({
  kind: material?.kind ?? 'article',
  title: material?.title ?? '',
  body: material?.body ?? '',
  linkUrl: material?.linkUrl ?? '',
  isFreePreview: offersFreePreview ? (material?.isFreePreview ?? false) : undefined,
});

const MB = 1024 * 1024;
const FILE_EXTENSIONS = ['pdf', 'docx', 'xlsx', 'zip', 'txt', 'csv'];
const VIDEO_EXTENSIONS = ['mp4', 'webm'];

/** Why a picked file cannot be sent (the API decides by its bytes; this catches the obvious early), or null. */
export function pickedFileProblem(kind: MaterialKind, file: File | null): string | null {
  if (kind !== 'file' && kind !== 'video') return null;
  if (!file) return kind === 'file' ? 'Pilih berkas untuk diunggah.' : 'Pilih video untuk diunggah.';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (kind === 'file') {
    if (!FILE_EXTENSIONS.includes(extension)) return `Berkas materi harus ${MATERIAL_FILE_TYPES_LABEL}.`;
    if (file.size > MATERIAL_FILE_MAX_BYTES)
      return `Ukuran berkas materi maksimal ${formatNumber(MATERIAL_FILE_MAX_BYTES / MB)} MB.`;
    return null;
  }
  if (!VIDEO_EXTENSIONS.includes(extension)) return 'Video harus berkas MP4 atau WebM.';
  if (file.size > MATERIAL_VIDEO_MAX_BYTES)
    return `Ukuran video maksimal ${formatNumber(MATERIAL_VIDEO_MAX_BYTES / MB)} MB.`;
  return null;
}

/** `12,5 MB`, `840 KB`. */
export function fileSize(bytes: number): string {
  if (bytes >= MB) return `${formatNumber(Math.round((bytes / MB) * 10) / 10)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
