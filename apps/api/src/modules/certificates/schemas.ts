// GET /api/member/certificates: one row per certificate (type `MemberCertificate` in util-contracts); one certificate
// by its number (type `CertificateVerification`), for the public verification and the holder's detail page.
import { CERTIFICATE_KINDS, certificateNumberSchema } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
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

/**
 * `:certificateNumber` in the path: trimmed and upper-cased, then decision 0019's format (the verification form's
 * rule).
 */
export const certificateParamsSchema = z.object({ certificateNumber: certificateNumberSchema });

/** Public verification and the holder's own detail: the certificate plus the holder's display name, nothing else. */
export const certificateVerificationSchema = memberCertificateSchema.extend({
  holderName: z.string().describe('Nama tampilan pemegang sertifikat'),
});

export const certificateVerificationResponseSchema = envelopeSchema(certificateVerificationSchema);
