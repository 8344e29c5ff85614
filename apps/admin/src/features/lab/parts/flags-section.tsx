/**
 * A challenge's flags. Write-only: a static flag's text or a regex pattern is typed, sent once and cleared; the list
 * shows each flag's kind and case rule only (the API never answers more). A per-user flag is derived by the server
 * for each player (`AKSB{…}`), handed out in a per-user file.
 */
import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import {
  Badge,
  Button,
  Checkbox,
  Notice,
  Select,
  Stack,
  Text,
  TextField,
  useToast,
} from '@akademi-siber/ui-design-system';
import {
  labFlagInputSchema,
  LAB_FLAG_KINDS,
  type AdminLabChallenge,
  type AdminLabFlag,
  type LabFlagInput,
} from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { useAddAdminLabFlagMutation, useDeleteAdminLabFlagMutation } from '../data/lab-api';
import { ConfirmDialog } from '@akademi-siber/feature-app-frame/lists';
import { FLAG_KIND_LABELS } from './labels';
import { ItemList, Section } from './section';

/** The form's text → the API's body: a per-user flag has no value and no case rule of its own. */
const flagFormSchema = z
  .object({ kind: z.enum(LAB_FLAG_KINDS), value: z.string(), caseInsensitive: z.boolean() })
  .transform((form): LabFlagInput =>
    form.kind === 'per_user'
      ? { kind: form.kind, caseInsensitive: false }
      : { kind: form.kind, value: form.value, caseInsensitive: form.caseInsensitive },
  )
  .pipe(labFlagInputSchema);

const KIND_HINTS = {
  static: 'Teks flag persis, mis. AKSB{…}. Disimpan sebagai HMAC: setelah disimpan tidak dapat dilihat lagi.',
  regex: 'Pola yang harus cocok dengan seluruh jawaban, mis. AKSB\\{[0-9]{4}\\}.',
  per_user: 'Server membuat flag unik untuk setiap pemain. Bagikan lewat berkas per pengguna dengan {{FLAG}}.',
} as const;

function describe(flag: AdminLabFlag): string {
  if (flag.kind === 'per_user') return 'Dibuat server untuk setiap pemain';
  return flag.caseInsensitive ? 'Abaikan huruf besar/kecil' : 'Huruf besar/kecil harus sama';
}

export function FlagsSection({ challenge }: { challenge: AdminLabChallenge }) {
  const toast = useToast();
  const [addFlag, adding] = useAddAdminLabFlagMutation();
  const [deleteFlag, deleting] = useDeleteAdminLabFlagMutation();
  const [removing, setRemoving] = useState<AdminLabFlag | null>(null);
  const form = useZodForm(flagFormSchema, { kind: 'static', value: '', caseInsensitive: false });
  const kind = form.watch('kind');
  const { errors } = form.formState;

  const add = form.handleSubmit(async (body) => {
    try {
      await addFlag({ challengeId: challenge.id, body }).unwrap();
      toast.show({
        title: 'Berhasil',
        variant: 'success',
        message: `Flag ${FLAG_KIND_LABELS[body.kind]} ditambahkan.`,
      });
      // The typed flag leaves the page with the request.
      form.reset({ kind: body.kind, value: '', caseInsensitive: false });
    } catch (failure) {
      if (applyServerFieldErrors(form, failure, ['value', 'kind', 'caseInsensitive']) === 0)
        toast.show({ message: errorMessage(failure) });
    }
  });

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteFlag({ challengeId: challenge.id, flagId: removing.id }).unwrap();
      toast.show({ title: 'Berhasil', variant: 'success', message: 'Flag dihapus.' });
    } catch (failure) {
      toast.show({ message: errorMessage(failure) });
    }
    setRemoving(null);
  };

  return (
    <Section title="Flag" id="lab-flags">
      {challenge.flags.length === 0 ? (
        <Notice $tone="warning">Belum ada flag: tantangan ini belum dapat diselesaikan.</Notice>
      ) : (
        <ItemList aria-label="Flag tantangan">
          {challenge.flags.map((flag, index) => (
            <li key={flag.id}>
              <Stack $direction="row" $gap={3} $justify="space-between" $align="center" $wrap>
                <Stack $gap={1}>
                  <Stack $direction="row" $gap={2} $align="center" $wrap>
                    <strong>Flag {index + 1}</strong>
                    <Badge $tone="info">{FLAG_KIND_LABELS[flag.kind]}</Badge>
                  </Stack>
                  <Text $size="sm" $muted>
                    {describe(flag)} · ditambahkan {formatDateTime(flag.createdAt, { fallback: '—' })}
                  </Text>
                </Stack>
                <Button
                  type="button"
                  $variant="secondary"
                  $size="sm"
                  onClick={() => setRemoving(flag)}
                  aria-label={`Hapus flag ${index + 1} (${FLAG_KIND_LABELS[flag.kind]})`}
                >
                  Hapus
                </Button>
              </Stack>
            </li>
          ))}
        </ItemList>
      )}
      <form onSubmit={(event) => void add(event)} noValidate aria-label="Tambah flag">
        <Stack $gap={4}>
          <Select
            label="Jenis flag"
            options={LAB_FLAG_KINDS.map((value) => ({ value, label: FLAG_KIND_LABELS[value] }))}
            hint={KIND_HINTS[kind]}
            {...form.register('kind')}
            error={errors.kind?.message}
            disabled={adding.isLoading}
          />
          {kind !== 'per_user' && (
            <>
              <TextField
                label={kind === 'regex' ? 'Pola regex' : 'Flag'}
                required
                spellCheck={false}
                autoComplete="off"
                autoCapitalize="none"
                {...form.register('value')}
                error={errors.value?.message}
                disabled={adding.isLoading}
              />
              <Checkbox
                label="Abaikan huruf besar/kecil"
                {...form.register('caseInsensitive')}
                disabled={adding.isLoading}
              />
            </>
          )}
          {kind === 'per_user' && errors.value?.message && (
            <Text $size="sm" role="alert">
              {errors.value.message}
            </Text>
          )}
          <div>
            <Button type="submit" $variant="secondary" loading={adding.isLoading}>
              Tambah flag
            </Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        open={removing !== null}
        title="Hapus flag?"
        confirmLabel="Ya, hapus flag"
        busy={deleting.isLoading}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      >
        Jawaban yang cocok dengan flag {removing ? FLAG_KIND_LABELS[removing.kind].toLowerCase() : ''} ini tidak lagi
        dianggap benar. Penyelesaian yang sudah ada tetap.
      </ConfirmDialog>
    </Section>
  );
}
