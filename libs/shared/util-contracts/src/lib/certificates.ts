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
