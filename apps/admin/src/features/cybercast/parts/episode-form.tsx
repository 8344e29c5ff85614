/**
 * The Cybercast episode form (decisions 0049, 0052): title and its suggested slug, category, summary, show notes in
 * Markdown with a live preview, draft or published with a date. The files are uploaded on the episode's page
 * (parts/episode-files.tsx) once it exists.
 */
import type { FormEvent } from 'react';
import { z } from 'zod';
import { Button, Card, Select, Stack, TextField } from '@akademi-siber/ui-design-system';
import type { AdminCybercastEpisode } from '@akademi-siber/util-contracts';
import {
  optionalDateTime,
  optionalText,
  requiredText,
  toLocalInput,
  useEntityForm,
  useSuggestedSlug,
  wholeNumber,
} from '@akademi-siber/feature-app-frame/forms';
import { MarkdownEditor } from '@akademi-siber/feature-app-frame/markdown-editor';
import type { StaffContentCategory } from '@akademi-siber/util-contracts';
import { useCreateAdminCybercastEpisodeMutation, useUpdateAdminCybercastEpisodeMutation } from '../data/cybercast-api';

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

export function EpisodeForm({
  episode,
  categories,
  onSaved,
}: {
  episode: AdminCybercastEpisode | null;
  categories: StaffContentCategory[];
  onSaved: (saved: AdminCybercastEpisode) => void;
}) {
  const form = useEntityForm(episodeFormSchema, episode ? toValues(episode) : EMPTY);
  const [create] = useCreateAdminCybercastEpisodeMutation();
  const [update] = useUpdateAdminCybercastEpisodeMutation();
  // A new item's slug follows its title until the admin types one of their own.
  const { title, slug } = useSuggestedSlug(
    form.text('title'),
    form.text('slug'),
    (value) => form.set('slug', value),
    episode === null,
  );

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result: { saved?: AdminCybercastEpisode } = {};
    await form.submit(
      async (values) => {
        const body = { ...values, publishedAt: values.status === 'published' ? values.publishedAt : null };
        result.saved = episode ? await update({ id: episode.id, body }).unwrap() : await create(body).unwrap();
      },
      episode ? 'Episode disimpan.' : 'Episode dibuat. Unggah audionya di bawah.',
    );
    if (result.saved) onSaved(result.saved);
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={episode ? 'Ubah episode' : 'Episode baru'}>
      <Card $padding={5}>
        <Stack $gap={4}>
          <TextField label="Judul" required {...title} />
          <TextField
            label="Slug"
            required
            hint={`Alamat episode: /cybercast/episode/${form.values.slug || '…'}. Huruf kecil, angka, tanda hubung.`}
            {...slug}
          />
          <Select
            label="Kategori"
            required
            options={[
              { value: '', label: 'Pilih kategori' },
              ...categories.map((c) => ({ value: String(c.id), label: c.category })),
            ]}
            {...form.text('categoryId')}
          />
          <TextField label="Ringkasan" required {...form.text('summary')} />
          <MarkdownEditor
            label="Catatan episode"
            rows={10}
            headingLevel={2}
            source={form.values.showNotes}
            onSourceChange={(text) => form.set('showNotes', text)}
            {...form.text('showNotes')}
          />
          <Select
            label="Status"
            options={[
              { value: 'draft', label: 'Draf (tidak tampil di situs dan feed)' },
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
          <div>
            <Button type="submit" loading={form.saving}>
              {episode ? 'Simpan episode' : 'Buat episode'}
            </Button>
          </div>
        </Stack>
      </Card>
    </form>
  );
}
