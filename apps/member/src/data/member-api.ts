import { api } from '@akademi-siber/data-access-api';
import type { ApiPage, MemberClass } from '@akademi-siber/util-contracts';

export const memberApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberClasses: build.query<ApiPage<MemberClass>, { page: number; perPage?: number }>({
      query: ({ page, perPage = 6 }) => ({ url: 'api/member/kelas-saya', params: { page, per_page: perPage } }),
      providesTags: ['MemberClass'],
    }),
  }),
});

export const { useGetMemberClassesQuery } = memberApi;
