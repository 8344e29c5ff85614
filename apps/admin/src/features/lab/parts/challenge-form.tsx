/**
 * A challenge's details: title and slug, category and difficulty, the Markdown description with its preview,
 * connection info, publication and the visibility window, the prerequisite, the value (static, or dynamic with
 * initial, minimum and decay — CTFd's formula, previewed) and the attempt limit. Flags, hints and files are added on
 * the challenge's page once it exists.
 */
import type { FormEvent } from 'react';
import { Button, Checkbox, Select, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import { labDynamicValue, type AdminLabChallenge } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { Fieldset, useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import {
  useCreateAdminLabChallengeMutation,
  useGetAdminLabChallengesQuery,
  useUpdateAdminLabChallengeMutation,
} from '../data/lab-api';
import { challengeFormSchema, challengeValues, NEW_CHALLENGE, slugFrom, typedNumber } from './challenge-schema';
import { CATEGORY_OPTIONS, DIFFICULTY_OPTIONS } from './labels';
import { MarkdownField } from './markdown-field';

const half = { flex: '1 1 200px', minWidth: 0 } as const;

/** "1: 500 · 5: 450 · 20+: 100" — what the 1st, a middle and the decay-th solver get. */
function valuePreview(initial: string, minimum: string, decay: string): string | null {
  const challenge = {
    valueType: 'dynamic' as const,
    initialValue: typedNumber(initial),
    minimumValue: typedNumber(minimum),
    decay: typedNumber(decay),
  };
  if (![challenge.initialValue, challenge.minimumValue, challenge.decay].every(Number.isInteger)) return null;
  if (challenge.decay < 1 || challenge.minimumValue > challenge.initialValue) return null;
  const solvers = [...new Set([1, Math.max(1, Math.ceil(challenge.decay / 2)), challenge.decay + 1])];
  return solvers.map((solver) => `ke-${solver}: ${formatNumber(labDynamicValue(challenge, solver - 1))}`).join(' · ');
}

export function ChallengeForm({
  challenge,
  onSaved,
  onCancel,
}: {
  challenge: AdminLabChallenge | null;
  onSaved: (saved: AdminLabChallenge) => void;
  onCancel?: () => void;
}) {
  const form = useEntityForm(challengeFormSchema, challenge ? challengeValues(challenge) : NEW_CHALLENGE);
  const [create] = useCreateAdminLabChallengeMutation();
  const [update] = useUpdateAdminLabChallengeMutation();
  // The prerequisite's choices: the newest 100 challenges (and the current prerequisite if it is older).
  const { data: others } = useGetAdminLabChallengesQuery({ page: 1, perPage: 100 });
  const prerequisites = (others?.data ?? [])
    .filter((row) => row.id !== challenge?.id)
    .map((row) => ({ value: row.slug, label: `${row.title} (${row.slug})` }));
  if (challenge?.prerequisite && !prerequisites.some((option) => option.value === challenge.prerequisite?.slug)) {
    const { slug, title } = challenge.prerequisite;
    prerequisites.unshift({ value: slug, label: `${title} (${slug})` });
  }
  const dynamic = form.values.valueType === 'dynamic';
  const preview = dynamic ? valuePreview(form.values.initialValue, form.values.minimumValue, form.values.decay) : null;
  const title = form.text('title');

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result: { saved?: AdminLabChallenge } = {};
    await form.submit(
      async (body) => {
        result.saved = challenge
          ? await update({ challengeId: challenge.id, body }).unwrap()
          : await create(body).unwrap();
      },
      challenge ? 'Tantangan disimpan.' : 'Tantangan dibuat. Tambahkan flag agar bisa diselesaikan.',
    );
    if (result.saved) onSaved(result.saved);
  };

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={challenge ? 'Detail tantangan' : 'Tantangan baru'}
    >
      <Stack $gap={5}>
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField
            label="Judul"
            required
            {...title}
            onBlur={(event) => {
              void title.onBlur(event);
              // A new challenge's slug follows its title until someone types one.
              if (!challenge && form.values.slug.trim() === '') form.set('slug', slugFrom(event.target.value));
            }}
            style={{ flex: '2 1 260px', minWidth: 0 }}
          />
          <TextField
            label="Slug"
            required
            spellCheck={false}
            autoCapitalize="none"
            hint={challenge && challenge.solves > 0 ? 'Tetap setelah ada yang menyelesaikannya.' : 'Alamat tantangan.'}
            {...form.text('slug')}
            style={{ flex: '1 1 200px', minWidth: 0 }}
          />
        </Stack>
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <Select label="Kategori" options={CATEGORY_OPTIONS} {...form.text('category')} style={half} />
          <Select label="Tingkat kesulitan" options={DIFFICULTY_OPTIONS} {...form.text('difficulty')} style={half} />
        </Stack>
        <MarkdownField label="Deskripsi" required source={form.values.description} {...form.text('description')} />
        <TextField
          label="Info koneksi"
          spellCheck={false}
          hint="Opsional, mis. nc lab.akademisiber.id 31337 atau alamat instans."
          {...form.text('connectionInfo')}
        />

        <Fieldset>
          <legend>Tampil bagi pemain</legend>
          <Stack $gap={4}>
            <Checkbox label="Terbitkan" hint="Draf tidak tampil bagi pemain." {...form.check('published')} />
            <Stack $direction="row" $gap={4} $wrap $align="flex-start">
              <TextField
                label="Tampil mulai"
                type="datetime-local"
                hint="Kosongkan bila langsung tampil."
                {...form.text('visibleFrom')}
                style={half}
              />
              <TextField
                label="Tampil sampai"
                type="datetime-local"
                hint="Kosongkan bila tanpa batas. Sesudahnya jawaban ditutup."
                {...form.text('visibleUntil')}
                style={half}
              />
            </Stack>
            <Select
              label="Prasyarat"
              hint="Tantangan ini terbuka setelah pemain menyelesaikan prasyaratnya."
              options={[{ value: '', label: 'Tanpa prasyarat' }, ...prerequisites]}
              {...form.text('prerequisiteSlug')}
            />
          </Stack>
        </Fieldset>

        <Fieldset>
          <legend>Nilai</legend>
          <Stack $gap={4}>
            <Select
              label="Jenis nilai"
              options={[
                { value: 'static', label: 'Tetap' },
                { value: 'dynamic', label: 'Dinamis (turun setiap ada yang menyelesaikan)' },
              ]}
              {...form.text('valueType')}
            />
            <Stack $direction="row" $gap={4} $wrap $align="flex-start">
              <TextField
                label={dynamic ? 'Nilai awal' : 'Nilai'}
                inputMode="numeric"
                required
                {...form.text('initialValue')}
                style={{ flex: '1 1 140px', minWidth: 0 }}
              />
              {dynamic && (
                <>
                  <TextField
                    label="Nilai minimum"
                    inputMode="numeric"
                    required
                    {...form.text('minimumValue')}
                    style={{ flex: '1 1 140px', minWidth: 0 }}
                  />
                  <TextField
                    label="Decay"
                    inputMode="numeric"
                    required
                    hint="Jumlah penyelesai saat nilai mencapai minimum."
                    {...form.text('decay')}
                    style={{ flex: '1 1 140px', minWidth: 0 }}
                  />
                </>
              )}
            </Stack>
            {dynamic && (
              <Text $size="sm" $muted aria-live="polite">
                {preview
                  ? `Nilai bagi penyelesai ${preview}.`
                  : 'Isi nilai awal, minimum, dan decay untuk melihat nilainya.'}
              </Text>
            )}
            <TextField
              label="Batas percobaan"
              inputMode="numeric"
              hint="Jawaban per pemain. Kosongkan bila tanpa batas."
              {...form.text('maxAttempts')}
            />
          </Stack>
        </Fieldset>

        <Stack $direction="row" $gap={3} $justify="flex-end" $wrap>
          {onCancel && (
            <Button type="button" $variant="secondary" onClick={onCancel} disabled={form.saving}>
              Batal
            </Button>
          )}
          <Button type="submit" loading={form.saving}>
            {challenge ? 'Simpan perubahan' : 'Buat tantangan'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
