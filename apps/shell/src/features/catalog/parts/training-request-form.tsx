/**
 * "Ajukan pelatihan": a company asks for a corporate training (`POST /api/corporate-trainings/requests`). The
 * zod schema mirrors the API's (apps/api/src/modules/catalog/schemas.ts, same rules and messages) so the form
 * says what the server would; the server's 422 field errors land on the same fields.
 */
import { useState, type FormEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import {
  Button,
  Card,
  Heading,
  Notice,
  Select,
  Stack,
  Text,
  TextField,
  theme,
  type SelectOption,
} from '@akademi-siber/ui-design-system';
import { useSubmitTrainingRequestMutation } from '@akademi-siber/data-access-catalog';
import styled from 'styled-components';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PHONE = /^[0-9+ ]{8,20}$/;

export const trainingRequestFormSchema = z.object({
  companyName: z
    .string()
    .trim()
    .min(1, { error: 'Nama perusahaan wajib diisi' })
    .max(150, { error: 'Nama perusahaan maksimal 150 karakter' }),
  contactName: z
    .string()
    .trim()
    .min(1, { error: 'Nama kontak wajib diisi' })
    .max(100, { error: 'Nama kontak maksimal 100 karakter' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: 'Email wajib diisi' })
    .max(254, { error: 'Email maksimal 254 karakter' })
    .pipe(z.email({ error: 'Email tidak valid' })),
  phone: z
    .string()
    .trim()
    .regex(PHONE, { error: 'Nomor telepon harus 8–20 karakter berupa angka, spasi, atau +' })
    .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 8, { error: 'Nomor telepon minimal berisi 8 angka' }),
  participants: z
    .number({ error: 'Jumlah peserta harus berupa angka' })
    .int({ error: 'Jumlah peserta harus bilangan bulat' })
    .min(1, { error: 'Jumlah peserta minimal 1' })
    .max(10000, { error: 'Jumlah peserta maksimal 10000' }),
  trainingSlug: z.string().max(150).regex(SLUG, { error: 'Pelatihan yang dipilih tidak valid' }).optional(),
  message: z
    .string()
    .trim()
    .min(10, { error: 'Pesan minimal 10 karakter' })
    .max(2000, { error: 'Pesan maksimal 2000 karakter' }),
});

const EMPTY = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  participants: '',
  trainingSlug: '',
  message: '',
};

type FormValues = typeof EMPTY;

/** The form's strings as the request body: a number of participants, no empty training. */
function toInput(values: FormValues): z.input<typeof trainingRequestFormSchema> {
  const participants = values.participants.trim();
  return {
    companyName: values.companyName,
    contactName: values.contactName,
    email: values.email,
    phone: values.phone,
    participants: participants === '' ? Number.NaN : Number(participants),
    trainingSlug: values.trainingSlug || undefined,
    message: values.message,
  };
}

/** The form as typed (text only), turned into the request's shape, then checked by the schema above. */
const trainingRequestTypedSchema = z
  .object({
    companyName: z.string(),
    contactName: z.string(),
    email: z.string(),
    phone: z.string(),
    participants: z.string(),
    trainingSlug: z.string(),
    message: z.string(),
  })
  .transform(toInput)
  .pipe(trainingRequestFormSchema);

const MessageBox = styled.textarea`
  width: 100%;
  min-height: 140px;
  padding: 0.75rem;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  font: inherit;
  resize: vertical;

  &:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 1rem;
`;

export interface TrainingRequestFormProps {
  /** The trainings a company may ask about (value = slug). */
  trainings: SelectOption[];
  /** Preselected training (from `?pelatihan=`). */
  initialTraining?: string;
}

export function TrainingRequestForm({ trainings, initialTraining = '' }: TrainingRequestFormProps) {
  const [submit, { isLoading }] = useSubmitTrainingRequestMutation();
  const form = useZodForm(trainingRequestTypedSchema, { ...EMPTY, trainingSlug: initialTraining });
  const errors = form.formState.errors;
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const send = form.handleSubmit(async (body) => {
    try {
      await submit(body).unwrap();
      setSent(form.getValues('email').trim());
      form.reset(EMPTY);
    } catch (failure) {
      if (applyServerFieldErrors(form, failure) === 0) setFormError(errorMessage(failure));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void send(event);
  }

  if (sent) {
    return (
      <Card>
        <Stack $gap={3} role="status">
          <Heading level={3}>Permintaan terkirim</Heading>
          <Text>
            Terima kasih. Tim kami akan menghubungi Anda di <strong>{sent}</strong> dalam 1–2 hari kerja untuk membahas
            kebutuhan pelatihan.
          </Text>
          <Button type="button" $variant="secondary" onClick={() => setSent(null)} style={{ alignSelf: 'flex-start' }}>
            Kirim permintaan lain
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby="request-title">
        <Stack $gap={4}>
          <Heading level={2} id="request-title">
            Ajukan pelatihan
          </Heading>
          <Text $muted>Ceritakan kebutuhan tim Anda. Semua kolom wajib diisi kecuali pilihan pelatihan.</Text>
          {formError && (
            <Notice $tone="danger" role="alert">
              {formError}
            </Notice>
          )}
          <FieldRow>
            <TextField
              label="Nama perusahaan"
              {...form.register('companyName')}
              autoComplete="organization"
              error={errors.companyName?.message}
              required
            />
            <TextField
              label="Nama kontak"
              {...form.register('contactName')}
              autoComplete="name"
              error={errors.contactName?.message}
              required
            />
          </FieldRow>
          <FieldRow>
            <TextField
              label="Email kantor"
              {...form.register('email')}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              required
            />
            <TextField
              label="Nomor telepon"
              {...form.register('phone')}
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              required
            />
          </FieldRow>
          <FieldRow>
            <TextField
              label="Jumlah peserta"
              {...form.register('participants')}
              inputMode="numeric"
              error={errors.participants?.message}
              required
            />
            <Select
              label="Pelatihan yang diminati"
              {...form.register('trainingSlug')}
              options={[{ value: '', label: 'Belum tahu / pelatihan khusus' }, ...trainings]}
              error={errors.trainingSlug?.message}
            />
          </FieldRow>
          <MessageField field={form.register('message')} error={errors.message?.message} />
          <Button type="submit" $variant="primary" loading={isLoading} style={{ alignSelf: 'flex-start' }}>
            Kirim permintaan
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function MessageField({ field, error }: { field: UseFormRegisterReturn<'message'>; error?: string }) {
  return (
    <Stack $gap={1}>
      <label htmlFor="training-request-message" style={{ fontWeight: 600 }}>
        Pesan
      </label>
      <MessageBox
        id="training-request-message"
        {...field}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'training-request-message-error' : 'training-request-message-hint'}
      />
      {error ? (
        <Text id="training-request-message-error" $size="sm" style={{ color: theme.colors.dangerText }}>
          {error}
        </Text>
      ) : (
        <Text id="training-request-message-hint" $size="sm" $muted>
          Topik, jadwal yang diinginkan, dan lokasi (daring atau di kantor Anda). 10–2000 karakter.
        </Text>
      )}
    </Stack>
  );
}
