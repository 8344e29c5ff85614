// The member's certificates with the status a reader needs: revoked wins over expired.
import type { CertificateKind, CertificateStatus, MemberCertificate } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import type { PageRequest } from '../../plugins/request-schemas';
import { createCertificateRepository } from './repository';

export function certificateStatus(row: { revokedAt: Date | null; expiresAt: Date | null }, now = new Date()): CertificateStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

export function createCertificateService(db: Database) {
  const repository = createCertificateRepository(db);
  return {
    async myCertificates(userId: number, kind: CertificateKind | undefined, page: PageRequest): Promise<{ items: MemberCertificate[]; total: number }> {
      const { rows, total } = await repository.listForHolder(userId, kind, page);
      const items = rows.map((row) => ({
        number: row.number,
        kind: row.kind,
        title: row.title,
        issuedAt: row.issuedAt.toISOString(),
        expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
        status: certificateStatus(row),
      }));
      return { items, total };
    },
  };
}
