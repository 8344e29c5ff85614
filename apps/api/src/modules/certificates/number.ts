// Certificate numbers (decision 0019): course code + DDMMYY of the issue date in Asia/Jakarta + serial,
// e.g. DDKS-131126-0001. The code is the initials of the course slug's words (dasar-dasar-keamanan-siber → DDKS);
// the serial counts up per code, so two courses with the same initials still never share a number.
const ISSUE_TIME_ZONE = 'Asia/Jakarta';
const MAX_CODE_LENGTH = 12;

const ddmmyyFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ISSUE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
});

/** DDMMYY of `date` as a calendar day in Jakarta. */
export function jakartaDdmmyy(date: Date): string {
  const parts = Object.fromEntries(ddmmyyFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts['day']}${parts['month']}${parts['year']}`;
}

/** The initials of a slug's words, upper case, at most 12 (a slug is lower-case letters, digits and dashes). */
export function courseCode(slug: string): string {
  const code = slug
    .split('-')
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, MAX_CODE_LENGTH);
  return code || 'AKS';
}

export function certificateNumber(code: string, issuedAt: Date, serial: number): string {
  return `${code}-${jakartaDdmmyy(issuedAt)}-${String(serial).padStart(4, '0')}`;
}
