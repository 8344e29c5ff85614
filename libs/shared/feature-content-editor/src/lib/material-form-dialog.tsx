/**
 * "Tambah materi" / "Ubah materi": the kind (fixed once made), the title, an article's Markdown (with a live preview,
 * rendered as the member will see it, and pictures uploaded into it) or a link's https address,
 * and for a file or a video the file to upload. A new material is made first and its file uploaded next, with the
 * upload's progress; a video then shows its way to a stream (VideoStatusPanel: processing percent, ready with its
 * thumbnail, or failed with "Coba lagi"). When the upload fails the material stays made: the dialog becomes its
 * "Ubah materi" and the upload can be tried again (a video resumes where it stopped).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import {
  Button,
  Checkbox,
  Modal,
  Notice,
  Select,
  Stack,
  Text,
  TextField,
  useToast,
} from '@akademi-siber/ui-design-system';
import { MATERIAL_KIND_LABELS, type AuthoredMaterial, type MaterialKind } from '@akademi-siber/util-contracts';
import {
  useCreateAuthoredMaterialMutation,
  useUpdateAuthoredMaterialMutation,
  useUploadAuthoredMaterialMutation,
} from './content-api';
import { MATERIAL_FIELDS, materialFormSchema, materialValues, pickedFileProblem } from './material-schema';
import { FilePicker, UploadProgress, VideoStatusPanel } from './upload-parts';

// The Markdown editor brings the Markdown libraries: loaded when an article is edited, not with the course builder.
const ArticleEditor = lazy(() => import('./article-editor'));

const KIND_OPTIONS = (['article', 'link', 'file', 'video'] as const).map((kind) => ({
  value: kind,
  label: MATERIAL_KIND_LABELS[kind],
}));

export interface MaterialFormDialogProps {
  contentSlug: string;
  moduleId: number;
  /** The material to change, or null for a new one. */
  material: AuthoredMaterial | null;
  /** A catalogue course's material may be a free preview (decision 0053); a batch's or group's never. */
  offersFreePreview?: boolean;
  onClose: () => void;
}

