// What the lab remote and the teacher remote both read of a lab player's own account.
export {
  LAB_ACCOUNT_TAG_TYPES,
  labAccountApi,
  useGetLabClassroomsQuery,
  useGetLabExercisesQuery,
  useGetLabVpnQuery,
  useRevokeLabVpnMutation,
} from './lib/lab-account-api';
