// The certificate number as the API's path parameter and the verification form read it (one schema, decision 0019).
// Kept apart from certificates.ts so that importing the plain types never pulls zod into a page.
import { z } from 'zod';
import { CERTIFICATE_NUMBER_EXAMPLE, CERTIFICATE_NUMBER_PATTERN, normaliseCertificateNumber } from './certificates';

export const CERTIFICATE_NUMBER_REQUIRED = 'Nomor sertifikat wajib diisi';
export const CERTIFICATE_NUMBER_INVALID = `Format nomor sertifikat tidak sesuai, contoh: ${CERTIFICATE_NUMBER_EXAMPLE}`;

export const certificateNumberSchema = z
  .string({ error: CERTIFICATE_NUMBER_INVALID })
  .max(40, { error: CERTIFICATE_NUMBER_INVALID })
  .transform(normaliseCertificateNumber)
  .pipe(
    z
      .string()
      .min(1, { error: CERTIFICATE_NUMBER_REQUIRED })
      .regex(CERTIFICATE_NUMBER_PATTERN, { error: CERTIFICATE_NUMBER_INVALID }),
  );
