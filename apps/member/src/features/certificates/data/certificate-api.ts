import { api } from '@akademi-siber/data-access-api';
import type { CertificateVerification } from '@akademi-siber/util-contracts';

/** One of the member's own certificates (`GET /api/member/certificates/{number}`, decision 0019). */
export const memberCertificateApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberCertificate: build.query<CertificateVerification, string>({
      query: (number) => `api/member/certificates/${encodeURIComponent(number)}`,
      providesTags: ['MemberCertificate'],
    }),
  }),
});

export const { useGetMemberCertificateQuery } = memberCertificateApi;

/** The holder's PDF download through the token helper (decision 0011): the token path, then the file path. */
export function certificatePdfDownload(number: string): [tokenPath: string, filePath: string] {
  const base = `/api/member/certificates/${encodeURIComponent(number)}`;
  return [`${base}/pdf-token`, `${base}/pdf`];
}
