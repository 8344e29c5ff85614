/**
 * /admin/lab/settings — the scoreboard freeze: from the set time the public board and the players' standings show
 * the solves up to it, while the staff (and a classroom's teacher) still see the live board, linked from here.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { useEntityForm, toLocalInput } from '@akademi-siber/feature-app-frame/forms';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { Button, Heading, Notice, Stack, Text, TextField, usePageTitle } from '@akademi-siber/ui-design-system';
import { labSettingsInputSchema, type LabSettings } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { useGetAdminLabSettingsQuery, useSaveAdminLabSettingsMutation } from '../data/lab-api';
import { typedDateTime } from '../parts/challenge-schema';
import { LabFrame } from '../parts/lab-frame';
import { Section } from '../parts/section';

const settingsFormSchema = z
  .object({ scoreboardFrozenAt: z.string() })
  .transform((form) => ({ scoreboardFrozenAt: typedDateTime(form.scoreboardFrozenAt) }))
  .pipe(labSettingsInputSchema);

function freezeText(frozenAt: string | null, now = Date.now()): string {
  if (!frozenAt) return 'Papan skor tidak dibekukan: publik dan pemain melihat skor langsung.';
  const when = formatDateTime(frozenAt, { withZone: true });
  return new Date(frozenAt).getTime() <= now
    ? `Papan skor publik dibekukan sejak ${when}. Penyelesaian sesudahnya hanya terlihat oleh staf.`
    : `Papan skor publik akan dibekukan pada ${when}.`;
}

function FreezeForm({ settings }: { settings: LabSettings }) {
  const form = useEntityForm(settingsFormSchema, { scoreboardFrozenAt: toLocalInput(settings.scoreboardFrozenAt) });
  const [save] = useSaveAdminLabSettingsMutation();
  const [clearing, setClearing] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await form.submit((body) => save(body).unwrap(), 'Pengaturan lab disimpan.');
  };
  const unfreeze = async () => {
    setClearing(true);
    form.set('scoreboardFrozenAt', '');
    await form.submit((body) => save(body).unwrap(), 'Pembekuan papan skor dihapus.');
    setClearing(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Pembekuan papan skor">
      <Stack $gap={4}>
        <Notice $tone={settings.scoreboardFrozenAt ? 'warning' : 'info'} role="status">
          {freezeText(settings.scoreboardFrozenAt)}
        </Notice>
        <TextField
          label="Bekukan papan skor mulai"
          type="datetime-local"
          hint="Waktu peramban Anda. Kosongkan bila tidak dibekukan."
          {...form.text('scoreboardFrozenAt')}
        />
        <Stack $direction="row" $gap={3} $wrap>
          <Button type="submit" loading={form.saving && !clearing}>
            Simpan
          </Button>
          {settings.scoreboardFrozenAt && (
            <Button type="button" $variant="secondary" onClick={() => void unfreeze()} loading={clearing}>
              Hapus pembekuan
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}

export function SettingsPage() {
  usePageTitle('Pengaturan Lab', 'Admin');
  const query = useGetAdminLabSettingsQuery();
  return (
    <LabFrame>
      <Stack $gap={1}>
        <Heading level={1}>Pengaturan Lab</Heading>
        <Text $muted>Pembekuan papan skor untuk kompetisi.</Text>
      </Stack>
      <Section
        title="Pembekuan papan skor"
        id="lab-freeze"
        lead="Setelah waktu ini, papan skor publik dan peringkat pemain hanya menghitung penyelesaian sampai saat itu."
      >
        <QueryStates query={query} errorTitle="Pengaturan lab belum dapat dimuat">
          {(settings) => <FreezeForm key={settings.scoreboardFrozenAt ?? 'none'} settings={settings} />}
        </QueryStates>
      </Section>
      <Section
        title="Papan skor langsung"
        id="lab-live"
        lead="Staf selalu melihat skor langsung, dibekukan atau tidak."
      >
        <Stack $direction="row" $gap={4} $wrap>
          <Link to="/admin/lab/scoreboard">Lihat papan skor langsung</Link>
          <a href="/cybersecuritylabs">Papan skor publik</a>
        </Stack>
      </Section>
    </LabFrame>
  );
}
