/**
 * A profile's photo: upload (JPG/PNG/WebP, checked again by the API from the bytes) or remove, with the answer's
 * message. Shared by the member's profile and the staff's (author, admin); the caller gives the calls.
 */
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { ApiError } from '@akademi-siber/data-access-api';
import { Avatar, Button, Card, Heading, Notice, Stack, Text } from '@akademi-siber/ui-design-system';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@akademi-siber/util-contracts';

const MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

export interface AvatarSectionProps {
  name: string;
  avatarUrl: string | null;
  /** Where the photo shows, after the accepted types, e.g. "Foto tampil di profil publik dan menu akun." */
  hint: ReactNode;
  upload: (file: File) => Promise<{ message: string }>;
  remove: () => Promise<{ message: string }>;
  uploading: boolean;
  removing: boolean;
}

export function AvatarSection({ name, avatarUrl, hint, upload, remove, uploading, removing }: AvatarSectionProps) {
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  async function run(action: () => Promise<{ message: string }>) {
    setMessage(null);
    try {
      setMessage({ tone: 'success', text: (await action()).message });
    } catch (failure) {
      setMessage({ tone: 'danger', text: (failure as ApiError).message });
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // A quick check for the obvious cases; the API decides from the file's bytes.
    if (file.size > AVATAR_MAX_BYTES) {
      setMessage({ tone: 'danger', text: `Ukuran foto maksimal ${MAX_MB} MB.` });
      return;
    }
    void run(() => upload(file));
  }

  const busy = uploading || removing;
  return (
    <Card as="section" aria-labelledby="profil-foto">
      <Stack $gap={4}>
        <Heading level={2} id="profil-foto">
          Foto Profil
        </Heading>
        <Stack $direction="row" $gap={4} $align="center" $wrap>
          <Avatar src={avatarUrl} name={name} size={96} alt={`Foto profil ${name}`} />
          <Stack $gap={2}>
            <Text $muted>
              JPG, PNG, atau WebP, maksimal {MAX_MB} MB. {hint}
            </Text>
            <Stack $direction="row" $gap={2} $wrap>
              <Button
                type="button"
                $variant="primary"
                $size="sm"
                disabled={busy}
                onClick={() => input.current?.click()}
              >
                {uploading ? 'Mengunggah…' : avatarUrl ? 'Ganti Foto' : 'Unggah Foto'}
              </Button>
              {avatarUrl && (
                <Button type="button" $variant="secondary" $size="sm" disabled={busy} onClick={() => void run(remove)}>
                  Hapus Foto
                </Button>
              )}
            </Stack>
            <input
              ref={input}
              type="file"
              accept={AVATAR_CONTENT_TYPES.join(',')}
              aria-label="Pilih foto profil"
              onChange={onFile}
              hidden
            />
          </Stack>
        </Stack>
        {message && (
          <Notice $tone={message.tone} role={message.tone === 'danger' ? 'alert' : 'status'}>
            {message.text}
          </Notice>
        )}
      </Stack>
    </Card>
  );
}
