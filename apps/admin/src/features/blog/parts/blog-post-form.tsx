/**
 * A blog post's form (decision 0052): title and its suggested slug, category, author, summary, cover, the Markdown
 * body with its live preview and pictures inserted by upload, and the status — draft, scheduled (a future date and
 * time) or published.
 */
import type { FormEvent } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Button, Card, ErrorState, Select, SkeletonList, Stack, TextField } from '@akademi-siber/ui-design-system';
import type { AdminBlogPost, BlogAuthorOption } from '@akademi-siber/util-contracts';
import { Fieldset, useEntityForm, useSuggestedSlug } from '@akademi-siber/feature-app-frame/forms';
import { MarkdownEditor } from '@akademi-siber/feature-app-frame/markdown-editor';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import {
  useCreateAdminBlogPostMutation,
  useGetAdminBlogAuthorsQuery,
  useGetAdminBlogCategoriesQuery,
  useUpdateAdminBlogPostMutation,
  useUploadAdminBlogImageMutation,
  type AdminBlogCategory,
} from '../data/blog-api';
import { blogPostFormSchema, blogPostInput, blogPostValues, newBlogPostValues } from './blog-post-schema';
import { CoverField } from './cover-field';

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draf (tidak tampil di situs)' },
  { value: 'scheduled', label: 'Terjadwal (tampil pada tanggal dan jam yang dipilih)' },
  { value: 'published', label: 'Terbit (tampil sekarang)' },
];

interface BlogPostFormProps {
  post: AdminBlogPost | null;
  currentUserId: number | null;
  onSaved: (saved: AdminBlogPost) => void;
}

/** The form once its choices (categories, staff) are there: a select keeps its value only among its options. */
export function BlogPostForm(props: BlogPostFormProps) {
  const categories = useGetAdminBlogCategoriesQuery();
  const authors = useGetAdminBlogAuthorsQuery();
  if (categories.isLoading || authors.isLoading) return <SkeletonList rows={6} label="Memuat formulir…" />;
  if (!categories.data || !authors.data)
    return (
      <ErrorState
        title="Formulir artikel belum dapat dimuat"
        message={errorMessage(categories.error ?? authors.error)}
        onRetry={() => {
          void categories.refetch();
          void authors.refetch();
        }}
      />
    );
  return <PostForm {...props} categories={categories.data} authors={authors.data} />;
}

function PostForm({
  post,
  currentUserId,
  onSaved,
  categories,
  authors,
}: BlogPostFormProps & { categories: AdminBlogCategory[]; authors: BlogAuthorOption[] }) {
  const mine = authors.some((author) => author.id === currentUserId) ? currentUserId : null;
  const form = useEntityForm(blogPostFormSchema, post ? blogPostValues(post) : newBlogPostValues(mine));
  const [create] = useCreateAdminBlogPostMutation();
  const [update] = useUpdateAdminBlogPostMutation();
  const [uploadImage] = useUploadAdminBlogImageMutation();
  // A new item's slug follows its title until the admin types one of their own.
  const { title, slug } = useSuggestedSlug(
    form.text('title'),
    form.text('slug'),
    (value) => form.set('slug', value),
    post === null,
  );
  const body = form.text('body');

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result: { saved?: AdminBlogPost } = {};
    await form.submit(
      async (values) => {
        const input = blogPostInput(values);
        result.saved = post ? await update({ id: post.id, body: input }).unwrap() : await create(input).unwrap();
      },
      post ? 'Artikel disimpan.' : 'Artikel dibuat.',
    );
    if (result.saved) onSaved(result.saved);
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={post ? 'Ubah artikel' : 'Artikel baru'}>
      <Stack $gap={5}>
        <Card $padding={5}>
          <Stack $gap={4}>
            <TextField label="Judul" required {...title} />
            <TextField
              label="Slug"
              required
              hint={`Alamat artikel: /blog/${form.values.slug || '…'}. Huruf kecil, angka, tanda hubung; harus unik.`}
              {...slug}
            />
            <Stack $direction="row" $gap={4} $wrap>
              <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Select
                  label="Kategori"
                  required
                  options={[
                    { value: '', label: 'Pilih kategori' },
                    ...categories.map((c) => ({ value: String(c.id), label: c.category })),
                  ]}
                  {...form.text('categoryId')}
                />
              </div>
              <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Select
                  label="Penulis"
                  required
                  options={[
                    { value: '', label: 'Pilih penulis' },
                    ...authors.map((a) => ({ value: String(a.id), label: `${a.name} (@${a.username})` })),
                  ]}
                  {...form.text('authorId')}
                />
              </div>
            </Stack>
            <TextAreaField
              label="Ringkasan"
              required
              rows={2}
              hint="Tampil di daftar blog dan pratinjau tautan. Maksimal 400 karakter."
              {...form.text('summary')}
            />
            <CoverField
              url={form.values.coverUrl}
              disabled={form.saving}
              error={form.error('coverUrl')}
              onChange={(url) => form.set('coverUrl', url)}
            />
          </Stack>
        </Card>
        <Card $padding={5}>
          <MarkdownEditor
            label="Isi artikel"
            required
            source={form.values.body}
            onSourceChange={(text) => form.set('body', text)}
            uploadImage={async (file) => (await uploadImage(file).unwrap()).url}
            {...body}
          />
        </Card>
        <Card $padding={5}>
          <Fieldset>
            <legend>Penerbitan</legend>
            <Stack $gap={4}>
              <Select label="Status" options={STATUS_OPTIONS} {...form.text('status')} />
              {form.values.status === 'scheduled' && (
                <TextField
                  label="Jadwal terbit"
                  type="datetime-local"
                  required
                  hint="Artikel tampil otomatis di blog pada waktu ini (waktu perangkat Anda)."
                  {...form.text('publishedAt')}
                />
              )}
              <div>
                <Button type="submit" loading={form.saving}>
                  {post ? 'Simpan artikel' : 'Buat artikel'}
                </Button>
              </div>
            </Stack>
          </Fieldset>
        </Card>
      </Stack>
    </form>
  );
}
