/** A post's cover: upload a picture (the API checks its bytes and strips its metadata), see it, replace or remove it. */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Button, Stack, Text, theme, useToast } from '@akademi-siber/ui-design-system';
import { useUploadAdminBlogImageMutation } from '../data/blog-api';

const Picture = styled.img`
  display: block;
  width: 100%;
  max-width: 420px;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
`;

export function CoverField({
  url,
  disabled,
  error,
  onChange,
}: {
  url: string;
  disabled?: boolean;
  error?: string;
  onChange: (url: string) => void;
}) {
  const toast = useToast();
  const inputId = useId();
  const [upload, { isLoading }] = useUploadAdminBlogImageMutation();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Stack $gap={2} role="group" aria-labelledby={`${inputId}-label`}>
      <Text id={`${inputId}-label`} $size="sm" style={{ fontWeight: 500 }}>
        Sampul
      </Text>
      {url ? (
        <Picture src={url} alt="Sampul artikel" />
      ) : (
        <Text $size="sm" $muted>
          Belum ada sampul. Sampul tampil di kartu blog dan di atas artikel.
        </Text>
      )}
      <Stack $direction="row" $gap={2} $wrap $align="center">
        <label htmlFor={inputId}>{url ? 'Ganti sampul' : 'Unggah sampul'} (JPG, PNG, WebP; maks. 5 MB)</label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={disabled || isLoading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setMessage('Mengunggah sampul…');
            upload(file)
              .unwrap()
              .then((saved) => {
                onChange(saved.url);
                setMessage('Sampul diunggah. Simpan artikel untuk memakainya.');
              })
              .catch((failure: unknown) => {
                setMessage(null);
                toast.show({ message: errorMessage(failure) });
              });
          }}
        />
        {url && (
          <Button type="button" $variant="ghost" $size="sm" disabled={disabled} onClick={() => onChange('')}>
            Hapus sampul
          </Button>
        )}
      </Stack>
      {message && (
        <Text $size="sm" $muted role="status">
          {message}
        </Text>
      )}
      {error && (
        <Text $size="sm" role="alert" style={{ color: theme.colors.dangerText }}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
