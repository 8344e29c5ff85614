/**
 * /admin/halaman/:pageSlug — one static page: its title and its Markdown text with the live preview; saving makes
 * the public page show the new text and today's "Terakhir diperbarui".
 */
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { z } from 'zod';
import type { ApiError } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { requiredText, useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { MarkdownEditor } from '@akademi-siber/feature-app-frame/markdown-editor';
import {
  Button,
  Card,
  Container,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  TextField,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { STATIC_PAGE_BODY_MAX, type AdminStaticPage } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { useGetAdminStaticPageQuery, useUpdateAdminStaticPageMutation } from '../data/site-pages-api';

const pageFormSchema = z.object({
  title: requiredText('Judul', 3, 200),
  body: requiredText('Isi halaman', 1, STATIC_PAGE_BODY_MAX),
});

function PageForm({ page }: { page: AdminStaticPage }) {
  const form = useEntityForm(pageFormSchema, { title: page.title, body: page.body });
  const [update] = useUpdateAdminStaticPageMutation();
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit((body) => update({ slug: page.slug, body }).unwrap(), 'Halaman disimpan.');
  };
  return (
    <form onSubmit={save} noValidate aria-label={`Ubah ${page.title}`}>
      <Card $padding={5}>
        <Stack $gap={4}>
          <TextField label="Judul" required {...form.text('title')} />
          <MarkdownEditor
            label="Isi halaman"
            required
            rows={22}
            source={form.values.body}
            onSourceChange={(text) => form.set('body', text)}
            {...form.text('body')}
          />
          <div>
            <Button type="submit" loading={form.saving}>
              Simpan halaman
            </Button>
          </div>
        </Stack>
      </Card>
    </form>
  );
}

export function SitePageEditorPage() {
  const { pageSlug = '' } = useParams();
  const { data: page, isLoading, error, refetch } = useGetAdminStaticPageQuery(pageSlug);
  usePageTitle(page ? page.title : 'Halaman', 'Admin');
  const apiError = error as ApiError | undefined;
  if (apiError?.status === 404 || apiError?.status === 422) return <ErrorPanel status={404} />;
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={5}>
        <Link to="/admin/halaman">← Semua halaman</Link>
        {isLoading ? (
          <SkeletonList rows={6} />
        ) : apiError || !page ? (
          <ErrorState
            title="Halaman belum dapat dimuat"
            message={apiError?.message ?? ''}
            onRetry={() => void refetch()}
          />
        ) : (
          <>
            <Stack $gap={1}>
              <Heading level={1}>{page.title}</Heading>
              <Text $muted>
                Terakhir diperbarui {formatDateTime(page.updatedAt, { fallback: '—' })}
                {page.updatedBy ? ` oleh ${page.updatedBy.name}` : ''} ·{' '}
                <a href={page.path} target="_blank" rel="noopener noreferrer">
                  Lihat halaman
                </a>
              </Text>
            </Stack>
            <PageForm key={page.updatedAt} page={page} />
          </>
        )}
      </Stack>
    </Container>
  );
}