export function MaterialFormDialog({
  contentSlug,
  moduleId,
  material,
  offersFreePreview = false,
  onClose,
}: MaterialFormDialogProps) {
  const formId = useId();
  const toast = useToast();
  // The material once it exists (a new one after its first save, so a failed upload is retried on it).
  const [saved, setSaved] = useState<AuthoredMaterial | null>(material);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadFailed, setUploadFailed] = useState(false);
  const [create, creating] = useCreateAuthoredMaterialMutation();
  const [update, updating] = useUpdateAuthoredMaterialMutation();
  const [upload, uploading] = useUploadAuthoredMaterialMutation();
  const form = useZodForm(materialFormSchema, materialValues(material, offersFreePreview));
  const { errors } = form.formState;
  const kind = form.watch('kind') as MaterialKind;
  const busy = creating.isLoading || updating.isLoading || uploading.isLoading;
  const hasStoredFile = saved !== null && (saved.kind === 'file' ? saved.fileType !== null : saved.hasVideo);
  // A new file or video material comes with its file; an existing one may be renamed before its upload.
  const needsFile = (kind === 'file' || kind === 'video') && material === null && !hasStoredFile;

  const save = form.handleSubmit(async (body) => {
    setProblem(null);
    const picked = file || needsFile ? pickedFileProblem(kind, file) : null;
    setFileError(picked);
    if (picked) return;
    let current = saved;
    try {
      const answer = current
        ? await update({ contentSlug, materialId: current.id, body }).unwrap()
        : await create({ contentSlug, moduleId, body }).unwrap();
      current = answer.data;
      setSaved(current);
      if (!file || (kind !== 'file' && kind !== 'video')) {
        toast.show({ title: 'Berhasil', message: answer.message, variant: 'success' });
        onClose();
        return;
      }
    } catch (failure) {
      if (applyServerFieldErrors(form, failure, MATERIAL_FIELDS) === 0) {
        setProblem(errorMessage(failure, 'Materi belum dapat disimpan.'));
      }
      return;
    }
    setProgress(0);
    setUploadFailed(false);
    try {
      await upload({ contentSlug, materialId: current.id, kind, file, onProgress: setProgress }).unwrap();
      if (kind === 'video') {
        // The dialog stays open on the video's processing; closing it leaves the job running on the server.
        toast.show({ title: 'Berhasil', message: 'Video terunggah dan sedang diproses.', variant: 'success' });
        setFile(null);
        setProgress(null);
        return;
      }
      toast.show({ title: 'Berhasil', message: 'Berkas materi diunggah.', variant: 'success' });
      onClose();
    } catch (failure) {
      setProgress(null);
      setUploadFailed(true);
      setProblem(
        `${material ? '' : 'Materi sudah dibuat, tetapi '}${
          kind === 'video' ? 'videonya' : 'berkasnya'
        } belum terunggah: ${errorMessage(failure, 'coba lagi.')}`,
      );
    }
  });

  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title={saved ? 'Ubah materi' : 'Tambah materi'}
      size="lg"
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose} disabled={busy}>
            {saved && !material ? 'Tutup' : 'Batal'}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {uploadFailed ? 'Unggah lagi' : 'Simpan'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void save(event)}>
        <Stack $gap={4}>
          {problem && (
            <Notice $tone="danger" role="alert">
              {problem}
            </Notice>
          )}
          {saved ? (
            <Text $size="sm">
              Jenis materi: <strong>{MATERIAL_KIND_LABELS[saved.kind]}</strong> (tidak dapat diubah).
            </Text>
          ) : (
            <Select label="Jenis materi" options={KIND_OPTIONS} {...form.register('kind')} />
          )}
          <TextField
            label="Judul materi"
            required
            maxLength={200}
            hint="3–200 karakter."
            {...form.register('title')}
            error={errors.title?.message}
          />
          {kind === 'article' && (
            <Suspense fallback={<Text $muted>Memuat editor artikel…</Text>}>
              <ArticleEditor
                contentSlug={contentSlug}
                label="Isi artikel"
                required
                rows={12}
                headingLevel={3}
                source={form.watch('body') ?? ''}
                onSourceChange={(body) => form.setValue('body', body, { shouldDirty: true, shouldValidate: true })}
                {...form.register('body')}
                error={errors.body?.message}
              />
            </Suspense>
          )}
          {kind === 'link' && (
            <TextField
              label="Alamat tautan"
              type="url"
              inputMode="url"
              required
              spellCheck={false}
              placeholder="https://"
              hint="Alamat https lengkap, mis. https://owasp.org/Top10/."
              {...form.register('linkUrl')}
              error={errors.linkUrl?.message}
            />
          )}
          {(kind === 'file' || kind === 'video') && (
            <FilePicker
              kind={kind}
              file={file}
              current={saved}
              disabled={busy}
              error={fileError}
              onPick={(picked) => {
                setFile(picked);
                setFileError(picked ? pickedFileProblem(kind, picked) : null);
              }}
            />
          )}
          {offersFreePreview && (
            <Checkbox
              label="Pratinjau gratis"
              hint="Pengunjung dapat membuka materi ini di halaman kelas sebelum membeli."
              {...form.register('isFreePreview')}
            />
          )}
          {progress !== null && <UploadProgress kind={kind === 'video' ? 'video' : 'file'} percent={progress} />}
          {kind === 'video' && progress === null && saved && (
            <VideoStatusPanel contentSlug={contentSlug} materialId={saved.id} />
          )}
          {kind === 'video' && progress === null && (
            <Text $size="sm" $muted>
              Setelah terunggah, video diproses di server menjadi stream 360p dan 720p (tidak melebihi resolusi aslinya)
              beserta gambar cuplikannya.
            </Text>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
