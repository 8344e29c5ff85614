import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { CertificateKind, MemberCertificate, MemberClass, PointEntry } from '@akademi-siber/util-contracts';

export const memberApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberClasses: build.query<ApiList<MemberClass>, { page: number; perPage?: number; kind?: MemberClass['kind'] }>({
      query: ({ page, perPage = 6, kind }) => ({ url: 'api/member/kelas-saya', params: { page, per_page: perPage, ...(kind ? { kind } : {}) } }),
      providesTags: ['MemberClass'],
    }),
    /** The member's ledger: every point and XP, newest first (tag User: an award also changes the navbar totals). */
    getPointHistory: build.query<ApiList<PointEntry>, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'api/member/points', params: { page, per_page: perPage } }),
      providesTags: ['User'],
    }),
    getMemberCertificates: build.query<ApiList<MemberCertificate>, { page: number; perPage?: number; kind?: CertificateKind }>({
      query: ({ page, perPage = 9, kind }) => ({
        url: 'api/member/certificates',
        params: { page, per_page: perPage, ...(kind ? { kind } : {}) },
      }),
      providesTags: ['MemberCertificate'],
    }),
  }),
});

export const { useGetMemberClassesQuery, useGetMemberCertificatesQuery, useGetPointHistoryQuery } = memberApi;
