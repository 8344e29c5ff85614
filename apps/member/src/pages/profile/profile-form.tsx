/**
 * The profile fields of /member/profil and what the public page `/{username}` may show. Validated with the API's own
 * schema; the API's field errors (a username already taken) land on their fields.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiFieldErrors, schemaFieldErrors, type ApiError, type FieldErrors } from '@akademi-siber/data-access-api';
import { Button, Card, Checkbox, Heading, Notice, Stack, TextField, theme } from '@akademi-siber/ui-design-system';
import {
  profileUpdateRequestSchema,
  type MemberProfile,
  type ProfileUpdateRequest,
} from '@akademi-siber/util-contracts';
import { useUpdateMemberProfileMutation } from '../../data/profile-api';

type TextKey = 'name' | 'username' | 'bio' | 'phone' | 'city' | 'institution';
type ShowKey = 'showBio' | 'showLocation' | 'showFinishedCourses' | 'showCertificates' | 'showXp';

const SHOW_CHOICES: readonly [ShowKey, string][] = [
  ['showBio', 'Bio'],
  ['showLocation', 'Kota dan instansi'],
  ['showFinishedCourses', 'Kelas yang sudah selesai'],
  ['showCertificates', 'Sertifikat (dengan nomornya, agar dapat diverifikasi)'],
  ['showXp', 'XP'],
];

const BioLabel = styled.label`
  display: grid;
  gap: 0.375rem;
  font-weight: 600;
`;

const BioInput = styled.textarea`
  font: inherit;
  font-weight: 400;
  min-height: 6rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  resize: vertical;
`;

const ErrorText = styled.span`
  color: ${theme.colors.dangerText};
  font-weight: 400;
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;

  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
`;

function formValues(profile: MemberProfile): ProfileUpdateRequest {
  return {
    name: profile.name,
    username: profile.username,
    bio: profile.bio ?? '',
    phone: profile.phone ?? '',
    city: profile.city ?? '',
    institution: profile.institution ?? '',
    showBio: profile.showBio,
    showLocation: profile.showLocation,
    showFinishedCourses: profile.showFinishedCourses,
    showCertificates: profile.showCertificates,
    showXp: profile.showXp,
  };
}

export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const [update, { isLoading }] = useUpdateMemberProfileMutation();
  const [values, setValues] = useState<ProfileUpdateRequest>(() => formValues(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const setText = (name: TextKey) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const setShow = (name: ShowKey) => (event: { target: { checked: boolean } }) =>
    setValues((current) => ({ ...current, [name]: event.target.checked }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const parsed = profileUpdateRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const answer = await update(parsed.data).unwrap();
      setValues(formValues(answer.data));
      setResult({ tone: 'success', text: answer.message });
    } catch (failure) {
      const error = failure as ApiError;
      const fields = apiFieldErrors(error);
      setErrors(fields);
      setResult({
        tone: 'danger',
        text: Object.keys(fields).length > 0 ? 'Periksa lagi isian yang ditandai.' : error.message,
      });
    }
  }

  return (
    <Card as="section" aria-labelledby="profil-data">
      <form onSubmit={onSubmit} noValidate aria-labelledby="profil-data">
        <Stack $gap={4}>
          <Heading level={2} id="profil-data">
            Data Profil
          </Heading>
          <TextField
            label="Nama"
            name="name"
            value={values.name}
            onChange={setText('name')}
            error={errors.name}
            autoComplete="name"
            required
          />
          <TextField
            label="Username"
            name="username"
            value={values.username}
            onChange={setText('username')}
            error={errors.username}
            hint="3–30 huruf kecil, angka, titik, garis bawah atau strip. Profil publikmu ada di /username."
            autoComplete="username"
            required
          />
          <BioLabel>
            Bio
            <BioInput
              name="bio"
              value={values.bio}
              onChange={setText('bio')}
              maxLength={500}
              aria-invalid={errors.bio ? true : undefined}
            />
            {errors.bio && <ErrorText role="alert">{errors.bio}</ErrorText>}
          </BioLabel>
          <TextField
            label="Nomor HP"
            name="phone"
            type="tel"
            value={values.phone}
            onChange={setText('phone')}
            error={errors.phone}
            hint="Tidak pernah tampil di profil publik."
            autoComplete="tel"
          />
          <TextField
            label="Kota"
            name="city"
            value={values.city}
            onChange={setText('city')}
            error={errors.city}
            autoComplete="address-level2"
          />
          <TextField
            label="Instansi"
            name="institution"
            value={values.institution}
            onChange={setText('institution')}
            error={errors.institution}
            autoComplete="organization"
          />
          <Fieldset>
            <legend>Tampilkan di profil publik</legend>
            {SHOW_CHOICES.map(([key, label]) => (
              <Checkbox key={key} label={label} name={key} checked={values[key]} onChange={setShow(key)} />
            ))}
          </Fieldset>
          {result && (
            <Notice $tone={result.tone} role={result.tone === 'danger' ? 'alert' : 'status'}>
              {result.text}
            </Notice>
          )}
          <div>
            <Button type="submit" $variant="primary" disabled={isLoading}>
              {isLoading ? 'Menyimpan…' : 'Simpan Profil'}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
