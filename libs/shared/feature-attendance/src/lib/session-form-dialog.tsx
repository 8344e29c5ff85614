/**
 * "Tambah sesi" / "Ubah sesi": a session's title, start and end (typed in the browser's time, shown in WIB) and its
 * meeting room link (POST …/sessions or PUT …/sessions/:sessionId, body `sessionInputSchema`). The API's 422 lands
 * on the fields; any other failure shows above them. The toast is the API's own message.
 */
import { useId, useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, typedDateTime, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Modal, Notice, Stack, Text, TextField, useToast } from '@akademi-siber/ui-design-system';
import { TIME_ZONE } from '@akademi-siber/util-format';
import type { StaffSession } from '@akademi-siber/util-contracts';
import { useCreateCohortSessionMutation, useUpdateCohortSessionMutation, type StaffCohortRef } from './attendance-api';
import { sessionTimeRange } from './attendance-format';
import { NEW_SESSION, SESSION_FIELDS, sessionFormSchema, sessionValues } from './session-schema';

/** The schema's limit on the title (`sessionInputSchema`). */
const TITLE_MAX = 200;

const half = { flex: '1 1 200px', minWidth: 0 } as const;

/** The browser's time zone, which the `datetime-local` boxes are in. */
function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

export interface SessionFormDialogProps {
  cohort: StaffCohortRef;
  /** The session to change, or null for a new one. */
  session: StaffSession | null;
  onClose: () => void;
}

export function SessionFormDialog({ cohort, session, onClose }: SessionFormDialogProps) {
  const formId = useId();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useCreateCohortSessionMutation();
  const [update, updating] = useUpdateCohortSessionMutation();
  const form = useZodForm(sessionFormSchema, session ? sessionValues(session) : NEW_SESSION);
  const { errors } = form.formState;
  const busy = creating.isLoading || updating.isLoading;

  // Outside Jakarta the boxes are in the device's time: staff see what the members will see, in WIB.
  const zone = deviceTimeZone();
  const inJakarta = zone === TIME_ZONE;
  const [startsAt, endsAt] = form.watch(['startsAt', 'endsAt']);
  const start = startsAt ? typedDateTime(startsAt) : '';
  const end = endsAt ? typedDateTime(endsAt) : '';
  const preview =
    !inJakarta &&
    !Number.isNaN(Date.parse(start)) &&
    !Number.isNaN(Date.parse(end)) &&
    Date.parse(end) > Date.parse(start)
      ? sessionTimeRange(start, end)
      : null;

  const save = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const answer = session
        ? await update({ cohort, sessionId: session.id, body }).unwrap()
        : await create({ cohort, body }).unwrap();
      toast.show({ title: 'Berhasil', message: answer.message, variant: 'success' });
      onClose();
    } catch (failure) {
      if (applyServerFieldErrors(form, failure, SESSION_FIELDS) === 0) {
        setProblem(errorMessage(failure, 'Sesi belum dapat disimpan.'));
      }
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={session ? 'Ubah sesi' : 'Tambah sesi'}
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
            label="Judul sesi"
            required
            maxLength={TITLE_MAX}
            hint="3–200 karakter, mis. Sesi 1: Pengenalan XSS."
            {...form.register('title')}
            error={errors.title?.message}
          />
          <Stack $direction="row" $gap={4} $wrap $align="flex-start">
            <TextField
              label="Mulai"
              type="datetime-local"
              required
              {...form.register('startsAt')}
              error={errors.startsAt?.message}
              style={half}
            />
            <TextField
              label="Selesai"
              type="datetime-local"
              required
              hint="Paling lama 12 jam setelah mulai."
              {...form.register('endsAt')}
              error={errors.endsAt?.message}
              style={half}
            />
          </Stack>
          {inJakarta ? (
            <Text $size="sm" $muted>
              Waktu dalam WIB.
            </Text>
          ) : (
            <Text $size="sm" $muted>
              Waktu mengikuti zona perangkat Anda{zone ? ` (${zone})` : ''}; peserta melihatnya dalam WIB
              {preview ? `: ${preview}` : ''}.
            </Text>
          )}
          <TextField
            label="Tautan ruang kelas"
            type="url"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            placeholder="https://"
            hint="Alamat https Zoom, Google Meet, BigBlueButton, atau lainnya. Kosongkan bila belum ada."
            {...form.register('meetingUrl')}
            error={errors.meetingUrl?.message}
          />
        </Stack>
      </form>
    </Modal>
  );
}
