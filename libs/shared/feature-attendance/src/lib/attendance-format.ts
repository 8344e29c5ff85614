// What the attendance views share: the status and phase badges' tones and labels, the cohort's name in a sentence,
// times of day and session times, the narrow-screen switch.
import { useSyncExternalStore } from 'react';
import type { BadgeTone } from '@akademi-siber/ui-design-system';
import {
  ATTENDANCE_STATUS_LABELS,
  type AttendanceStatus,
  type CohortOwner,
  type SessionPhase,
  SESSION_PHASE_LABELS,
} from '@akademi-siber/util-contracts';
import { formatDate, formatDateTime, LOCALE, TIME_ZONE } from '@akademi-siber/util-format';

export const STATUS_TONES: Readonly<Record<AttendanceStatus, BadgeTone>> = {
  hadir: 'success',
  terlambat: 'warning',
  izin: 'info',
  tidak_hadir: 'danger',
};

/** A status's label, or the dash of a cell with no record yet. */
export const statusLabel = (status: AttendanceStatus | null) => (status ? ATTENDANCE_STATUS_LABELS[status] : '—');

/** Where a session stands, for its column; nothing once its attendance is final. */
export function sessionStateLabel(session: { phase: SessionPhase; final: boolean }): string | null {
  if (session.phase === 'upcoming') return 'Akan datang';
  if (session.phase === 'open') return 'Berlangsung';
  return session.final ? null : 'Belum final';
}

/** How a sentence names the cohort: "batch ini", "grup ini". */
export const COHORT_NOUNS: Readonly<Record<CohortOwner, string>> = { batch: 'batch', group: 'grup' };

/** The phase's name, the same in every area. */
export const PHASE_LABELS = SESSION_PHASE_LABELS;

export const PHASE_TONES: Readonly<Record<SessionPhase, BadgeTone>> = {
  upcoming: 'info',
  open: 'success',
  ended: 'neutral',
};

const timeOfDay = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });

/** `19.05`, in Jakarta time (a join happens within its session, whose date the column shows). */
export const formatTime = (value: string) => timeOfDay.format(new Date(value));

/** `05 Jan 2026, 19.00 – 21.00 WIB`, or both dates when the session runs past midnight (Jakarta time). */
export function sessionTimeRange(startsAt: string, endsAt: string): string {
  if (formatDate(startsAt) === formatDate(endsAt)) return `${formatDateTime(startsAt)} – ${formatTime(endsAt)} WIB`;
  return `${formatDateTime(startsAt)} – ${formatDateTime(endsAt, { withZone: true })}`;
}

/** A cohort's sessions by start (then by id), the order the instructor plans them in. */
export const byStart = <T extends { id: number; startsAt: string }>(sessions: readonly T[]): T[] =>
  [...sessions].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id);

/** The design system's mobile edge (theme `media.mobile`). */
const NARROW_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;

/** Whether the screen is a phone's width (false where the browser cannot tell). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
