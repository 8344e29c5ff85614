// The member's batch schedule as an iCalendar file (RFC 5545) that calendar apps import: one VEVENT per session, in
// UTC, with the platform's own join page as its link (never the meeting link itself: joining through the platform is
// what records attendance). Lines end in CRLF and are folded at 75 octets; text is escaped.

export interface CalendarSession {
  id: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** The platform's join page for this session (absolute). */
  joinUrl: string;
}

export interface CalendarBatch {
  liveClassTitle: string;
  batchName: string;
  /** The batch page (absolute). */
  batchUrl: string;
  /** Where the UIDs are unique, e.g. the site's host. */
  host: string;
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, new lines as \n. */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: a content line longer than 75 octets continues on lines that start with one space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never split a UTF-8 sequence: back up over continuation bytes.
    while (end < bytes.length && (bytes[end] & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74;
  }
  return parts.join('\r\n ');
}

export function calendarFile(batch: CalendarBatch, sessions: readonly CalendarSession[], now = new Date()): string {
  const name = `${batch.liveClassTitle} — ${batch.batchName}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Akademi Siber//Jadwal Live Class//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...sessions.flatMap((session) => [
      'BEGIN:VEVENT',
      `UID:batch-session-${session.id}@${batch.host}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(session.startsAt)}`,
      `DTEND:${stamp(session.endsAt)}`,
      `SUMMARY:${escapeText(`${session.title} · ${batch.liveClassTitle}`)}`,
      `DESCRIPTION:${escapeText(
        `${name}\nGabung sesi lewat Akademi Siber agar kehadiran tercatat: ${session.joinUrl}\n` +
          `Halaman batch: ${batch.batchUrl}`,
      )}`,
      `URL:${session.joinUrl}`,
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-PT15M',
      `DESCRIPTION:${escapeText(`${session.title} dimulai 15 menit lagi`)}`,
      'END:VALARM',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
