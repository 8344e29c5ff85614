/**
 * The member's own certificates (decision 0019): the list by kind and one certificate with its PDF. The
 * `MemberCertificate` tag is the member remote's own (finishing a course invalidates it from the learning feature).
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { CertificateKind, CertificateVerification, MemberCertificate } from '@akademi-siber/util-contracts';

export const memberCertificateApi = api.enhanceEndpoints({ addTagTypes: ['MemberCertificate'] }).injectEndpoints({
  endpoints: (build) => ({
    getMemberCertificates: build.query<
      ApiList<MemberCertificate>,
      { page: number; perPage?: number; kind?: CertificateKind }
    >({
      query: ({ page, perPage = 9, kind }) => ({
        url: 'api/member/certificates',
        params: { page, per_page: perPage, ...(kind ? { kind } : {}) },
      }),
      providesTags: ['MemberCertificate'],
    }),
    /** One of the member's own certificates (`GET /api/member/certificates/{number}`). */
    getMemberCertificate: build.query<CertificateVerification, string>({
      query: (number) => `api/member/certificates/${encodeURIComponent(number)}`,
      providesTags: ['MemberCertificate'],
    }),
  }),
});

export const { useGetMemberCertificatesQuery, useGetMemberCertificateQuery } = memberCertificateApi;

/** The holder's PDF download through the token helper (decision 0011): the token path, then the file path. */
export function certificatePdfDownload(number: string): [tokenPath: string, filePath: string] {
  const base = `/api/member/certificates/${encodeURIComponent(number)}`;
  return [`${base}/pdf-token`, `${base}/pdf`];
}
