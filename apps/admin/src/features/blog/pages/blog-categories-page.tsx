/** /admin/blog/kategori — the blog's categories in the order the blog's navbar shows them (decision 0052). */
import { Link } from 'react-router-dom';
import { CategoryManager } from '@akademi-siber/feature-content-editor';
import { Container, Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import {
  useCreateAdminBlogCategoryMutation,
  useDeleteAdminBlogCategoryMutation,
  useGetAdminBlogCategoriesQuery,
  useRenameAdminBlogCategoryMutation,
  useReorderAdminBlogCategoriesMutation,
} from '../data/blog-api';

const WORDS = { section: 'blog', items: 'artikel', base: '/blog', example: 'keamanan-awan' };

export function BlogCategoriesPage() {
  usePageTitle('Kategori Blog', 'Admin');
  const result = useGetAdminBlogCategoriesQuery();
  const [create] = useCreateAdminBlogCategoryMutation();
  const [rename] = useRenameAdminBlogCategoryMutation();
  const [remove] = useDeleteAdminBlogCategoryMutation();
  const [reorder] = useReorderAdminBlogCategoriesMutation();
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Link to="/admin/blog">← Semua artikel</Link>
        <Stack $gap={1}>
          <Heading level={1}>Kategori Blog</Heading>
          <Text $muted>Urutan di sini adalah urutan di navigasi blog. Pindahkan dengan Naik/Turun atau Alt+↑/↓.</Text>
        </Stack>
        <CategoryManager
          words={WORDS}
          result={result}
          create={(category) => create({ category }).unwrap()}
          rename={(id, category) => rename({ id, category }).unwrap()}
          remove={(id) => remove(id).unwrap()}
          reorder={(ids) => reorder(ids).unwrap()}
        />
      </Stack>
    </Container>
  );
}
