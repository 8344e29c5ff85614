// The demo certificates (seed.ts seedCertificates) as constants, so the README, the tests and the authorization
// matrix (OWNED_IDS) can name them. Their dates are fixed calendar days (not relative to the seed's "now") so that
// the numbers, which carry the issue date, are the same on every seeded database.
import { certificateNumber } from '../modules/certificates/number';

const at = (isoDay: string) => new Date(`${isoDay}T03:00:00Z`); // 10:00 in Jakarta, the same calendar day there

const ISSUED = {
  memberCompletion: at('2026-11-13'),
  memberAttendance: at('2026-10-15'),
  agusCompletion: at('2026-11-14'),
  dimasCompletion: at('2026-11-02'),
  dimasRevokedAt: at('2026-11-10'),
} as const;

export const SEED_CERTIFICATES = {
  /** The demo member's completion certificate: valid; the one the README offers for the verification page. */
  memberCompletion: {
    number: certificateNumber('DDKS', ISSUED.memberCompletion, 1),
    issuedAt: ISSUED.memberCompletion,
  },
  /** The demo member's attendance certificate (Cyber Insight event): valid, never expires. */
  memberAttendance: { number: certificateNumber('CI', ISSUED.memberAttendance, 1), issuedAt: ISSUED.memberAttendance },
  agusCompletion: { number: certificateNumber('DDKS', ISSUED.agusCompletion, 2), issuedAt: ISSUED.agusCompletion },
  /** Revoked by an admin: the verification page shows "Dicabut" and the PDF is not served. */
  dimasRevoked: {
    number: certificateNumber('EHUP', ISSUED.dimasCompletion, 1),
    issuedAt: ISSUED.dimasCompletion,
    revokedAt: ISSUED.dimasRevokedAt,
  },
  /** Owned by the second member of the authorization suites (ownership.ts), never seeded. */
  secondMember: { number: 'UJI-010126-0001' },
} as const;
