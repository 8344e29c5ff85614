/** The Cyber Insight event form: details, schedule, price and quota, the speakers list, and publication. */
import { useFieldArray } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Checkbox, Stack, Text, TextField, theme } from '@akademi-siber/ui-design-system';
import type { AdminEvent } from '@akademi-siber/util-contracts';
import { toLocalInput, useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import { useCreateAdminEventMutation, useUpdateAdminEventMutation } from '../data/events-api';
import { eventFormSchema, type EventFormValues } from './event-schema';

const Speakers = styled.fieldset`
  margin: 0;
  padding: 0.75rem 1rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  legend {
    padding: 0 0.25rem;
    font-size: ${theme.fontSizes.sm};
    font-weight: 500;
  }
`;

const SpeakerRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 0.75rem;
  align-items: end;

  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    padding-bottom: 0.75rem;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const ErrorLine = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.dangerText};
`;

const EMPTY: EventFormValues = {
  title: '',
  summary: '',
  description: '',
  startsAt: '',
  endsAt: '',
  location: 'Online (Zoom)',
  price: '0',
  quota: '100',
  registrationClosesAt: '',
  speakers: [],
  published: false,
};

const toValues = (event: AdminEvent): EventFormValues => ({
  title: event.title,
  summary: event.summary,
  description: event.description,
  startsAt: toLocalInput(event.startsAt),
  endsAt: toLocalInput(event.endsAt),
  location: event.location,
  price: String(event.price),
  quota: String(event.quota),
  registrationClosesAt: toLocalInput(event.registrationClosesAt),
  speakers: event.speakers,
  published: event.published,
});

export function EventForm({ event, onDone }: { event: AdminEvent | null; onDone: () => void }) {
  const form = useEntityForm(eventFormSchema, event ? toValues(event) : EMPTY);
  const [create] = useCreateAdminEventMutation();
  const [update] = useUpdateAdminEventMutation();
  const speakers = useFieldArray({ control: form.form.control, name: 'speakers' });
  // The list's own message (too many speakers) shows only when no speaker has one of their own.
  const speakersError = speakers.fields.some(
    (_, index) => form.error(`speakers.${index}.name`) || form.error(`speakers.${index}.title`),
  )
    ? undefined
    : form.error('speakers');

  return (
    <form
      onSubmit={form.onSubmit(
        (body) => (event ? update({ id: event.id, body }).unwrap() : create(body).unwrap()),
        event ? 'Acara diperbarui.' : 'Acara ditambahkan.',
        onDone,
      )}
      noValidate
      aria-label={event ? 'Ubah acara' : 'Acara baru'}
    >
      <Stack $gap={4}>
        <TextField label="Judul" required {...form.text('title')} />
        <TextField label="Ringkasan" required hint="Satu-dua kalimat untuk kartu acara." {...form.text('summary')} />
        <TextAreaField label="Deskripsi" rows={6} {...form.text('description')} />
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField
            label="Waktu mulai"
            type="datetime-local"
            required
            {...form.text('startsAt')}
            style={{ flex: '1 1 200px' }}
          />
          <TextField
            label="Waktu selesai"
            type="datetime-local"
            required
            {...form.text('endsAt')}
            style={{ flex: '1 1 200px' }}
          />
        </Stack>
        <TextField
          label="Batas pendaftaran"
          type="datetime-local"
          required
          hint="Paling lambat saat acara dimulai."
          {...form.text('registrationClosesAt')}
        />
        <TextField label="Lokasi" required hint="“Online (Zoom)” atau nama tempat." {...form.text('location')} />
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <TextField
            label="Harga (Rp)"
            inputMode="numeric"
            required
            hint="0 = gratis."
            {...form.text('price')}
            style={{ flex: '1 1 160px' }}
          />
          <TextField
            label="Kuota peserta"
            inputMode="numeric"
            required
            {...form.text('quota')}
            style={{ flex: '1 1 160px' }}
          />
        </Stack>
        <Speakers>
          <legend>Pembicara</legend>
          <Stack $gap={3}>
            {speakers.fields.length === 0 && (
              <Text $size="sm" $muted>
                Belum ada pembicara.
              </Text>
            )}
            {speakers.fields.map((speaker, index) => (
              <SpeakerRow key={speaker.id} role="group" aria-label={`Pembicara ${index + 1}`}>
                <TextField label={`Nama pembicara ${index + 1}`} {...form.text(`speakers.${index}.name`)} />
                <TextField label={`Jabatan pembicara ${index + 1}`} {...form.text(`speakers.${index}.title`)} />
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={form.saving}
                  aria-label={`Hapus pembicara ${index + 1}`}
                  onClick={() => speakers.remove(index)}
                >
                  Hapus
                </Button>
              </SpeakerRow>
            ))}
            {speakersError && <ErrorLine role="alert">{speakersError}</ErrorLine>}
            <div>
              <Button
                type="button"
                $variant="secondary"
                $size="sm"
                disabled={form.saving}
                onClick={() => speakers.append({ name: '', title: '' }, { shouldFocus: false })}
              >
                Tambah pembicara
              </Button>
            </div>
          </Stack>
        </Speakers>
        <Checkbox label="Terbitkan (tampil di Cyber Insight)" {...form.check('published')} />
        <Stack $direction="row" $gap={3} $justify="flex-end" $wrap>
          <Button type="button" $variant="secondary" onClick={onDone} disabled={form.saving}>
            Batal
          </Button>
          <Button type="submit" loading={form.saving}>
            Simpan
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
