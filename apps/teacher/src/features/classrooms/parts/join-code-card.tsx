/**
 * How students join the classroom (its information tab): the join code, when it stops working and how many seats it
 * has, the form to change the expiry and the seat limit (blank: none), and a new code (confirmed first; the old one
 * stops working at once). The boxes give the API's body (decision 0034's text-box fields, the API's messages).
 */
import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '@akademi-siber/data-access-api';
import { optionalDateTime, toLocalInput, useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { Badge, Button, Card, Heading, Modal, Stack, Text, TextField, useToast } from '@akademi-siber/ui-design-system';
import { CLASSROOM_MAX_SEATS, type TeacherClassroomDetail } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useRegenerateJoinCodeMutation, useUpdateJoinSettingsMutation } from '../data/classrooms-api';

/** A blank box is no limit (null); otherwise the API's bounds and messages. */
const seatLimitField = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d+$/.test(value), 'Batas kursi harus berupa angka')
  .transform((value) => (value === '' ? null : Number(value)))
  .refine((value) => value === null || value >= 1, 'Batas kursi minimal 1')
  .refine((value) => value === null || value <= CLASSROOM_MAX_SEATS, `Batas kursi maksimal ${CLASSROOM_MAX_SEATS}`);

const settingsSchema = z.object({
  expiresAt: optionalDateTime('Batas waktu kode'),
  seatLimit: seatLimitField,
});

function codeState(classroom: TeacherClassroomDetail, now = Date.now()) {
  if (classroom.joinCodeExpiresAt && new Date(classroom.joinCodeExpiresAt).getTime() <= now)
    return { tone: 'danger' as const, label: 'Kedaluwarsa' };
  if (classroom.seatLimit !== null && classroom.students >= classroom.seatLimit)
    return { tone: 'warning' as const, label: 'Penuh' };
  return { tone: 'success' as const, label: 'Aktif' };
}

export function JoinCodeCard({ classroom }: { classroom: TeacherClassroomDetail }) {
  const [save] = useUpdateJoinSettingsMutation();
  const [regenerate, { isLoading: regenerating }] = useRegenerateJoinCodeMutation();
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const { text, submit, saving } = useEntityForm(settingsSchema, {
    expiresAt: toLocalInput(classroom.joinCodeExpiresAt),
    seatLimit: classroom.seatLimit === null ? '' : String(classroom.seatLimit),
  });
  const state = codeState(classroom);

  async function renew() {
    try {
      await regenerate(classroom.slug).unwrap();
      toast.show({ id: 'join-code', title: 'Berhasil', variant: 'success', message: 'Kode bergabung baru dibuat.' });
    } catch (error) {
      toast.show({ id: 'join-code', message: errorMessage(error) });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="cara-bergabung">
      <Stack $gap={4}>
        <Heading level={3} id="cara-bergabung">
          Cara bergabung
        </Heading>
        <Stack $direction="row" $gap={3} $wrap>
          <Text $size="lg" style={{ fontFamily: 'monospace', letterSpacing: '0.08em' }}>
            <strong>{classroom.joinCode}</strong>
          </Text>
          <Badge $tone={state.tone}>{state.label}</Badge>
        </Stack>
        <Text>
          Bagikan kode ini kepada mahasiswa. Mereka memasukkannya di menu Classroom pada akun Akademi Siber
          masing-masing untuk bergabung.
        </Text>
        <Text $size="sm" $muted>
          {classroom.joinCodeExpiresAt
            ? `Berlaku sampai ${formatDateTime(classroom.joinCodeExpiresAt, { withZone: true })}`
            : 'Tanpa batas waktu'}{' '}
          ·{' '}
          {classroom.seatLimit === null
            ? `${formatNumber(classroom.students)} mahasiswa, tanpa batas kursi`
            : `${formatNumber(classroom.students)} dari ${formatNumber(classroom.seatLimit)} kursi terisi`}
        </Text>
        <form
          aria-label="Pengaturan kode bergabung"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(
              (body) => save({ slug: classroom.slug, ...body }).unwrap(),
              'Pengaturan kode bergabung disimpan.',
            );
          }}
        >
          <Stack $gap={3}>
            <Stack $direction="row" $gap={3} $align="flex-start" $wrap>
              <TextField
                type="datetime-local"
                label="Berlaku sampai (opsional)"
                hint="Kosongkan bila kode tidak kedaluwarsa."
                {...text('expiresAt')}
              />
              <TextField
                inputMode="numeric"
                label="Batas kursi (opsional)"
                hint="Kosongkan bila tanpa batas."
                {...text('seatLimit')}
              />
            </Stack>
            <Stack $direction="row" $gap={3} $wrap>
              <Button type="submit" $variant="primary" disabled={saving}>
                Simpan pengaturan
              </Button>
              <Button type="button" $variant="secondary" disabled={regenerating} onClick={() => setConfirming(true)}>
                Buat kode baru
              </Button>
            </Stack>
          </Stack>
        </form>
      </Stack>
      <Modal
        open={confirming}
        size="sm"
        title="Buat kode bergabung baru?"
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button $variant="ghost" onClick={() => setConfirming(false)}>
              Batal
            </Button>
            <Button $variant="primary" disabled={regenerating} onClick={() => void renew()}>
              Ya, buat kode baru
            </Button>
          </>
        }
      >
        <Text>
          Kode {classroom.joinCode} langsung tidak berlaku. Mahasiswa yang sudah bergabung tetap di classroom ini.
        </Text>
      </Modal>
    </Card>
  );
}
