/**
 * Test helpers for pages that show a cohort's attendance (import from `@akademi-siber/feature-attendance/testing`,
 * never from app code): the staff routes of one cohort as a small in-memory API over a sheet the test holds — read
 * the sheet, add a session, correct a cell — recording what was sent; and "Tambah sesi" filled in as a person does.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type {
  AttendanceCorrection,
  AttendanceCorrectionInput,
  AttendanceSheet,
  SessionInput,
} from '@akademi-siber/util-contracts';

export interface CohortApiState {
  /** The sheet the API answers with; the writes change it. */
  sheet: AttendanceSheet;
  /** Every write, as sent: method, path and body. */
  sent: { method: string; path: string; body: unknown }[];
  /** Who the corrections are by (the signed-in staff). */
  by: { username: string; name: string };
  /** How many times the sheet was read. */
  reads: number;
}

/** A fresh state over `sheet`. */
export const cohortApiState = (
  sheet: AttendanceSheet,
  by = { username: 'admin.demo', name: 'Demo admin' },
): CohortApiState => ({ sheet, sent: [], by, reads: 0 });

const ok = <T>(data: T, message = 'Berhasil', status = 200) =>
  HttpResponse.json({ success: true, message, data }, { status });

/**
 * The staff routes of a cohort under `api` (an msw path such as
 * `*\/api/author/corporate-training/:trainingSlug/groups/:groupId`) over `state`: GET …/attendance, POST …/sessions
 * ("Sesi ditambahkan."), PUT …/sessions/:sessionId/attendance/:username. A correction's member percent is left as it
 * was.
 */
export function cohortStaffHandlers(api: string, state: CohortApiState) {
  return [
    http.get(`${api}/attendance`, () => {
      state.reads += 1;
      return ok(state.sheet);
    }),
    http.post(`${api}/sessions`, async ({ request }) => {
      const body = (await request.json()) as SessionInput;
      state.sent.push({ method: 'POST', path: new URL(request.url).pathname, body });
      const id = Math.max(0, ...state.sheet.sessions.map((session) => session.id)) + 1;
      const session = { id, ...body, phase: 'upcoming' as const, final: false, records: 0 };
      state.sheet = { ...state.sheet, sessions: [...state.sheet.sessions, session] };
      return ok(session, 'Sesi ditambahkan.', 201);
    }),
    http.put(`${api}/sessions/:sessionId/attendance/:username`, async ({ request, params }) => {
      const body = (await request.json()) as AttendanceCorrectionInput;
      state.sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      const sessionId = Number(params['sessionId']);
      const member = state.sheet.members.find((row) => row.username === params['username']);
      const session = state.sheet.sessions.find((candidate) => candidate.id === sessionId);
      if (!member || !session) {
        return HttpResponse.json({ success: false, message: 'Peserta tidak ditemukan.', data: null }, { status: 404 });
      }
      const before = member.cells.find((cell) => cell.sessionId === sessionId);
      const cell = { sessionId, status: body.status, joinedAt: before?.joinedAt ?? null, corrected: true };
      const correction: AttendanceCorrection = {
        id: state.sheet.corrections.length + 1,
        session: { id: session.id, title: session.title },
        member: { username: member.username, name: member.name },
        from: before?.status ?? null,
        to: body.status,
        reason: body.reason,
        by: state.by,
        at: '2026-01-13T03:00:00.000Z',
      };
      const cells = [...member.cells.filter((candidate) => candidate.sessionId !== sessionId), cell];
      state.sheet = {
        ...state.sheet,
        members: state.sheet.members.map((row) => (row === member ? { ...row, cells } : row)),
        corrections: [correction, ...state.sheet.corrections],
      };
      return ok({ cell, correction });
    }),
  ];
}

/** Opens "Tambah sesi" in the "Sesi" section, fills it in (times as the `datetime-local` boxes take them) and saves. */
export async function addSession(session: { title: string; startsAt: string; endsAt: string }) {
  const section = screen.getByRole('region', { name: 'Sesi' });
  await userEvent.click(within(section).getByRole('button', { name: 'Tambah sesi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah sesi' });
  await userEvent.type(within(dialog).getByLabelText(/Judul sesi/), session.title);
  await userEvent.type(within(dialog).getByLabelText(/^Mulai/), session.startsAt);
  await userEvent.type(within(dialog).getByLabelText(/^Selesai/), session.endsAt);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
}

/** Opens a grid cell's "Ubah kehadiran", picks the status by its label, gives the reason and saves. */
export async function correctCell(member: string, session: string, status: string, reason: string) {
  await userEvent.click(screen.getByRole('button', { name: `Ubah kehadiran ${member} di ${session}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah kehadiran' });
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), status);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Alasan/ }), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
}
