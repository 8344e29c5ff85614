/**
 * What the staff may do to a challenge besides editing it: give a player their attempts back (their count and the
 * wrong-answer limit start again; the submission log stays), and delete it — refused (409) once someone solved it,
 * with the API's message, since a solve's points must stay explained.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Notice, Stack, TextField, useToast } from '@akademi-siber/ui-design-system';
import { labResetAttemptsSchema, type AdminLabChallenge } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useDeleteAdminLabChallengeMutation, useResetAdminLabAttemptsMutation } from '../data/lab-api';
import { ConfirmDialog } from '@akademi-siber/feature-app-frame/lists';
import { Section } from './section';

export function ResetAttemptsSection({ challenge }: { challenge: AdminLabChallenge }) {
  const toast = useToast();
  const [reset, resetting] = useResetAdminLabAttemptsMutation();
  const form = useZodForm(labResetAttemptsSchema, { username: '' });
  const [asking, setAsking] = useState<string | null>(null);
  const { errors } = form.formState;

  const ask = form.handleSubmit(({ username }) => setAsking(username));
  const confirm = async () => {
    if (!asking) return;
    try {
      const { previousAttempts } = await reset({ challengeId: challenge.id, username: asking }).unwrap();
      toast.show({
        title: 'Berhasil',
        variant: 'success',
        message: `Percobaan ${asking} diatur ulang (sebelumnya ${formatNumber(previousAttempts)} percobaan).`,
      });
      form.reset({ username: '' });
    } catch (failure) {
      if (applyServerFieldErrors(form, failure, ['username']) === 0) toast.show({ message: errorMessage(failure) });
    }
    setAsking(null);
  };

  return (
    <Section
      title="Atur ulang percobaan"
      id="lab-reset"
      lead="Jumlah percobaan dan batas jawaban salah seorang pemain pada tantangan ini dimulai lagi. Log kiriman tetap."
    >
      <form onSubmit={(event) => void ask(event)} noValidate aria-label="Atur ulang percobaan pemain">
        <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
          <TextField
            label="Username pemain"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('username')}
            error={errors.username?.message}
            disabled={resetting.isLoading}
            style={{ flex: '1 1 220px', minWidth: 0 }}
          />
          <Button type="submit" $variant="secondary" loading={resetting.isLoading}>
            Atur ulang
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title="Atur ulang percobaan?"
        confirmLabel="Ya, atur ulang"
        busy={resetting.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      >
        Percobaan <strong>{asking}</strong> pada “{challenge.title}” dimulai dari nol lagi.
      </ConfirmDialog>
    </Section>
  );
}

export function DeleteChallengeSection({ challenge }: { challenge: AdminLabChallenge }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [deleteChallenge, deleting] = useDeleteAdminLabChallengeMutation();
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await deleteChallenge(challenge.id).unwrap();
      toast.show({ title: 'Berhasil', variant: 'success', message: `Tantangan “${challenge.title}” dihapus.` });
      setAsking(false);
      navigate('/admin/lab/challenges');
    } catch (failure) {
      const message = errorMessage(failure);
      if (errorStatus(failure) === 409) setRefused(message);
      toast.show({ message });
      setAsking(false);
    }
  };

  return (
    <Section
      title="Hapus tantangan"
      id="lab-delete"
      tone="danger"
      lead="Hanya tantangan yang belum diselesaikan siapa pun. Yang sudah diselesaikan cukup dibatalkan terbitnya."
    >
      {refused && <Notice $tone="danger">{refused}</Notice>}
      <div>
        <Button type="button" $variant="danger" onClick={() => setAsking(true)}>
          Hapus tantangan
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Hapus tantangan?"
        confirmLabel="Ya, hapus tantangan"
        busy={deleting.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        “{challenge.title}” beserta flag, petunjuk, berkas, dan log kirimannya dihapus.
      </ConfirmDialog>
    </Section>
  );
}
