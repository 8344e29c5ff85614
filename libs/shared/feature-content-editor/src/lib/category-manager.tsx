/**
 * A content section's categories as the staff manage them (the blog's, Cybercast's; decision 0052): add one, rename
 * one (its address stays, so shared links keep working), optionally move one with "Naik" / "Turun" or Alt+↑ / Alt+↓,
 * and delete one that nothing uses (the API refuses otherwise and says how many items still do). The calls are the
 * page's: each section keeps its own endpoints.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@akademi-siber/data-access-api';
import { ConfirmDialog } from '@akademi-siber/feature-app-frame/lists';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Modal,
  SkeletonList,
  Stack,
  Text,
  TextField,
  theme,
  useToast,
} from '@akademi-siber/ui-design-system';
import { formatNumber } from '@akademi-siber/util-format';
import { MoveButtons, moveKeyHandler, movedIds } from './move-buttons';

export interface ManagedCategory {
  id: number;
  slug: string;
  category: string;
  /** Items (drafts included) that use it. */
  posts: number;
}

export interface CategoryWords {
  /** "blog", "Cybercast": the section's name in a sentence. */
  section: string;
  /** "artikel", "episode". */
  items: string;
  /** The section's public address: `/blog`, `/cybercast`. */
  base: string;
  /** A slug for the hint, e.g. `keamanan-awan`. */
  example: string;
}

export interface CategoryManagerProps {
  words: CategoryWords;
  result: { data?: ManagedCategory[]; isLoading: boolean; error?: unknown; refetch: () => unknown };
  create: (name: string) => Promise<ManagedCategory>;
  rename: (id: number, name: string) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** Every id in the new order; without it the list has no order to change. */
  reorder?: (ids: number[]) => Promise<unknown>;
}

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

function NewCategory({ words, create }: { words: CategoryWords; create: CategoryManagerProps['create'] }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const toast = useToast();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = NAME_RULE(name);
    setError(problem);
    if (problem) return;
    setLoading(true);
    create(name.trim())
      .then((saved) => {
        setName('');
        toast.show({ title: 'Berhasil', message: `Kategori ${saved.category} dibuat.`, variant: 'success' });
      })
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setLoading(false));
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Kategori baru">
      <Stack $direction="row" $gap={3} $wrap $align="flex-end">
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <TextField
            label="Nama kategori baru"
            value={name}
            error={error ?? undefined}
            hint={`Alamatnya dibuat dari nama, misalnya ${words.base}/kategori/${words.example}.`}
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

function RenameDialog({
  category,
  words,
  rename,
  onClose,
}: {
  category: ManagedCategory;
  words: CategoryWords;
  rename: CategoryManagerProps['rename'];
  onClose: () => void;
}) {
  const [name, setName] = useState(category.category);
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const toast = useToast();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = NAME_RULE(name);
    setError(problem);
    if (problem) return;
    setLoading(true);
    rename(category.id, name.trim())
      .then(() => {
        toast.show({ title: 'Berhasil', message: 'Nama kategori disimpan.', variant: 'success' });
        onClose();
      })
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setLoading(false));
  };
  return (
    <Modal open title={`Ganti nama ${category.category}`} onClose={onClose} size="sm">
      <form onSubmit={submit} noValidate aria-label="Ganti nama kategori">
        <Stack $gap={4}>
          <TextField
            label="Nama kategori"
            value={name}
            error={error ?? undefined}
            hint={`Alamatnya tetap ${words.base}/kategori/${category.slug}.`}
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

function Categories({
  categories,
  words,
  rename,
  remove,
  reorder,
}: Omit<CategoryManagerProps, 'result' | 'create'> & { categories: ManagedCategory[] }) {
  const toast = useToast();
  const [moving, setMoving] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [renaming, setRenaming] = useState<ManagedCategory | null>(null);
  const [toDelete, setDeleting] = useState<ManagedCategory | null>(null);
  const move = (from: number, to: number) => {
    if (!reorder) return;
    setMoving(true);
    void reorder(movedIds(categories, from, to))
      .catch((failure: unknown) => toast.show({ message: errorMessage(failure) }))
      .finally(() => setMoving(false));
  };

  if (categories.length === 0)
    return <EmptyState title="Belum ada kategori" description="Tambahkan kategori pertama di atas." />;
  return (
    <>
      <List aria-label={`Kategori ${words.section}`}>
        {categories.map((category, index) => (
          <Row key={category.id} onKeyDown={reorder ? moveKeyHandler(index, categories.length, move) : undefined}>
            <Stack $gap={1}>
              <strong>{category.category}</strong>
              <Text $size="sm" $muted>
                <a href={`${words.base}/kategori/${category.slug}`} target="_blank" rel="noopener noreferrer">
                  {words.base}/kategori/{category.slug}
                </a>{' '}
                · {category.posts === 0 ? `belum ada ${words.items}` : `${formatNumber(category.posts)} ${words.items}`}
              </Text>
            </Stack>
            <Stack $direction="row" $gap={2} $wrap $align="center">
              {reorder && (
                <MoveButtons
                  label={`kategori ${category.category}`}
                  idPrefix={`kategori-${category.id}`}
                  index={index}
                  count={categories.length}
                  disabled={moving}
                  onMove={move}
                  keyShortcuts
                />
              )}
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
      {renaming && <RenameDialog category={renaming} words={words} rename={rename} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Hapus kategori ${toDelete?.category ?? ''}?`}
        confirmLabel="Ya, hapus"
        busy={removing}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!toDelete) return;
          setRemoving(true);
          void remove(toDelete.id)
            .then(() => toast.show({ title: 'Berhasil', message: 'Kategori dihapus.', variant: 'success' }))
            .catch((failure: unknown) => toast.show({ message: errorMessage(failure) }))
            .finally(() => {
              setRemoving(false);
              setDeleting(null);
            });
        }}
      >
        {toDelete && toDelete.posts > 0
          ? `Kategori ini masih dipakai ${formatNumber(toDelete.posts)} ${words.items}, jadi belum dapat dihapus. ` +
            `Pindahkan ${words.items}nya ke kategori lain lebih dulu.`
          : `Kategori yang tidak dipakai ${words.items} dihapus dari ${words.section} dan navigasinya.`}
      </ConfirmDialog>
    </>
  );
}

export function CategoryManager({ words, result, create, ...actions }: CategoryManagerProps) {
  return (
    <Stack $gap={6}>
      <Card $padding={5}>
        <NewCategory words={words} create={create} />
      </Card>
      {result.isLoading ? (
        <SkeletonList rows={5} />
      ) : result.error || !result.data ? (
        <ErrorState
          title="Kategori belum dapat dimuat"
          message={errorMessage(result.error)}
          onRetry={() => void result.refetch()}
        />
      ) : (
        <Categories categories={result.data} words={words} {...actions} />
      )}
    </Stack>
  );
}
