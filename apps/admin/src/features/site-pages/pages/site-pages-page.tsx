/** /admin/halaman — the company and legal pages, with when and by whom each was last changed. */
import { Link } from 'react-router-dom';
import { Button, Container, Stack, usePageTitle, type TableColumn } from '@akademi-siber/ui-design-system';
import type { AdminStaticPage } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { ListHeader, NoWrap, PagedTable, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminStaticPagesQuery } from '../data/site-pages-api';

const columns: TableColumn<AdminStaticPage>[] = [
  {
    key: 'title',
    header: 'Halaman',
    render: (page) => (
      <WideCell>
        <Link to={`/admin/halaman/${page.slug}`}>
          <strong>{page.title}</strong>
        </Link>
        <br />
        <a href={page.path} target="_blank" rel="noopener noreferrer">
          {page.path}
        </a>
      </WideCell>
    ),
  },
  {
    key: 'updated',
    header: 'Terakhir diperbarui',
    render: (page) => (
      <NoWrap>
        {formatDateTime(page.updatedAt, { fallback: '—' })}
        {page.updatedBy ? ` · ${page.updatedBy.name}` : ''}
      </NoWrap>
    ),
  },
  {
    key: 'actions',
    header: 'Aksi',
    render: (page) => (
      <Button
        as={Link}
        to={`/admin/halaman/${page.slug}`}
        $variant="secondary"
        $size="sm"
        aria-label={`Ubah ${page.title}`}
      >
        Ubah
      </Button>
    ),
  },
];

export function SitePagesPage() {
  usePageTitle('Halaman Statis', 'Admin');
  const result = useGetAdminStaticPagesQuery();
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <ListHeader
          title="Halaman Statis"
          lead="Tentang kami, kebijakan privasi, syarat dan ketentuan, dan kebijakan afiliasi."
          action={null}
        />
        <PagedTable
          caption="Halaman statis"
          columns={columns}
          rowKey={(page) => page.slug}
          errorTitle="Daftar halaman belum dapat dimuat"
          emptyText="Belum ada halaman statis."
          result={result}
        />
      </Stack>
    </Container>
  );
}
