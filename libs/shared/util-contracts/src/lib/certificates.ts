/** `GET /api/member/certificates`: the certificates the signed-in member holds, newest first. */
export const CERTIFICATE_KINDS = ['completion', 'attendance'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** valid: usable; expired: past `expiresAt`; revoked: withdrawn by an admin (the number still verifies as such). */
export type CertificateStatus = 'valid' | 'expired' | 'revoked';

export interface MemberCertificate {
  number: string;
  kind: CertificateKind;
  title: string;
  issuedAt: string;
  expiresAt: string | null;
  status: CertificateStatus;
}

/**
 * `GET /api/certificates/{number}` (public verification) and `GET /api/member/certificates/{number}` (the holder's
 * own): what anyone holding the number may see — the holder's display name and the certificate, nothing else
 * personal (decision 0019).
 */
export interface CertificateVerification extends MemberCertificate {
  holderName: string;
}

/**
 * A certificate number (decision 0019): course or event code, DDMMYY of the issue date (Asia/Jakarta), serial —
 * e.g. `DDKS-131126-0001`. Upper case; `normaliseCertificateNumber` turns what a visitor typed into that.
 */
export const CERTIFICATE_NUMBER_PATTERN = /^[A-Z0-9]{1,12}-\d{6}-\d{4,6}$/;
export const CERTIFICATE_NUMBER_EXAMPLE = 'DDKS-131126-0001';

export function normaliseCertificateNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** Where the public verification page of a certificate lives (the QR code on the PDF points here). */
export const certificatePagePath = (number: string) => `/certificate/${encodeURIComponent(number)}`;
/** The public PDF of a certificate (valid or expired; a revoked one answers 410). */
export const certificatePdfPath = (number: string) => `/api/certificates/${encodeURIComponent(number)}/pdf`;
