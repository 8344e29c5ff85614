import { api } from '@akademi-siber/data-access-api';
import {
  MEMBER_PROFILE_PATHS,
  type ApiEnvelope,
  type ChangeEmailRequest,
  type DeleteAccountRequest,
  type LegacyProfile,
  type MemberProfile,
  type ProfileUpdateRequest,
} from '@akademi-siber/util-contracts';

const path = (full: string) => full.replace(/^\//, '');

/**
 * The member's own profile (decision 0023). Changes invalidate `User` too, so the navbar's avatar and name and the
 * session user follow at once. A change answers with the whole envelope (`rawBody`): the page shows its `message`.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberProfile: build.query<MemberProfile, void>({
      query: () => path(MEMBER_PROFILE_PATHS.profile),
      providesTags: ['User'],
    }),
    updateMemberProfile: build.mutation<ApiEnvelope<MemberProfile>, ProfileUpdateRequest>({
      query: (body) => ({ url: path(MEMBER_PROFILE_PATHS.profile), method: 'PUT', body }),
      extraOptions: { rawBody: true },
      invalidatesTags: ['User'],
    }),
    /** Multipart field `file`; FormData lets fetch set the boundary (spec §7: same Authorization). */
    uploadAvatar: build.mutation<ApiEnvelope<MemberProfile>, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: path(MEMBER_PROFILE_PATHS.avatar), method: 'POST', body };
      },
      extraOptions: { rawBody: true },
      invalidatesTags: ['User'],
    }),
    removeAvatar: build.mutation<ApiEnvelope<MemberProfile>, void>({
      query: () => ({ url: path(MEMBER_PROFILE_PATHS.avatar), method: 'DELETE' }),
      extraOptions: { rawBody: true },
      invalidatesTags: ['User'],
    }),
    requestEmailChange: build.mutation<ApiEnvelope<MemberProfile>, ChangeEmailRequest>({
      query: (body) => ({ url: path(MEMBER_PROFILE_PATHS.email), method: 'POST', body }),
      extraOptions: { rawBody: true },
      invalidatesTags: ['User'],
    }),
    cancelEmailChange: build.mutation<ApiEnvelope<MemberProfile>, void>({
      query: () => ({ url: path(MEMBER_PROFILE_PATHS.email), method: 'DELETE' }),
      extraOptions: { rawBody: true },
      invalidatesTags: ['User'],
    }),
    getLegacyProfile: build.query<LegacyProfile | null, void>({
      query: () => path(MEMBER_PROFILE_PATHS.legacy),
    }),
    deleteAccount: build.mutation<null, DeleteAccountRequest>({
      query: (body) => ({ url: path(MEMBER_PROFILE_PATHS.account), method: 'DELETE', body }),
    }),
  }),
});

export const {
  useGetMemberProfileQuery,
  useUpdateMemberProfileMutation,
  useUploadAvatarMutation,
  useRemoveAvatarMutation,
  useRequestEmailChangeMutation,
  useCancelEmailChangeMutation,
  useGetLegacyProfileQuery,
  useDeleteAccountMutation,
} = profileApi;
