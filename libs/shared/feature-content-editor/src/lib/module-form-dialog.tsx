/**
 * "Tambah modul" / "Ubah judul modul" (POST …/modules, PUT …/modules/:moduleId, body `moduleInputSchema`). The
 * module's address is made from its first title and stays when it is renamed: members' links and quiz scores use it.
 */
import { useId, useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Modal, Notice, Stack, Text, TextField, useToast } from '@akademi-siber/ui-design-system';
import { moduleInputSchema, type AuthoredModule } from '@akademi-siber/util-contracts';
import { useCreateAuthoredModuleMutation, useRenameAuthoredModuleMutation } from './content-api';

export interface ModuleFormDialogProps {
  contentSlug: string;
  /** The module to rename, or null for a new one. */
  module: AuthoredModule | null;
  onClose: () => void;
}

export function ModuleFormDialog({ contentSlug, module, onClose }: ModuleFormDialogProps) {
  const formId = useId();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useCreateAuthoredModuleMutation();
  const [rename, renaming] = useRenameAuthoredModuleMutation();
  const form = useZodForm(moduleInputSchema, { title: module?.title ?? '' });
  const busy = creating.isLoading || renaming.isLoading;

  const save = form.handleSubmit(async ({ title }) => {
    setProblem(null);
    try {
      const answer = module
        ? await rename({ contentSlug, moduleId: module.id, title }).unwrap()
        : await create({ contentSlug, title }).unwrap();
      toast.show({ title: 'Berhasil', message: answer.message, variant: 'success' });
      onClose();
    } catch (failure) {
      if (applyServerFieldErrors(form, failure, ['title']) === 0) {
        setProblem(errorMessage(failure, 'Modul belum dapat disimpan.'));
      }
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={module ? 'Ubah judul modul' : 'Tambah modul'}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose} disabled={busy}>
            Batal
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Simpan
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void save(event)}>
        <Stack $gap={4}>
          {problem && (
            <Notice $tone="danger" role="alert">
              {problem}
            </Notice>
          )}
          <TextField
            label="Judul modul"
            required
            maxLength={200}
            hint="3–200 karakter, mis. Modul 1: Pengenalan XSS."
            {...form.register('title')}
            error={form.formState.errors.title?.message}
          />
          {module && (
            <Text $size="sm" $muted>
              Alamat modul tetap <code>{module.slug}</code> agar tautan dan nilai kuis peserta tidak berubah.
            </Text>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
