import { api } from '@akademi-siber/data-access-api';
import type { CertificateVerification } from '@akademi-siber/util-contracts';

/** The public verification page's one call (`GET /api/certificates/{number}`, decision 0019). */
export const certificateApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCertificateVerification: build.query<CertificateVerification, string>({
      query: (number) => `api/certificates/${encodeURIComponent(number)}`,
    }),
  }),
});

export const { useGetCertificateVerificationQuery } = certificateApi;
