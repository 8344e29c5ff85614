/** /admin/blog — the blog's posts: search, status filter and pages; new post, categories, and each post's editor. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  Container,
  Select,
  Stack,
  TextField,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import type { AdminBlogPost, BlogPostStatus } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { ListHeader, NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminBlogPostsQuery } from '../data/blog-api';
import { STATUS_LABELS } from '../parts/blog-post-schema';

const STATUS_FILTERS = [
  { value: '', label: 'Semua status' },
  { value: 'draft', label: 'Draf' },
  { value: 'scheduled', label: 'Terjadwal' },
  { value: 'published', label: 'Terbit' },
];

function StatusCell({ post }: { post: AdminBlogPost }) {
  const date = formatDateTime(post.publishedAt ?? '', { fallback: '' });
  if (post.status === 'draft') return <Badge>Draf</Badge>;
  return (
    <NoWrap>
      <Badge $tone={post.status === 'published' ? 'success' : 'info'}>{STATUS_LABELS[post.status]}</Badge> {date}
    </NoWrap>
  );
}

const columns: TableColumn<AdminBlogPost>[] = [
  {
    key: 'title',
    header: 'Artikel',
    render: (post) => (
      <WideCell>
        <Link to={`/admin/blog/${post.id}`}>
          <strong>{post.title}</strong>
        </Link>
        <br />
        {post.category.category} · {post.author.name}
      </WideCell>
    ),
  },
  { key: 'status', header: 'Status', render: (post) => <StatusCell post={post} /> },
  {
    key: 'actions',
    header: 'Aksi',
    render: (post) => (
      <Button as={Link} to={`/admin/blog/${post.id}`} $variant="secondary" $size="sm" aria-label={`Ubah ${post.title}`}>
        Ubah
      </Button>
    ),
  },
];

export function BlogPostsPage() {
  usePageTitle('Blog', 'Admin');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<BlogPostStatus | ''>('');
  const result = useGetAdminBlogPostsQuery({ page, perPage: PER_PAGE, search: search.trim(), status });
  const filtered = search.trim() !== '' || status !== '';

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <ListHeader
          title="Blog"
          lead="Artikel blog: draf, jadwal terbit, dan yang sudah tampil di situs."
          action={
            <Stack $direction="row" $gap={2} $wrap>
              <Button as={Link} to="/admin/blog/kategori" $variant="secondary">
                Kategori
              </Button>
              <Button as={Link} to="/admin/blog/baru">
                Tulis artikel
              </Button>
            </Stack>
          }
        />
        <Stack $direction="row" $gap={4} $wrap>
          <div style={{ flex: '2 1 240px', minWidth: 0 }}>
            <TextField
              label="Cari artikel"
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
          <div style={{ flex: '1 1 180px', minWidth: 0 }}>
            <Select
              label="Status"
              options={STATUS_FILTERS}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as BlogPostStatus | '');
                setPage(1);
              }}
            />
          </div>
        </Stack>
        <PagedTable
          caption="Artikel blog"
          columns={columns}
          rowKey={(post) => post.id}
          errorTitle="Daftar artikel belum dapat dimuat"
          emptyText={filtered ? 'Tidak ada artikel yang cocok.' : 'Belum ada artikel. Tulis artikel pertama.'}
          result={result}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Container>
  );
}
