/**
 * A course's settings form (decision 0053), for a new draft (/author/kelas-baru) and for the builder's Pengaturan:
 * title, address (suggested from the title, free and editable while the course was never published), level,
 * category, description, price and whether the subscription includes it. Validated with the API's own schema.
 */
import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, rupiah, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import { Button, Checkbox, Select, Stack, TextField, useToast } from '@akademi-siber/ui-design-system';
import {
  COURSE_LEVELS,
  courseCreateInputSchema,
  type CourseCreateInput,
  type CourseSettings,
} from '@akademi-siber/util-contracts';
import { useLazyGetCourseSlugSuggestionQuery } from '../data/builder-api';

const formSchema = z
  .object({
    title: z.string(),
    slug: z.string(),
    level: z.string(),
    category: z.string(),
    description: z.string(),
    price: rupiah('Harga', 0),
    includedInSubscription: z.boolean(),
  })
  .pipe(courseCreateInputSchema);

type FormValues = z.input<typeof formSchema>;
const FIELDS = ['title', 'slug', 'level', 'category', 'description', 'price', 'includedInSubscription'] as const;

export interface CourseFormProps {
  initial?: CourseSettings & { slug: string };
  /** False once the course was published: the address then stays. */
  slugEditable: boolean;
  disabled?: boolean;
  submitLabel: string;
  onSubmit: (values: CourseCreateInput) => Promise<unknown>;
}

export function CourseForm({ initial, slugEditable, disabled = false, submitLabel, onSubmit }: CourseFormProps) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [suggest] = useLazyGetCourseSlugSuggestionQuery();
  const form = useZodForm(formSchema, {
    title: initial?.title ?? '',
    slug: initial?.slug ?? '',
    level: initial?.level ?? 'Pemula',
    category: initial?.category ?? '',
    description: initial?.description ?? '',
    price: initial ? String(initial.price) : '0',
    includedInSubscription: initial?.includedInSubscription ?? true,
  } as FormValues);
  const { errors } = form.formState;
  const busy = saving || disabled;

  /** A free address from the title, until the author types one of their own. */
  const suggestSlug = async () => {
    const title = form.getValues('title').trim();
    if (!slugEditable || form.getFieldState('slug').isDirty || title.length < 3) return;
    const answer = await suggest({ title })
      .unwrap()
      .catch(() => null);
    if (answer && !form.getFieldState('slug').isDirty) form.setValue('slug', answer.slug);
  };

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (failure) {
      if (applyServerFieldErrors(form, failure, FIELDS) === 0) toast.show({ message: errorMessage(failure) });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack $gap={4}>
        <TextField
          label="Judul kelas"
          required
          {...form.register('title', { onBlur: () => void suggestSlug() })}
          error={errors.title?.message}
          disabled={busy}
        />
        <TextField
          label="Alamat kelas (slug)"
          required
          hint={
            slugEditable
              ? 'Dibuat dari judul; boleh diubah. Huruf kecil, angka, dan tanda hubung.'
              : 'Alamat tidak dapat diubah setelah kelas pernah terbit.'
          }
          {...form.register('slug')}
          error={errors.slug?.message}
          disabled={busy || !slugEditable}
        />
        <Select
          label="Level"
          options={COURSE_LEVELS.map((level) => ({ value: level, label: level }))}
          {...form.register('level')}
          error={errors.level?.message}
          disabled={busy}
        />
        <TextField
          label="Kategori"
          required
          hint="Mis. Application Security, Network Security, Fundamental."
          {...form.register('category')}
          error={errors.category?.message}
          disabled={busy}
        />
        <TextAreaField
          label="Deskripsi"
          required
          rows={6}
          {...form.register('description')}
          error={errors.description?.message}
          disabled={busy}
        />
        <TextField
          label="Harga (Rp)"
          inputMode="numeric"
          hint="0 untuk kelas gratis."
          {...form.register('price')}
          error={errors.price?.message}
          disabled={busy}
        />
        <Checkbox
          label="Termasuk dalam langganan (member berlangganan dapat belajar tanpa membeli)"
          {...form.register('includedInSubscription')}
          disabled={busy}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {saving ? 'Menyimpan…' : submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
