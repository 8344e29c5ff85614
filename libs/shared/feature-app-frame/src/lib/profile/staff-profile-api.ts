/**
 * The staff's own profile (decision 0050), the same calls for an author and an admin. Changes invalidate `User`, so
 * the bar's avatar and name follow at once; a change answers with the whole envelope (`rawBody`) for its message.
 */
import { api } from '@akademi-siber/data-access-api';
import {
  STAFF_PROFILE_PATHS,
  type ApiEnvelope,
  type StaffProfile,
  type StaffProfileUpdate,
} from '@akademi-siber/util-contracts';

const path = (full: string) => full.replace(/^\//, '');

export const staffProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffProfile: build.query<StaffProfile, void>({
      query: () => path(STAFF_PROFILE_PATHS.profile),
      providesTags: ['User'],
    }),
    updateStaffProfile: build.mutation<ApiEnvelope<StaffProfile>, StaffProfileUpdate>({
      query: (body) => ({ url: path(STAFF_PROFILE_PATHS.profile), method: 'PUT', body }),
      extraOptions: { rawBody: true },
      invalidatesTags: ['User'],
    }),
    /** Multipart field `file`; FormData lets fetch set the boundary. */
    uploadStaffAvatar: build.mutation<ApiEnvelope<StaffProfile>, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: path(STAFF_PROFILE_PATHS.avatar), method: 'POST', body };
      },
      extraOptions: { rawBody: true },
      invalidatesTags: ['User'],
    }),
    removeStaffAvatar: build.mutation<ApiEnvelope<StaffProfile>, void>({
      query: () => ({ url: path(STAFF_PROFILE_PATHS.avatar), method: 'DELETE' }),
      extraOptions: { rawBody: true },
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useGetStaffProfileQuery,
  useUpdateStaffProfileMutation,
  useUploadStaffAvatarMutation,
  useRemoveStaffAvatarMutation,
} = staffProfileApi;
