/**
 * Assigning a challenge or an exercise lab to a classroom with an optional due date, or changing the due date of one
 * already assigned. Opened from a classroom's tab (the item is chosen here) or from the catalogue (the classroom is
 * chosen here). A form on the forms of decision 0034: the due date box gives the API's `dueAt` (ISO or null).
 */
import { useId } from 'react';
import { z } from 'zod';
import { optionalDateTime, toLocalInput, useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Modal, Select, Stack, Text, TextField, type SelectOption } from '@akademi-siber/ui-design-system';
import { useAssignLabItemMutation, type LabItemKind } from '../data/lab-api';

export interface AssignTarget {
  kind: LabItemKind;
  /** Fixed classroom (a classroom's tab), or chosen from `classroomChoices`. */
  classroomSlug?: string;
  /** Fixed item (changing a due date, the catalogue), or chosen from `itemChoices`. */
  itemSlug?: string;
  itemTitle?: string;
  dueAt?: string | null;
}

export interface AssignDialogProps {
  target: AssignTarget | null;
  onClose: () => void;
  itemChoices?: SelectOption[];
  classroomChoices?: SelectOption[];
}

const WORD: Record<LabItemKind, { lower: string; title: string }> = {
  challenge: { lower: 'tantangan', title: 'Tantangan' },
  exercise: { lower: 'lab latihan', title: 'Lab latihan' },
};

const formSchema = (kind: LabItemKind) =>
  z.object({
    item: z.string().min(1, `${WORD[kind].title} wajib dipilih`),
    classroom: z.string().min(1, 'Classroom wajib dipilih'),
    dueAt: optionalDateTime('Batas waktu'),
  });

function AssignForm({
  target,
  onClose,
  itemChoices = [],
  classroomChoices = [],
}: AssignDialogProps & { target: AssignTarget }) {
  const formId = useId();
  const [assign] = useAssignLabItemMutation();
  const changing = Boolean(target.itemSlug && target.classroomSlug);
  const word = WORD[target.kind];
  const { text, submit, saving } = useEntityForm(formSchema(target.kind), {
    item: target.itemSlug ?? '',
    classroom: target.classroomSlug ?? '',
    dueAt: toLocalInput(target.dueAt),
  });

  async function save() {
    const saved = await submit(
      ({ item, classroom, dueAt }) =>
        assign({ classroomSlug: classroom, kind: target.kind, itemSlug: item, dueAt }).unwrap(),
      changing ? 'Batas waktu disimpan.' : `${word.title} ditugaskan.`,
    );
    if (saved) onClose();
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={changing ? 'Ubah batas waktu' : `Tugaskan ${word.lower}`}
      footer={
        <>
          <Button $variant="ghost" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" form={formId} $variant="primary" disabled={saving}>
            {changing ? 'Simpan' : 'Tugaskan'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack $gap={4}>
          {target.itemSlug ? (
            <Text>
              <strong>{target.itemTitle ?? target.itemSlug}</strong>
            </Text>
          ) : (
            <Select label={word.title} placeholder={`Pilih ${word.lower}`} options={itemChoices} {...text('item')} />
          )}
          {!target.classroomSlug && (
            <Select label="Classroom" placeholder="Pilih classroom" options={classroomChoices} {...text('classroom')} />
          )}
          <TextField
            type="datetime-local"
            label="Batas waktu (opsional)"
            hint="Kosongkan bila tanpa batas waktu. Jawaban setelah batas waktu tetap dihitung dan ditandai terlambat."
            {...text('dueAt')}
          />
        </Stack>
      </form>
    </Modal>
  );
}

export function AssignDialog(props: AssignDialogProps) {
  if (!props.target) return null;
  return <AssignForm {...props} target={props.target} />;
}
