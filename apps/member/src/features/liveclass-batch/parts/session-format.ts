/** How a batch's sessions read: the day, the time range in Jakarta time, and the labels of phases and attendance. */
import {
  SESSION_PHASE_LABELS,
  type AttendanceStatus,
  type MemberBatchSession,
  type SessionPhase,
} from '@akademi-siber/util-contracts';
import type { BadgeTone } from '@akademi-siber/ui-design-system';
import { LOCALE, TIME_ZONE } from '@akademi-siber/util-format';

const day = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const time = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });

/** `Senin, 5 Januari 2026`. */
export const formatDay = (value: string) => day.format(new Date(value));

/** `09.58` (Jakarta time). */
export const formatTime = (value: string) => time.format(new Date(value));

/** `Senin, 5 Januari 2026 · 09.00–11.00 WIB`; a session past midnight names its end day too. */
export function formatSessionTime(session: Pick<MemberBatchSession, 'startsAt' | 'endsAt'>): string {
  const startDay = formatDay(session.startsAt);
  const endDay = formatDay(session.endsAt);
  const end = endDay === startDay ? formatTime(session.endsAt) : `${endDay} ${formatTime(session.endsAt)}`;
  return `${startDay} · ${formatTime(session.startsAt)}–${end} WIB`;
}

/** The phase's name, the same in every area. */
export const PHASE_LABELS = SESSION_PHASE_LABELS;

export const PHASE_TONES: Readonly<Record<SessionPhase, BadgeTone>> = {
  upcoming: 'info',
  open: 'success',
  ended: 'neutral',
};

export const ATTENDANCE_TONES: Readonly<Record<AttendanceStatus, BadgeTone>> = {
  hadir: 'success',
  terlambat: 'warning',
  izin: 'info',
  tidak_hadir: 'danger',
};

/** The services a session's meeting runs on that the page names; `lainnya` (another one) and null say nothing. */
export const MEETING_PROVIDER_LABELS: Readonly<Partial<Record<string, string>>> = {
  zoom: 'Zoom',
  'google-meet': 'Google Meet',
  bigbluebutton: 'BigBlueButton',
};
