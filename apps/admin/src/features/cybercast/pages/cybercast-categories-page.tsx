/** /admin/cybercast/kategori — Cybercast's categories: add, rename, delete one no episode uses (decision 0052). */
import { Link } from 'react-router-dom';
import { CategoryManager } from '@akademi-siber/feature-content-editor';
import { Container, Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import {
  useCreateAdminCybercastCategoryMutation,
  useDeleteAdminCybercastCategoryMutation,
  useGetAdminCybercastCategoriesQuery,
  useRenameAdminCybercastCategoryMutation,
} from '../data/cybercast-api';

const WORDS = { section: 'Cybercast', items: 'episode', base: '/cybercast', example: 'riset-malware' };

export function CybercastCategoriesPage() {
  usePageTitle('Kategori Cybercast', 'Admin');
  const result = useGetAdminCybercastCategoriesQuery();
  const [create] = useCreateAdminCybercastCategoryMutation();
  const [rename] = useRenameAdminCybercastCategoryMutation();
  const [remove] = useDeleteAdminCybercastCategoryMutation();
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Link to="/admin/cybercast">← Semua episode</Link>
        <Stack $gap={1}>
          <Heading level={1}>Kategori Cybercast</Heading>
          <Text $muted>Kategori tampil di navigasi Cybercast. Kategori yang dipakai episode tidak dapat dihapus.</Text>
        </Stack>
        <CategoryManager
          words={WORDS}
          result={result}
          create={(category) => create({ category }).unwrap()}
          rename={(id, category) => rename({ id, category }).unwrap()}
          remove={(id) => remove(id).unwrap()}
        />
      </Stack>
    </Container>
  );
}
