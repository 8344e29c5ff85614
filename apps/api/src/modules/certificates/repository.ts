// The certificates a member holds, newest first, optionally of one kind; one certificate by its number.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CertificateKind } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { certificates, users } from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';

export function createCertificateRepository(db: Database) {
  return {
    async listForHolder(userId: number, kind: CertificateKind | undefined, page: PageRequest) {
      const where = and(eq(certificates.userId, userId), kind ? eq(certificates.kind, kind) : undefined);
      const [rows, total] = await Promise.all([
        db
          .select({
            number: certificates.number,
            kind: certificates.kind,
            title: certificates.title,
            issuedAt: certificates.issuedAt,
            expiresAt: certificates.expiresAt,
            revokedAt: certificates.revokedAt,
          })
          .from(certificates)
          .where(where)
          .orderBy(desc(certificates.issuedAt), desc(certificates.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(certificates, where),
      ]);
      return { rows, total };
    },

    /** One certificate with its holder's display name; `userId` is for ownership checks and never leaves the API. */
    async findByNumber(number: string) {
      const [row] = await db
        .select({
          number: certificates.number,
          kind: certificates.kind,
          title: certificates.title,
          issuedAt: certificates.issuedAt,
          expiresAt: certificates.expiresAt,
          revokedAt: certificates.revokedAt,
          userId: certificates.userId,
          // A deleted account's certificates keep the name they were issued to (decision 0023).
          holderName: sql<string>`coalesce(${certificates.holderName}, ${users.name})`,
        })
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.userId))
        .where(eq(certificates.number, number));
      return row;
    },
  };
}
