/**
 * The live class form (POST /api/admin/liveclass, PUT /api/admin/liveclass/:slug): title and address, level and
 * category, description, syllabus, cover picture, instructor and publication. The address fills itself from the
 * title until it is typed, and stops changing once a batch of the class has members or orders.
 */
import { Button, Checkbox, Select, Stack, TextField } from '@akademi-siber/ui-design-system';
import { COURSE_LEVELS, type AdminLiveClass } from '@akademi-siber/util-contracts';
import { useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import { useCreateAdminLiveClassMutation, useUpdateAdminLiveClassMutation } from '../data/liveclass-api';
import { InstructorPicker } from './instructor-picker';
import { liveClassFormSchema, liveClassValues, NEW_LIVE_CLASS, slugFromTitle } from './liveclass-schema';

const LEVEL_OPTIONS = COURSE_LEVELS.map((level) => ({ value: level, label: level }));

export interface LiveClassFormProps {
  /** The live class to change, or null for a new one. */
  liveClass: Omit<AdminLiveClass, 'batches'> | null;
  onDone: () => void;
}

export function LiveClassForm({ liveClass, onDone }: LiveClassFormProps) {
  const form = useEntityForm(liveClassFormSchema, liveClass ? liveClassValues(liveClass) : NEW_LIVE_CLASS);
  const [create] = useCreateAdminLiveClassMutation();
  const [update] = useUpdateAdminLiveClassMutation();
  const title = form.text('title');
  const slugLocked = liveClass?.slugLocked ?? false;

  return (
    <form
      onSubmit={form.onSubmit(
        (body) => (liveClass ? update({ slug: liveClass.slug, body }).unwrap() : create(body).unwrap()),
        liveClass ? 'Live class disimpan.' : 'Live class dibuat.',
        onDone,
      )}
      noValidate
      aria-label={liveClass ? 'Ubah live class' : 'Live class baru'}
    >
      <Stack $gap={4}>
        <TextField
          label="Judul"
          required
          {...title}
          onBlur={(event) => {
            void title.onBlur(event);
            if (!liveClass && form.values.slug.trim() === '') form.set('slug', slugFromTitle(event.target.value));
          }}
        />
        <TextField
          label="Alamat (slug)"
          required
          spellCheck={false}
          autoComplete="off"
          hint={
            slugLocked
              ? 'Tidak dapat diubah lagi: batch live class ini sudah punya peserta atau pesanan.'
              : 'Huruf kecil, angka, dan tanda hubung; menjadi alamat /liveclass/… di katalog.'
          }
          {...form.text('slug')}
          readOnly={slugLocked}
        />
        <Stack $direction="row" $gap={4} $wrap $align="flex-start">
          <Select
            label="Level"
            required
            options={LEVEL_OPTIONS}
            {...form.text('level')}
            style={{ flex: '1 1 160px' }}
          />
          <TextField
            label="Kategori"
            required
            hint="Mis. Defensive Security."
            {...form.text('category')}
            style={{ flex: '1 1 200px' }}
          />
        </Stack>
        <TextAreaField label="Deskripsi" rows={5} {...form.text('description')} />
        <TextAreaField
          label="Silabus"
          rows={5}
          hint="Satu topik per baris, paling banyak 30 topik. Berlaku untuk semua batch."
          {...form.text('syllabus')}
        />
        <TextField
          label="Gambar sampul"
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://"
          hint="Alamat https gambar. Kosongkan bila belum ada."
          {...form.text('thumbnailUrl')}
        />
        <InstructorPicker
          value={form.values.instructorUsername}
          onChange={(username) => form.set('instructorUsername', username)}
          current={liveClass?.instructor ?? null}
          error={form.error('instructorUsername')}
          disabled={form.saving}
        />
        <Checkbox label="Terbitkan (tampil di katalog Live Class)" {...form.check('published')} />
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
