/**
 * The profile fields of /member/profil and what the public page `/{username}` may show. Validated with the API's own
 * schema; the API's field errors (a username already taken) land on their fields.
 */
import styled from 'styled-components';
import { useSavedForm, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Card, Checkbox, Heading, Notice, Stack, TextField, theme } from '@akademi-siber/ui-design-system';
import {
  profileUpdateRequestSchema,
  type MemberProfile,
  type ProfileUpdateRequest,
} from '@akademi-siber/util-contracts';
import { useUpdateMemberProfileMutation } from '../data/profile-api';

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
  const form = useZodForm(profileUpdateRequestSchema, formValues(profile));
  const errors = form.formState.errors;
  const { outcome: result, onSubmit } = useSavedForm(form, (data) => update(data).unwrap(), formValues);

  return (
    <Card as="section" aria-labelledby="profil-data">
      <form onSubmit={onSubmit} noValidate aria-labelledby="profil-data">
        <Stack $gap={4}>
          <Heading level={2} id="profil-data">
            Data Profil
          </Heading>
          <TextField
            label="Nama"
            {...form.register('name')}
            error={errors.name?.message}
            autoComplete="name"
            required
          />
          <TextField
            label="Username"
            {...form.register('username')}
            error={errors.username?.message}
            hint="3–30 huruf kecil, angka, titik, garis bawah atau strip. Profil publikmu ada di /username."
            autoComplete="username"
            required
          />
          <BioLabel>
            Bio
            <BioInput {...form.register('bio')} maxLength={500} aria-invalid={errors.bio ? true : undefined} />
            {errors.bio && <ErrorText role="alert">{errors.bio.message}</ErrorText>}
          </BioLabel>
          <TextField
            label="Nomor HP"
            type="tel"
            {...form.register('phone')}
            error={errors.phone?.message}
            hint="Tidak pernah tampil di profil publik."
            autoComplete="tel"
          />
          <TextField
            label="Kota"
            {...form.register('city')}
            error={errors.city?.message}
            autoComplete="address-level2"
          />
          <TextField
            label="Instansi"
            {...form.register('institution')}
            error={errors.institution?.message}
            autoComplete="organization"
          />
          <Fieldset>
            <legend>Tampilkan di profil publik</legend>
            {SHOW_CHOICES.map(([key, label]) => (
              <Checkbox key={key} label={label} {...form.register(key)} />
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
