/**
 * A challenge's hints: the order, the cost taken off that challenge's reward when a player unlocks it (0 = free; the
 * player sees it before unlocking) and the text. Edit in place, delete after a confirmation. A hint already unlocked
 * keeps the cost it was unlocked at.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import { Badge, Button, Stack, Text, TextField, useToast } from '@akademi-siber/ui-design-system';
import { labHintInputSchema, type AdminLabChallenge, type AdminLabHint } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import {
  useAddAdminLabHintMutation,
  useDeleteAdminLabHintMutation,
  useUpdateAdminLabHintMutation,
} from '../data/lab-api';
import { typedNumber } from './challenge-schema';
import { ConfirmDialog } from '@akademi-siber/feature-app-frame/lists';
import { ItemList, Section } from './section';

const hintFormSchema = z
  .object({ position: z.string(), cost: z.string(), body: z.string() })
  .transform((form) => ({ position: typedNumber(form.position), cost: typedNumber(form.cost), body: form.body }))
  .pipe(labHintInputSchema);

const costText = (cost: number) => (cost === 0 ? 'Gratis' : `−${formatNumber(cost)} poin`);

function HintForm({
  challengeId,
  hint,
  nextPosition,
  onDone,
}: {
  challengeId: number;
  hint: AdminLabHint | null;
  nextPosition: number;
  onDone?: () => void;
}) {
  const initial = hint
    ? { position: String(hint.position), cost: String(hint.cost), body: hint.body }
    : { position: String(nextPosition), cost: '0', body: '' };
  const form = useEntityForm(hintFormSchema, initial);
  const [addHint] = useAddAdminLabHintMutation();
  const [updateHint] = useUpdateAdminLabHintMutation();
  const label = hint ? `Ubah petunjuk ${hint.position}` : 'Tambah petunjuk';
  const { setFocus } = form.form;
  // Opened in place of the hint by its "Ubah" button, which is gone now: the keyboard goes to the hint's text.
  const editingId = hint?.id;
  useEffect(() => {
    if (editingId !== undefined) setFocus('body');
  }, [editingId, setFocus]);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await form.submit(
      (body) =>
        hint ? updateHint({ challengeId, hintId: hint.id, body }).unwrap() : addHint({ challengeId, body }).unwrap(),
      hint ? 'Petunjuk disimpan.' : 'Petunjuk ditambahkan.',
    );
    if (!saved) return;
    if (hint) onDone?.();
    else form.form.reset({ position: String(nextPosition + 1), cost: '0', body: '' });
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={label}>
      <Stack $gap={4}>
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField
            label="Urutan"
            inputMode="numeric"
            required
            {...form.text('position')}
            style={{ flex: '1 1 120px', minWidth: 0 }}
          />
          <TextField
            label="Biaya (poin)"
            inputMode="numeric"
            required
            hint="Dikurangkan dari nilai tantangan ini. 0 = gratis."
            {...form.text('cost')}
            style={{ flex: '2 1 200px', minWidth: 0 }}
          />
        </Stack>
        <TextAreaField label="Isi petunjuk" required rows={3} {...form.text('body')} />
        <Stack $direction="row" $gap={3} $wrap>
          <Button type="submit" $variant="secondary" loading={form.saving}>
            {hint ? 'Simpan petunjuk' : 'Tambah petunjuk'}
          </Button>
          {hint && (
            <Button type="button" $variant="ghost" onClick={onDone} disabled={form.saving}>
              Batal
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}

export function HintsSection({ challenge }: { challenge: AdminLabChallenge }) {
  const toast = useToast();
  const [deleteHint, deleting] = useDeleteAdminLabHintMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<AdminLabHint | null>(null);
  const nextPosition = Math.min(100, Math.max(0, ...challenge.hints.map((hint) => hint.position)) + 1);

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteHint({ challengeId: challenge.id, hintId: removing.id }).unwrap();
      toast.show({ title: 'Berhasil', variant: 'success', message: 'Petunjuk dihapus.' });
    } catch (failure) {
      toast.show({ message: errorMessage(failure) });
    }
    setRemoving(null);
  };

  return (
    <Section
      title="Petunjuk"
      id="lab-hints"
      lead={
        'Membuka petunjuk mengurangi nilai tantangan ini bagi pemain itu (tidak pernah di bawah 0, ' +
        'tidak menyentuh saldo poinnya).'
      }
    >
      {challenge.hints.length === 0 ? (
        <Text $muted>Belum ada petunjuk.</Text>
      ) : (
        <ItemList aria-label="Petunjuk tantangan">
          {challenge.hints.map((hint) => (
            <li key={hint.id}>
              {editing === hint.id ? (
                <HintForm
                  challengeId={challenge.id}
                  hint={hint}
                  nextPosition={nextPosition}
                  onDone={() => {
                    setEditing(null);
                    // Back to the hint's own "Ubah" button.
                    window.setTimeout(() => document.getElementById(`hint-${hint.id}-edit`)?.focus(), 0);
                  }}
                />
              ) : (
                <Stack $gap={2}>
                  <Stack $direction="row" $gap={2} $align="center" $wrap>
                    <strong>Petunjuk {hint.position}</strong>
                    <Badge $tone={hint.cost === 0 ? 'success' : 'warning'}>{costText(hint.cost)}</Badge>
                    <Text as="span" $size="sm" $muted>
                      dibuka {formatNumber(hint.unlocks)} pemain
                    </Text>
                  </Stack>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{hint.body}</Text>
                  <Stack $direction="row" $gap={2} $wrap>
                    <Button
                      type="button"
                      $variant="secondary"
                      $size="sm"
                      id={`hint-${hint.id}-edit`}
                      onClick={() => setEditing(hint.id)}
                      aria-label={`Ubah petunjuk ${hint.position}`}
                    >
                      Ubah
                    </Button>
                    <Button
                      type="button"
                      $variant="secondary"
                      $size="sm"
                      onClick={() => setRemoving(hint)}
                      aria-label={`Hapus petunjuk ${hint.position}`}
                    >
                      Hapus
                    </Button>
                  </Stack>
                </Stack>
              )}
            </li>
          ))}
        </ItemList>
      )}
      <HintForm challengeId={challenge.id} hint={null} nextPosition={nextPosition} />
      <ConfirmDialog
        open={removing !== null}
        title="Hapus petunjuk?"
        confirmLabel="Ya, hapus petunjuk"
        busy={deleting.isLoading}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      >
        Petunjuk {removing?.position} tidak lagi tampil bagi pemain.
      </ConfirmDialog>
    </Section>
  );
}
