/**
 * A challenge's files, uploaded through the API's multipart route (field `file`, at most LAB_ATTACHMENT_MAX_BYTES)
 * and kept by the storage interface; players download them with the token helper. A per-user file is UTF-8 text whose
 * `{{FLAG}}` (or `{{FLAG_BASE64}}`, `{{FLAG_HEX}}`, `{{FLAG_ROT13}}`) is filled with each downloader's own flag.
 */
import { useRef, useState, type FormEvent } from 'react';
import { apiFieldErrors, errorMessage, type ApiError } from '@akademi-siber/data-access-api';
import { Badge, Button, Checkbox, Stack, Text, TextField, useToast } from '@akademi-siber/ui-design-system';
import { LAB_ATTACHMENT_MAX_BYTES, type AdminLabChallenge, type LabAttachment } from '@akademi-siber/util-contracts';
import { useDeleteAdminLabAttachmentMutation, useUploadAdminLabAttachmentMutation } from '../data/lab-api';
import { ConfirmDialog } from '@akademi-siber/feature-app-frame/lists';
import { fileSize } from './labels';
import { ItemList, Section } from './section';

const MAX_TEXT = fileSize(LAB_ATTACHMENT_MAX_BYTES);

export function AttachmentsSection({ challenge }: { challenge: AdminLabChallenge }) {
  const toast = useToast();
  const [upload, uploading] = useUploadAdminLabAttachmentMutation();
  const [deleteAttachment, deleting] = useDeleteAdminLabAttachmentMutation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [perUser, setPerUser] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<LabAttachment | null>(null);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setError('Pilih berkas untuk diunggah.');
    if (file.size > LAB_ATTACHMENT_MAX_BYTES) return setError(`Ukuran berkas maksimal ${MAX_TEXT}.`);
    setError(undefined);
    try {
      await upload({ challengeId: challenge.id, file, perUser }).unwrap();
      toast.show({ title: 'Berhasil', variant: 'success', message: `Berkas ${file.name} diunggah.` });
      setFile(null);
      setPerUser(false);
      if (input.current) input.current.value = '';
    } catch (failure) {
      const fields = apiFieldErrors(failure as ApiError);
      if (fields.file) setError(fields.file);
      else toast.show({ message: errorMessage(failure) });
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteAttachment({ challengeId: challenge.id, attachmentId: removing.id }).unwrap();
      toast.show({ title: 'Berhasil', variant: 'success', message: `Berkas ${removing.fileName} dihapus.` });
    } catch (failure) {
      toast.show({ message: errorMessage(failure) });
    }
    setRemoving(null);
  };

  return (
    <Section title="Berkas" id="lab-files" lead="Pemain mengunduh berkas ini dari halaman tantangan.">
      {challenge.attachments.length === 0 ? (
        <Text $muted>Belum ada berkas.</Text>
      ) : (
        <ItemList aria-label="Berkas tantangan">
          {challenge.attachments.map((attachment) => (
            <li key={attachment.id}>
              <Stack $direction="row" $gap={3} $justify="space-between" $align="center" $wrap>
                <Stack $gap={1} style={{ minWidth: 0 }}>
                  <Stack $direction="row" $gap={2} $align="center" $wrap>
                    <strong>{attachment.fileName}</strong>
                    {attachment.perUser && <Badge $tone="info">Per pengguna</Badge>}
                  </Stack>
                  <Text $size="sm" $muted>
                    {fileSize(attachment.size)} · {attachment.contentType}
                  </Text>
                </Stack>
                <Button
                  type="button"
                  $variant="secondary"
                  $size="sm"
                  onClick={() => setRemoving(attachment)}
                  aria-label={`Hapus berkas ${attachment.fileName}`}
                >
                  Hapus
                </Button>
              </Stack>
            </li>
          ))}
        </ItemList>
      )}
      <form onSubmit={(event) => void send(event)} noValidate aria-label="Unggah berkas">
        <Stack $gap={4}>
          <TextField
            ref={input}
            label="Berkas"
            type="file"
            hint={`Maksimal ${MAX_TEXT}.`}
            error={error}
            disabled={uploading.isLoading}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(undefined);
            }}
          />
          <Checkbox
            label="Berkas per pengguna"
            hint={
              'Teks UTF-8 dengan {{FLAG}}, {{FLAG_BASE64}}, {{FLAG_HEX}} atau {{FLAG_ROT13}}: diisi ' +
              'flag milik setiap pengunduh (untuk flag per pengguna).'
            }
            checked={perUser}
            onChange={(event) => setPerUser(event.target.checked)}
            disabled={uploading.isLoading}
          />
          <div>
            <Button type="submit" $variant="secondary" loading={uploading.isLoading}>
              Unggah berkas
            </Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        open={removing !== null}
        title="Hapus berkas?"
        confirmLabel="Ya, hapus berkas"
        busy={deleting.isLoading}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      >
        {removing?.fileName} tidak lagi dapat diunduh pemain.
      </ConfirmDialog>
    </Section>
  );
}
