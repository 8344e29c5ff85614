/**
 * "Pengajar": who teaches the live class, and changing them (PUT /api/admin/liveclass/:slug with the class as it is
 * and the new instructor). The instructor is the live class's, so the change holds for all its batches: the API
 * makes the new instructor the author of every batch's content, and the attendance sheets follow.
 */
import { useState, type FormEvent } from 'react';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Avatar, Button, Card, Heading, Notice, Stack, Text, useToast } from '@akademi-siber/ui-design-system';
import { liveClassInputSchema, type AdminBatchDetail } from '@akademi-siber/util-contracts';
import { useUpdateAdminLiveClassMutation } from '../data/liveclass-api';
import { InstructorPicker } from './instructor-picker';

export function InstructorTab({ liveClass }: { liveClass: AdminBatchDetail['liveClass'] }) {
  const toast = useToast();
  const [update, { isLoading }] = useUpdateAdminLiveClassMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { instructor } = liveClass;
  const form = useZodForm(liveClassInputSchema.pick({ instructorUsername: true }), {
    instructorUsername: instructor.username,
  });
  const chosen = form.watch('instructorUsername');

  const save = form.handleSubmit(async ({ instructorUsername }) => {
    setProblem(null);
    const { title, slug, level, category, description, syllabus, thumbnailUrl, published } = liveClass;
    const body = { title, slug, level, category, description, syllabus, thumbnailUrl, published, instructorUsername };
    try {
      await update({ slug, body }).unwrap();
      toast.show({ title: 'Berhasil', message: 'Pengajar live class diganti.', variant: 'success' });
    } catch (failure) {
      if (applyServerFieldErrors(form, failure, ['instructorUsername']) === 0) setProblem(errorMessage(failure));
    }
  });

  return (
    <Stack $gap={5}>
      <Card $padding={4}>
        <Stack $direction="row" $gap={3} $align="center">
          <Avatar src={instructor.avatarUrl} name={instructor.name} alt="" size={48} />
          <Stack $gap={1} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Text style={{ fontWeight: 600 }}>{instructor.name}</Text>
            <Text $size="sm" $muted>
              @{instructor.username} · {instructor.email}
            </Text>
          </Stack>
        </Stack>
      </Card>
      <form noValidate aria-label="Ganti pengajar" onSubmit={(event: FormEvent) => void save(event)}>
        <Stack $gap={4} style={{ maxWidth: 560 }}>
          <Heading level={4} as="h2">
            Ganti pengajar
          </Heading>
          <Text $size="sm" $muted>
            Pengajar berlaku untuk semua batch {liveClass.title}: pengajar baru mengelola sesi, kehadiran, materi, dan
            diskusinya; pengajar lama tidak lagi.
          </Text>
          {problem && (
            <Notice $tone="danger" role="alert">
              {problem}
            </Notice>
          )}
          <InstructorPicker
            value={chosen}
            onChange={(username) => form.setValue('instructorUsername', username)}
            current={instructor}
            error={form.formState.errors.instructorUsername?.message}
            disabled={isLoading}
          />
          <div>
            <Button type="submit" loading={isLoading} disabled={chosen === instructor.username}>
              Simpan pengajar
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
