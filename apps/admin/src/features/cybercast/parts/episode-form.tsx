/**
 * The Cybercast episode form (decision 0049): title, slug, category, summary, show notes in Markdown, draft or
 * published with a date; once the episode exists, its audio (the API checks the file's bytes and reads its length).
 */
import { useState } from 'react';
import { z } from 'zod';
import { Button, Select, Stack, Text, TextField, useToast } from '@akademi-siber/ui-design-system';
import { errorMessage } from '@akademi-siber/data-access-api';
import type { AdminCybercastEpisode } from '@akademi-siber/util-contracts';
import {
  optionalDateTime,
  optionalText,
  requiredText,
  toLocalInput,
  useEntityForm,
  wholeNumber,
} from '@akademi-siber/feature-app-frame/forms';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import {
  useCreateAdminCybercastEpisodeMutation,
  useGetAdminCybercastCategoriesQuery,
  useUpdateAdminCybercastEpisodeMutation,
  useUploadAdminCybercastAudioMutation,
} from '../data/cybercast-api';

const episodeFormSchema = z.object({
  title: requiredText('Judul', 3, 200),
  slug: requiredText('Slug', 3, 150).regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Slug hanya huruf kecil, angka, dan tanda hubung',
  ),
  categoryId: wholeNumber('Kategori', 1, 2_147_483_647, { minMessage: 'Kategori wajib dipilih' }),
  summary: requiredText('Ringkasan', 1, 400),
  showNotes: optionalText('Catatan episode', 20_000),
  status: z.enum(['draft', 'published']),
  publishedAt: optionalDateTime('Tanggal terbit'),
});
type EpisodeFormValues = z.input<typeof episodeFormSchema>;

const EMPTY: EpisodeFormValues = {
  title: '',
  slug: '',
  categoryId: '',
  summary: '',
  showNotes: '',
  status: 'draft',
  publishedAt: '',
};

const toValues = (episode: AdminCybercastEpisode): EpisodeFormValues => ({
  title: episode.title,
  slug: episode.slug,
  categoryId: String(episode.category.id),
  summary: episode.summary,
  showNotes: episode.showNotes,
  status: episode.status,
  publishedAt: episode.publishedAt ? toLocalInput(episode.publishedAt) : '',
});

function AudioUpload({ episode }: { episode: AdminCybercastEpisode }) {
  const toast = useToast();
  const [upload, { isLoading }] = useUploadAdminCybercastAudioMutation();
  const [current, setCurrent] = useState(episode);
  return (
    <Stack $gap={2}>
      <label htmlFor="episode-audio">Audio episode (MP3, M4A, atau OGG; maks. 100 MB)</label>
      <input
        id="episode-audio"
        type="file"
        accept="audio/mpeg,audio/mp4,audio/ogg,.mp3,.m4a,.ogg"
        disabled={isLoading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          upload({ id: episode.id, file })
            .unwrap()
            .then((saved) => {
              setCurrent(saved);
              toast.show({ title: 'Berhasil', message: 'Audio episode diunggah.', variant: 'success' });
            })
            .catch((failure: unknown) => toast.show({ message: errorMessage(failure) }));
        }}
      />
      <Text $size="sm" $muted>
        {isLoading
          ? 'Mengunggah dan membaca durasi…'
          : current.audioUrl
            ? `Audio terpasang, durasi ${current.durationSeconds ?? 0} detik.`
            : 'Belum ada audio.'}
      </Text>
      {current.audioUrl && (
        <audio controls preload="metadata" src={current.audioUrl} aria-label="Dengarkan audio episode" />
      )}
    </Stack>
  );
}

export function EpisodeForm({ episode, onDone }: { episode: AdminCybercastEpisode | null; onDone: () => void }) {
  const form = useEntityForm(episodeFormSchema, episode ? toValues(episode) : EMPTY);
  const categories = useGetAdminCybercastCategoriesQuery();
  const [create] = useCreateAdminCybercastEpisodeMutation();
  const [update] = useUpdateAdminCybercastEpisodeMutation();
  return (
    <Stack $gap={5}>
      <form
        onSubmit={form.onSubmit(
          (values) => {
            const body = { ...values, publishedAt: values.status === 'published' ? values.publishedAt : null };
            return episode ? update({ id: episode.id, body }).unwrap() : create(body).unwrap();
          },
          episode ? 'Episode disimpan.' : 'Episode dibuat. Unggah audionya dari daftar.',
          onDone,
        )}
        noValidate
        aria-label={episode ? 'Ubah episode' : 'Episode baru'}
      >
        <Stack $gap={4}>
          <TextField label="Judul" required {...form.text('title')} />
          <TextField
            label="Slug"
            required
            hint="Alamat episode: huruf kecil, angka, tanda hubung."
            {...form.text('slug')}
          />
          <Select
            label="Kategori"
            required
            options={[
              { value: '', label: 'Pilih kategori' },
              ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.category })),
            ]}
            {...form.text('categoryId')}
          />
          <TextField label="Ringkasan" required {...form.text('summary')} />
          <TextAreaField label="Catatan episode (Markdown)" rows={6} {...form.text('showNotes')} />
          <Select
            label="Status"
            options={[
              { value: 'draft', label: 'Draf' },
              { value: 'published', label: 'Terbit' },
            ]}
            {...form.text('status')}
          />
          <TextField
            label="Tanggal terbit"
            type="datetime-local"
            hint="Kosongkan untuk terbit sekarang. Diabaikan untuk draf."
            {...form.text('publishedAt')}
          />
          <Button type="submit" disabled={form.saving}>
            {episode ? 'Simpan episode' : 'Buat episode'}
          </Button>
        </Stack>
      </form>
      {episode && <AudioUpload episode={episode} />}
    </Stack>
  );
}
