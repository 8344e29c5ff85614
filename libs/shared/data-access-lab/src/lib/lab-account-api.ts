/**
 * What a lab player reads in more than one remote (decisions 0036, 0037), defined once so each resource has one
 * endpoint and one cache entry: the caller's WireGuard status (GET /api/lab/vpn) with revoking it and the classrooms
 * they study in or teach (GET /api/lab/classrooms), both in the lab and teacher remotes; and the exercise labs with the
 * caller's progress (GET /api/lab/exercises), in the lab remote and on the member's dashboard and Kelas Saya. Bundled
 * by each app like data-access-catalog; every copy injects the same names with `overrideExisting`.
 */
import { api } from '@akademi-siber/data-access-api';
import { LAB_PATHS, type LabClassroom, type LabExerciseCard, type LabVpnStatus } from '@akademi-siber/util-contracts';

const url = (path: string) => path.replace(/^\//, '');

export const LAB_ACCOUNT_TAG_TYPES = ['LabVpn', 'LabExercise'] as const;

export const labAccountApi = api.enhanceEndpoints({ addTagTypes: LAB_ACCOUNT_TAG_TYPES }).injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    getLabVpn: build.query<LabVpnStatus, void>({
      query: () => url(LAB_PATHS.vpn),
      providesTags: ['LabVpn'],
    }),
    revokeLabVpn: build.mutation<null, void>({
      query: () => ({ url: url(LAB_PATHS.vpnRevoke), method: 'POST' }),
      invalidatesTags: ['LabVpn'],
    }),
    getLabClassrooms: build.query<LabClassroom[], void>({
      query: () => url(LAB_PATHS.classrooms),
    }),
    /** Answering a step or completing a lab invalidates `{ type: 'LabExercise', id: 'LIST' }`. */
    getLabExercises: build.query<LabExerciseCard[], void>({
      query: () => url(LAB_PATHS.exercises),
      providesTags: [{ type: 'LabExercise', id: 'LIST' }],
    }),
  }),
});

export const { useGetLabVpnQuery, useRevokeLabVpnMutation, useGetLabClassroomsQuery, useGetLabExercisesQuery } =
  labAccountApi;
