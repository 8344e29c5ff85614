/**
 * The staff profile's fields (decision 0050): name, bio, expertise and public links, validated with the API's own
 * schema; the API's field errors land on their fields. A link is https only, with a host, at most five.
 */
import { useFieldArray } from 'react-hook-form';
import { Button, Card, Heading, Notice, Select, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import {
  STAFF_LINK_KINDS,
  STAFF_LINK_LABELS,
  STAFF_PROFILE_LIMITS,
  staffProfileUpdateSchema,
  type StaffProfile,
  type StaffProfileUpdate,
} from '@akademi-siber/util-contracts';
import { TextAreaField } from '../../text-area-field';
import { useSavedForm } from '../saved-form';
import { useZodForm } from '../zod-form';
import { ExpertiseField } from './expertise-field';
import { useUpdateStaffProfileMutation } from './staff-profile-api';

const KIND_OPTIONS = STAFF_LINK_KINDS.map((kind) => ({ value: kind, label: STAFF_LINK_LABELS[kind] }));

function formValues(profile: StaffProfile): StaffProfileUpdate {
  return { name: profile.name, bio: profile.bio ?? '', expertise: profile.expertise, links: profile.links };
}

export function StaffProfileForm({ profile }: { profile: StaffProfile }) {
  const [update, { isLoading }] = useUpdateStaffProfileMutation();
  const form = useZodForm(staffProfileUpdateSchema, formValues(profile));
  const links = useFieldArray({ control: form.control, name: 'links' });
  const errors = form.formState.errors;
  const expertise = form.watch('expertise');
  const { outcome: result, onSubmit } = useSavedForm(form, (data) => update(data).unwrap(), formValues);

  return (
    <Card as="section" aria-labelledby="profil-staf-data">
      <form onSubmit={onSubmit} noValidate aria-labelledby="profil-staf-data">
        <Stack $gap={5}>
          <Stack $gap={1}>
            <Heading level={2} id="profil-staf-data">
              Data Profil
            </Heading>
            <Text $size="sm" $muted>
              Nama, foto, bio, keahlian, dan tautan ini tampil sebagai profil pengajar di halaman kelas.
            </Text>
          </Stack>
          <TextField
            label="Nama"
            {...form.register('name')}
            error={errors.name?.message}
            autoComplete="name"
            required
          />
          <TextAreaField
            label="Bio"
            {...form.register('bio')}
            maxLength={STAFF_PROFILE_LIMITS.bio}
            error={errors.bio?.message}
            hint={`Pengalaman dan apa yang kamu ajarkan, maksimal ${STAFF_PROFILE_LIMITS.bio} karakter.`}
          />
          <ExpertiseField
            value={expertise}
            onChange={(next) => form.setValue('expertise', next, { shouldDirty: true })}
            error={errors.expertise?.message ?? errors.expertise?.root?.message}
          />
          <Stack as="fieldset" $gap={3} style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>Tautan publik</legend>
            <Text $size="sm" $muted>
              Alamat lengkap yang diawali https://, maksimal {STAFF_PROFILE_LIMITS.links} tautan.
            </Text>
            {links.fields.length === 0 && (
              <Text $size="sm" $muted>
                Belum ada tautan.
              </Text>
            )}
            {links.fields.map((field, index) => (
              <Stack key={field.id} $direction="row" $gap={2} $align="flex-start" $wrap>
                <div style={{ flex: '0 1 180px' }}>
                  <Select
                    label={`Jenis tautan ${index + 1}`}
                    options={KIND_OPTIONS}
                    {...form.register(`links.${index}.kind`)}
                    error={errors.links?.[index]?.kind?.message}
                  />
                </div>
                <div style={{ flex: '1 1 260px' }}>
                  <TextField
                    label={`Alamat tautan ${index + 1}`}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    {...form.register(`links.${index}.url`)}
                    error={errors.links?.[index]?.url?.message}
                  />
                </div>
                <div style={{ alignSelf: 'flex-end' }}>
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => links.remove(index)}
                    aria-label={`Hapus tautan ${index + 1}`}
                  >
                    Hapus
                  </Button>
                </div>
              </Stack>
            ))}
            {errors.links?.message && (
              <Text $size="sm" role="alert" style={{ color: 'inherit' }}>
                {errors.links.message}
              </Text>
            )}
            <div>
              <Button
                type="button"
                $variant="secondary"
                $size="sm"
                disabled={links.fields.length >= STAFF_PROFILE_LIMITS.links}
                onClick={() => links.append({ kind: 'website', url: '' })}
              >
                Tambah tautan
              </Button>
            </div>
          </Stack>
          {result && (
            <Notice $tone={result.tone} role={result.tone === 'danger' ? 'alert' : 'status'}>
              {result.text}
            </Notice>
          )}
          <div>
            <Button type="submit" loading={isLoading}>
              Simpan Profil
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
