// GET /api/member/certificates: one row per certificate (type `MemberCertificate` in util-contracts).
import { CERTIFICATE_KINDS } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { pageEnvelopeSchema } from '../../plugins/envelope';
import { paginationQuerySchema } from '../../plugins/request-schemas';

export const memberCertificateSchema = z.object({
  number: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  title: z.string(),
  issuedAt: z.string().describe('ISO 8601'),
  expiresAt: z.string().nullable().describe('ISO 8601; null when it never expires'),
  status: z.enum(['valid', 'expired', 'revoked']),
});

export const memberCertificatesQuerySchema = paginationQuerySchema.extend({
  kind: z.enum(CERTIFICATE_KINDS, { error: 'Jenis sertifikat harus completion atau attendance' }).optional(),
});

export const memberCertificatesResponseSchema = pageEnvelopeSchema(memberCertificateSchema);
