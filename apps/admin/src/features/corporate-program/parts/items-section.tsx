/**
 * A company's learning items in a batch (decision 0046), in the order its employees take them: each with its due
 * date, points and how many employees started and completed it, links to its content's pages (Materi, Kuis,
 * Diskusi), moved with "Naik" / "Turun" or Alt+↑ / Alt+↓ on its row, changed, or deleted while nobody has started it.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@akademi-siber/data-access-api';
import { ConfirmDialog } from '@akademi-siber/feature-app-frame/lists';
import { moveKeyHandler, MoveButtons, movedIds } from '@akademi-siber/feature-content-editor';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Modal,
  Stack,
  Text,
  theme,
  useToast,
} from '@akademi-siber/ui-design-system';
import type { AdminProgramItem } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import {
  useDeleteAdminProgramItemMutation,
  useReorderAdminProgramItemsMutation,
  type ProgramCompanyRef,
} from '../data/program-api';
import { ItemForm } from './item-form';
import { programItemPath } from './program-links';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: ${theme.fontSizes.sm};
`;

const ITEM_PAGES = [
  { segment: 'materi', label: 'Materi' },
  { segment: 'kuis', label: 'Kuis' },
  { segment: 'diskusi', label: 'Diskusi' },
] as const;

const dueText = (item: AdminProgramItem) =>
  item.dueAt ? `Tenggat ${formatDateTime(item.dueAt, { withZone: true })}` : 'Tanpa tenggat';

function ItemRow({
  company,
  item,
  index,
  count,
  onMove,
  onEdit,
  onDelete,
}: {
  company: ProgramCompanyRef;
  item: AdminProgramItem;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const base = programItemPath(company.batchId, company.corporateId, item.id);
  const started = item.started > 0;
  const lockedId = `materi-program-${item.id}-terkunci`;
  return (
    <li onKeyDown={moveKeyHandler(index, count, onMove)}>
      <Card $padding={4}>
        <Stack $direction="row" $gap={3} $wrap $justify="space-between" $align="flex-start">
          <Stack $gap={1} style={{ flex: '1 1 18rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            <Heading level={4} as="h3">
              {formatNumber(index + 1)}. <Link to={`${base}/materi`}>{item.title}</Link>
            </Heading>
            <Text $size="sm" $muted>
              {dueText(item)} · {formatNumber(item.points)} poin
            </Text>
            <Text $size="sm">
              {formatNumber(item.started)} karyawan mulai · {formatNumber(item.completed)} selesai
            </Text>
            <Links aria-label={`Halaman ${item.title}`}>
              {ITEM_PAGES.map((page) => (
                <Link key={page.segment} to={`${base}/${page.segment}`} aria-label={`${page.label} ${item.title}`}>
                  {page.label}
                </Link>
              ))}
            </Links>
            {started && (
              <Text id={lockedId} $size="sm" $muted>
                Sudah dimulai karyawan, jadi tidak dapat dihapus.
              </Text>
            )}
          </Stack>
          <Stack $direction="row" $gap={1} $wrap>
            <MoveButtons
              label={item.title}
              idPrefix={`materi-program-${item.id}`}
              index={index}
              count={count}
              onMove={onMove}
              keyShortcuts
            />
            <Button type="button" $size="sm" $variant="secondary" aria-label={`Ubah ${item.title}`} onClick={onEdit}>
              Ubah
            </Button>
            <Button
              type="button"
              $size="sm"
              $variant="ghost"
              aria-label={`Hapus ${item.title}`}
              aria-describedby={started ? lockedId : undefined}
              disabled={started}
              onClick={onDelete}
            >
              Hapus
            </Button>
          </Stack>
        </Stack>
      </Card>
    </li>
  );
}

export function ItemsSection({ company, items }: { company: ProgramCompanyRef; items: AdminProgramItem[] }) {
  const toast = useToast();
  const [editing, setEditing] = useState<AdminProgramItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminProgramItem | null>(null);
  const [reorder] = useReorderAdminProgramItemsMutation();
  const [remove, removal] = useDeleteAdminProgramItemMutation();

  const move = (from: number, to: number) => {
    reorder({ ...company, itemIds: movedIds(items, from, to) })
      .unwrap()
      .catch((failure: unknown) => toast.show({ message: errorMessage(failure, 'Urutan belum dapat disimpan.') }));
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove({ ...company, itemId: deleting.id }).unwrap();
      toast.show({ title: 'Berhasil', message: answer.message, variant: 'success' });
      setDeleting(null);
    } catch (failure) {
      toast.show({ message: errorMessage(failure, 'Materi program belum dapat dihapus.') });
    }
  };

  return (
    <Stack $gap={4}>
      <Stack $direction="row" $gap={3} $justify="space-between" $align="flex-end" $wrap>
        <Text $size="sm" $muted style={{ flex: '1 1 18rem' }}>
          Karyawan mempelajarinya dalam urutan ini. Pindahkan dengan tombol Naik dan Turun, atau Alt+↑ dan Alt+↓ di
          baris materi.
        </Text>
        <Button type="button" onClick={() => setEditing('new')}>
          Tambah materi
        </Button>
      </Stack>
      {items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="Belum ada materi program."
          description="Tambahkan materi pertama, lalu isi modul, materi, dan kuisnya di halaman materi itu."
        />
      ) : (
        <List aria-label="Urutan materi program">
          {items.map((item, index) => (
            <ItemRow
              key={item.id}
              company={company}
              item={item}
              index={index}
              count={items.length}
              onMove={move}
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </List>
      )}
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Materi program baru' : 'Ubah materi program'}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <ItemForm company={company} item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Hapus materi program"
        confirmLabel="Ya, hapus"
        busy={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        Hapus <strong>{deleting?.title}</strong>? Modul, materi, kuis, dan diskusinya ikut terhapus.
      </ConfirmDialog>
    </Stack>
  );
}
