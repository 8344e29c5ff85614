/**
 * /admin/blog/baru — a new post; once created, its own page opens.
 * /admin/blog/:blogPostId — one post: where it stands (and its public address once out), its form, and deleting it.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '@akademi-siber/data-access-api';
import { useSession } from '@akademi-siber/data-access-auth';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { ConfirmDialog } from '@akademi-siber/feature-app-frame/lists';
import {
  Badge,
  Button,
  Container,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
  useToast,
} from '@akademi-siber/ui-design-system';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import type { AdminBlogPost } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useDeleteAdminBlogPostMutation, useGetAdminBlogPostQuery } from '../data/blog-api';
import { BlogPostForm } from '../parts/blog-post-form';
import { STATUS_LABELS } from '../parts/blog-post-schema';

const BACK = <Link to="/admin/blog">← Semua artikel</Link>;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={5}>{children}</Stack>
    </Container>
  );
}

function NewPost() {
  usePageTitle('Artikel Baru', 'Admin');
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <Frame>
      {BACK}
      <Heading level={1}>Artikel Baru</Heading>
      <BlogPostForm
        post={null}
        currentUserId={user?.id ?? null}
        onSaved={(saved) => navigate(`/admin/blog/${saved.id}`)}
      />
    </Frame>
  );
}

function Standing({ post }: { post: AdminBlogPost }) {
  const tone = post.status === 'published' ? 'success' : post.status === 'scheduled' ? 'info' : undefined;
  return (
    <Stack $direction="row" $gap={2} $wrap $align="center">
      <Badge $tone={tone}>{STATUS_LABELS[post.status]}</Badge>
      <Text $muted>
        {post.status === 'published' && (
          <>
            Terbit {formatDateTime(post.publishedAt ?? '', { fallback: '' })} ·{' '}
            <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer">
              Lihat di blog
            </a>
          </>
        )}
        {post.status === 'scheduled' && `Tampil ${formatDateTime(post.publishedAt ?? '', { fallback: '' })}`}
        {post.status === 'draft' && 'Belum tampil di situs.'}
      </Text>
    </Stack>
  );
}

function DeletePost({ post }: { post: AdminBlogPost }) {
  const [open, setOpen] = useState(false);
  const [remove, { isLoading }] = useDeleteAdminBlogPostMutation();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <Stack $gap={2}>
      <Heading level={2}>Hapus artikel</Heading>
      <Text $muted>Artikel hilang dari blog dan tautannya tidak lagi dapat dibuka.</Text>
      <div>
        <Button type="button" $variant="danger" onClick={() => setOpen(true)}>
          Hapus artikel
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title="Hapus artikel?"
        confirmLabel="Ya, hapus"
        busy={isLoading}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          void remove(post.id)
            .unwrap()
            .then(() => {
              toast.show({ title: 'Berhasil', message: 'Artikel dihapus.', variant: 'success' });
              navigate('/admin/blog');
            })
            .catch((failure: unknown) => toast.show({ message: errorMessage(failure) }))
        }
      >
        “{post.title}” akan dihapus permanen.
      </ConfirmDialog>
    </Stack>
  );
}

function EditPost({ id }: { id: number }) {
  const query = useGetAdminBlogPostQuery(id);
  const { data: post, error } = query;
  usePageTitle(post ? post.title : 'Artikel', 'Admin');
  const apiError = error as ApiError | undefined;
  if (apiError?.status === 404) return <ErrorPanel status={404} message={apiError.message} />;
  return (
    <Frame>
      {BACK}
      <QueryStates query={query} errorTitle="Artikel belum dapat dimuat" loading={<SkeletonList rows={6} />}>
        {(post) => (
          <>
            <Stack $gap={2}>
              <Heading level={1}>{post.title}</Heading>
              <Standing post={post} />
            </Stack>
            {/* Keyed by the post: a saved post's answer resets the form to what was stored. */}
            <BlogPostForm key={post.id} post={post} currentUserId={null} onSaved={() => undefined} />
            <DeletePost post={post} />
          </>
        )}
      </QueryStates>
    </Frame>
  );
}

export function BlogPostEditorPage() {
  const { blogPostId } = useParams();
  if (blogPostId === undefined) return <NewPost />;
  const id = Number(blogPostId);
  if (!/^\d+$/.test(blogPostId) || id < 1) return <ErrorPanel status={404} />;
  return <EditPost id={id} />;
}
