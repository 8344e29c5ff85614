// Certificates for their readers: the member's list, one certificate by number (public verification, the holder's
// own detail) and its PDF. Status: revoked wins over expired. A revoked certificate still verifies (as revoked)
// but its PDF is no longer handed out, to anyone (decision 0019).
import type {
  CertificateKind,
  CertificateStatus,
  CertificateVerification,
  MemberCertificate,
} from '@akademi-siber/util-contracts';
import { certificatePagePath } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { renderCertificatePdf } from './pdf';
import { createCertificateRepository } from './repository';

export const CERTIFICATE_NOT_FOUND = 'Sertifikat dengan nomor ini tidak ditemukan. Periksa kembali nomornya.';
export const CERTIFICATE_REVOKED_PDF = 'Sertifikat ini sudah dicabut sehingga tidak dapat diunduh.';

export function certificateStatus(
  row: { revokedAt: Date | null; expiresAt: Date | null },
  now = new Date(),
): CertificateStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

interface CertificateRow {
  number: string;
  kind: CertificateKind;
  title: string;
  issuedAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

function toMemberCertificate(row: CertificateRow): MemberCertificate {
  return {
    number: row.number,
    kind: row.kind,
    title: row.title,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    status: certificateStatus(row),
  };
}

export interface CertificatePdf {
  filename: string;
  bytes: Uint8Array;
}

export function createCertificateService(db: Database, publicUrl: string) {
  const repository = createCertificateRepository(db);

  async function find(number: string) {
    const row = await repository.findByNumber(number);
    if (!row) throw new ApiError(404, CERTIFICATE_NOT_FOUND);
    return row;
  }

  /** The holder's own certificate; someone else's answers exactly like an unknown number. */
  async function findOwn(userId: number, number: string) {
    const row = await find(number);
    if (row.userId !== userId) throw new ApiError(404, CERTIFICATE_NOT_FOUND);
    return row;
  }

  return {
    async myCertificates(
      userId: number,
      kind: CertificateKind | undefined,
      page: PageRequest,
    ): Promise<{ items: MemberCertificate[]; total: number }> {
      const { rows, total } = await repository.listForHolder(userId, kind, page);
      return { items: rows.map(toMemberCertificate), total };
    },

    /** Public verification: the certificate and its holder's display name, nothing else personal. */
    async verify(number: string): Promise<CertificateVerification> {
      const row = await find(number);
      return { ...toMemberCertificate(row), holderName: row.holderName };
    },

    async myCertificate(userId: number, number: string): Promise<CertificateVerification> {
      const row = await findOwn(userId, number);
      return { ...toMemberCertificate(row), holderName: row.holderName };
    },

    /** Throws unless `userId` holds a certificate with this number whose PDF may be downloaded. */
    async assertOwnPdf(userId: number, number: string): Promise<void> {
      const row = await findOwn(userId, number);
      if (row.revokedAt) throw new ApiError(410, CERTIFICATE_REVOKED_PDF);
    },

    /** The PDF of a valid or expired certificate (its dates are printed on it); 410 once revoked. */
    async pdf(number: string): Promise<CertificatePdf> {
      const row = await find(number);
      if (row.revokedAt) throw new ApiError(410, CERTIFICATE_REVOKED_PDF);
      const bytes = await renderCertificatePdf({
        number: row.number,
        kind: row.kind,
        title: row.title,
        holderName: row.holderName,
        issuedAt: row.issuedAt,
        expiresAt: row.expiresAt,
        verificationUrl: `${publicUrl}${certificatePagePath(row.number)}`,
      });
      return { filename: `sertifikat-${row.number}.pdf`, bytes };
    },
  };
}
