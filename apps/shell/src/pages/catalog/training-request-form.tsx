/**
 * "Ajukan pelatihan": a company asks for a corporate training (`POST /api/corporate-trainings/requests`). The
 * zod schema mirrors the API's (apps/api/src/modules/catalog/schemas.ts, same rules and messages) so the form
 * says what the server would; the server's 422 field errors land on the same fields.
 */
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { apiFieldErrors, schemaFieldErrors, type ApiError, type FieldErrors } from '@akademi-siber/data-access-api';
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
import type { TrainingRequestInput } from '@akademi-siber/util-contracts';
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

interface FormValues {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  participants: string;
  trainingSlug: string;
  message: string;
}

const EMPTY: FormValues = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  participants: '',
  trainingSlug: '',
  message: '',
};

/** The form's strings as the request body: a number of participants, no empty training. */
function toInput(values: FormValues): Record<keyof TrainingRequestInput, unknown> {
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
  const [values, setValues] = useState<FormValues>({ ...EMPTY, trainingSlug: initialTraining });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const set = (name: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = trainingRequestFormSchema.safeParse(toInput(values));
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await submit(parsed.data).unwrap();
      setSent(values.email.trim());
      setValues(EMPTY);
    } catch (failure) {
      const error = failure as ApiError;
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(error.message);
    }
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
              name="companyName"
              autoComplete="organization"
              value={values.companyName}
              onChange={set('companyName')}
              error={errors['companyName']}
              required
            />
            <TextField
              label="Nama kontak"
              name="contactName"
              autoComplete="name"
              value={values.contactName}
              onChange={set('contactName')}
              error={errors['contactName']}
              required
            />
          </FieldRow>
          <FieldRow>
            <TextField
              label="Email kantor"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              error={errors['email']}
              required
            />
            <TextField
              label="Nomor telepon"
              name="phone"
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={set('phone')}
              error={errors['phone']}
              required
            />
          </FieldRow>
          <FieldRow>
            <TextField
              label="Jumlah peserta"
              name="participants"
              inputMode="numeric"
              value={values.participants}
              onChange={set('participants')}
              error={errors['participants']}
              required
            />
            <Select
              label="Pelatihan yang diminati"
              name="trainingSlug"
              value={values.trainingSlug}
              options={[{ value: '', label: 'Belum tahu / pelatihan khusus' }, ...trainings]}
              onChange={set('trainingSlug')}
              error={errors['trainingSlug']}
            />
          </FieldRow>
          <MessageField value={values.message} onChange={set('message')} error={errors['message']} />
          <Button type="submit" $variant="primary" loading={isLoading} style={{ alignSelf: 'flex-start' }}>
            Kirim permintaan
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function MessageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}) {
  return (
    <Stack $gap={1}>
      <label htmlFor="training-request-message" style={{ fontWeight: 600 }}>
        Pesan
      </label>
      <MessageBox
        id="training-request-message"
        name="message"
        value={value}
        onChange={onChange}
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
