/**
 * What is assigned to a classroom of one kind (its ctf or exercise-lab tab): each item with its due date, how many of
 * the classroom's students are done and how many of them late, the way to its per-student detail, a new due date and
 * unassigning (confirmed first; the students' results stay).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Badge, Button, Modal, Stack, Table, Text, useToast } from '@akademi-siber/ui-design-system';
import { LAB_CATEGORY_LABELS, type ClassroomLabAssignment } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useUnassignLabItemMutation } from '../data/lab-api';
import type { AssignTarget } from './assign-dialog';
import { dueLabel, labPaths } from './lab-format';

export interface AssignmentListProps {
  classroomSlug: string;
  classroomName: string;
  assignments: ClassroomLabAssignment[];
  onChangeDue: (target: AssignTarget) => void;
}

export function AssignmentList({ classroomSlug, classroomName, assignments, onChangeDue }: AssignmentListProps) {
  const [unassign, { isLoading }] = useUnassignLabItemMutation();
  const [removing, setRemoving] = useState<ClassroomLabAssignment | null>(null);
  const toast = useToast();

  async function confirmRemove() {
    if (!removing) return;
    try {
      await unassign({ classroomSlug, kind: removing.kind, itemSlug: removing.slug }).unwrap();
      toast.show({ id: 'teacher-lab-assign', title: 'Berhasil', variant: 'success', message: 'Tugas dibatalkan.' });
      setRemoving(null);
    } catch (error) {
      toast.show({ id: 'teacher-lab-assign', message: errorMessage(error) });
    }
  }

  return (
    <>
      <Table
        caption={`Tugas di ${classroomName}`}
        hideCaption
        rowKey="slug"
        rows={assignments}
        emptyText="Belum ada yang ditugaskan."
        columns={[
          {
            key: 'title',
            header: 'Judul',
            render: (row) => (
              <Stack $gap={1}>
                <Link to={labPaths.detail(classroomSlug, row.kind, row.slug)}>{row.title}</Link>
                <Text $size="sm" $muted>
                  {LAB_CATEGORY_LABELS[row.category]}
                </Text>
              </Stack>
            ),
          },
          { key: 'due', header: 'Batas waktu', render: (row) => dueLabel(row.dueAt) },
          {
            key: 'done',
            header: 'Selesai',
            render: (row) => (
              <Stack $direction="row" $gap={2} $wrap>
                <span>
                  {formatNumber(row.done)}/{formatNumber(row.students)}
                </span>
                {row.late > 0 && <Badge $tone="warning">{formatNumber(row.late)} terlambat</Badge>}
              </Stack>
            ),
          },
          {
            key: 'actions',
            header: 'Aksi',
            render: (row) => (
              <Stack $direction="row" $gap={2} $wrap>
                <Button
                  $size="sm"
                  $variant="secondary"
                  aria-label={`Ubah batas waktu ${row.title}`}
                  onClick={() =>
                    onChangeDue({
                      kind: row.kind,
                      classroomSlug,
                      itemSlug: row.slug,
                      itemTitle: row.title,
                      dueAt: row.dueAt,
                    })
                  }
                >
                  Ubah batas waktu
                </Button>
                <Button
                  $size="sm"
                  $variant="ghost"
                  aria-label={`Batalkan tugas ${row.title}`}
                  onClick={() => setRemoving(row)}
                >
                  Batalkan
                </Button>
              </Stack>
            ),
          },
        ]}
      />
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        size="sm"
        title="Batalkan tugas?"
        footer={
          <>
            <Button $variant="ghost" onClick={() => setRemoving(null)}>
              Tidak
            </Button>
            <Button $variant="danger" disabled={isLoading} onClick={() => void confirmRemove()}>
              Ya, batalkan
            </Button>
          </>
        }
      >
        <Text>
          {removing?.title} tidak lagi ditugaskan di {classroomName}. Hasil mahasiswa yang sudah ada tetap tersimpan.
        </Text>
      </Modal>
    </>
  );
}
