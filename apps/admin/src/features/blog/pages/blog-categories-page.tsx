/**
 * /admin/blog/kategori — the blog's categories in the order the blog's navbar shows them: add one, rename one (its
 * address stays, so shared links keep working), move one with "Naik" / "Turun" or Alt+↑ / Alt+↓, and delete one
 * that no post uses (the API says how many posts still do).
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@akademi-siber/data-access-api';
import { MoveButtons, moveKeyHandler, movedIds } from '@akademi-siber/feature-content-editor';
import { ConfirmDialog } from '@akademi-siber/feature-app-frame/lists';
import {
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  Modal,
  SkeletonList,
  Stack,
  Text,
  TextField,
  theme,
  usePageTitle,
  useToast,
} from '@akademi-siber/ui-design-system';
import { formatNumber } from '@akademi-siber/util-format';
import {
  useCreateAdminBlogCategoryMutation,
  useDeleteAdminBlogCategoryMutation,
  useGetAdminBlogCategoriesQuery,
  useRenameAdminBlogCategoryMutation,
  useReorderAdminBlogCategoriesMutation,
  type AdminBlogCategory,
} from '../data/blog-api';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const NAME_RULE = (name: string) =>
  name.trim().length < 2
    ? 'Nama kategori minimal 2 karakter'
    : name.trim().length > 80
      ? 'Nama kategori maksimal 80 karakter'
      : null;

function NewCategory() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateAdminBlogCategoryMutation();
  const toast = useToast();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = NAME_RULE(name);
    setError(problem);
    if (problem) return;
    create({ category: name.trim() })
      .unwrap()
      .then((saved) => {
        setName('');
        toast.show({ title: 'Berhasil', message: `Kategori ${saved.category} dibuat.`, variant: 'success' });
      })
      .catch((failure: unknown) => setError(errorMessage(failure)));
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Kategori baru">
      <Stack $direction="row" $gap={3} $wrap $align="flex-end">
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <TextField
            label="Nama kategori baru"
            value={name}
            error={error ?? undefined}
            hint="Alamatnya dibuat dari nama, misalnya /blog/kategori/keamanan-awan."
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button type="submit" loading={isLoading}>
          Tambah kategori
        </Button>
      </Stack>
    </form>
  );
}

function RenameDialog({ category, onClose }: { category: AdminBlogCategory; onClose: () => void }) {
  const [name, setName] = useState(category.category);
  const [error, setError] = useState<string | null>(null);
  const [rename, { isLoading }] = useRenameAdminBlogCategoryMutation();
  const toast = useToast();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = NAME_RULE(name);
    setError(problem);
    if (problem) return;
    rename({ id: category.id, category: name.trim() })
      .unwrap()
      .then(() => {
        toast.show({ title: 'Berhasil', message: 'Nama kategori disimpan.', variant: 'success' });
        onClose();
      })
      .catch((failure: unknown) => setError(errorMessage(failure)));
  };
  return (
    <Modal open title={`Ganti nama ${category.category}`} onClose={onClose} size="sm">
      <form onSubmit={submit} noValidate aria-label="Ganti nama kategori">
        <Stack $gap={4}>
          <TextField
            label="Nama kategori"
            value={name}
            error={error ?? undefined}
            hint={`Alamatnya tetap /blog/kategori/${category.slug}.`}
            onChange={(event) => setName(event.target.value)}
          />
          <Stack $direction="row" $gap={2} $justify="flex-end">
            <Button type="button" $variant="secondary" onClick={onClose}>
              Batal
            </Button>
            <Button type="submit" loading={isLoading}>
              Simpan nama
            </Button>
          </Stack>
        </Stack>
      </form>
    </Modal>
  );
}

function Categories({ categories }: { categories: AdminBlogCategory[] }) {
  const toast = useToast();
  const [order, { isLoading: moving }] = useReorderAdminBlogCategoriesMutation();
  const [remove, { isLoading: removing }] = useDeleteAdminBlogCategoryMutation();
  const [renaming, setRenaming] = useState<AdminBlogCategory | null>(null);
  const [toDelete, setDeleting] = useState<AdminBlogCategory | null>(null);
  const move = (from: number, to: number) =>
    void order(movedIds(categories, from, to))
      .unwrap()
      .catch((failure: unknown) => toast.show({ message: errorMessage(failure) }));

  if (categories.length === 0)
    return <EmptyState title="Belum ada kategori" description="Tambahkan kategori pertama di atas." />;
  return (
    <>
      <List aria-label="Kategori blog">
        {categories.map((category, index) => (
          <Row key={category.id} onKeyDown={moveKeyHandler(index, categories.length, move)}>
            <Stack $gap={1}>
              <strong>{category.category}</strong>
              <Text $size="sm" $muted>
                <Link to={`/blog/kategori/${category.slug}`} target="_blank" rel="noopener noreferrer">
                  /blog/kategori/{category.slug}
                </Link>{' '}
                · {category.posts === 0 ? 'belum ada artikel' : `${formatNumber(category.posts)} artikel`}
              </Text>
            </Stack>
            <Stack $direction="row" $gap={2} $wrap $align="center">
              <MoveButtons
                label={`kategori ${category.category}`}
                idPrefix={`kategori-${category.id}`}
                index={index}
                count={categories.length}
                disabled={moving}
                onMove={move}
                keyShortcuts
              />
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                aria-label={`Ganti nama ${category.category}`}
                onClick={() => setRenaming(category)}
              >
                Ganti nama
              </Button>
              <Button
                type="button"
                $size="sm"
                $variant="ghost"
                aria-label={`Hapus ${category.category}`}
                onClick={() => setDeleting(category)}
              >
                Hapus
              </Button>
            </Stack>
          </Row>
        ))}
      </List>
      {renaming && <RenameDialog category={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Hapus kategori ${toDelete?.category ?? ''}?`}
        confirmLabel="Ya, hapus"
        busy={removing}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!toDelete) return;
          void remove(toDelete.id)
            .unwrap()
            .then(() => toast.show({ title: 'Berhasil', message: 'Kategori dihapus.', variant: 'success' }))
            .catch((failure: unknown) => toast.show({ message: errorMessage(failure) }))
            .finally(() => setDeleting(null));
        }}
      >
        {toDelete && toDelete.posts > 0
          ? `Kategori ini masih dipakai ${formatNumber(toDelete.posts)} artikel, jadi belum dapat dihapus. ` +
            'Pindahkan artikelnya ke kategori lain lebih dulu.'
          : 'Kategori yang tidak dipakai artikel dihapus dari blog dan navigasinya.'}
      </ConfirmDialog>
    </>
  );
}

export function BlogCategoriesPage() {
  usePageTitle('Kategori Blog', 'Admin');
  const { data, isLoading, error, refetch } = useGetAdminBlogCategoriesQuery();
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Link to="/admin/blog">← Semua artikel</Link>
        <Stack $gap={1}>
          <Heading level={1}>Kategori Blog</Heading>
          <Text $muted>Urutan di sini adalah urutan di navigasi blog. Pindahkan dengan Naik/Turun atau Alt+↑/↓.</Text>
        </Stack>
        <Card $padding={5}>
          <NewCategory />
        </Card>
        {isLoading ? (
          <SkeletonList rows={5} />
        ) : error || !data ? (
          <ErrorState
            title="Kategori belum dapat dimuat"
            message={errorMessage(error)}
            onRetry={() => void refetch()}
          />
        ) : (
          <Categories categories={data} />
        )}
      </Stack>
    </Container>
  );
}
