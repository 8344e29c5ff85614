import { api } from '@akademi-siber/data-access-api';
import type { ApiPage, CertificateKind, MemberCertificate, MemberClass } from '@akademi-siber/util-contracts';

export const memberApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberClasses: build.query<ApiPage<MemberClass>, { page: number; perPage?: number; kind?: MemberClass['kind'] }>({
      query: ({ page, perPage = 6, kind }) => ({ url: 'api/member/kelas-saya', params: { page, per_page: perPage, ...(kind ? { kind } : {}) } }),
      providesTags: ['MemberClass'],
    }),
    getMemberCertificates: build.query<ApiPage<MemberCertificate>, { page: number; perPage?: number; kind?: CertificateKind }>({
      query: ({ page, perPage = 9, kind }) => ({
        url: 'api/member/certificates',
        params: { page, per_page: perPage, ...(kind ? { kind } : {}) },
      }),
      providesTags: ['MemberCertificate'],
    }),
  }),
});

export const { useGetMemberClassesQuery, useGetMemberCertificatesQuery } = memberApi;
