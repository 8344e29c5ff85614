// The lib's public surface: what the apps and the other libs use. Everything else stays inside: the lib is a shared
// singleton, and each name exported here is carried by the shell's eager bundle and by every remote's import map.
export { api } from './lib/api';
export { sessionExpired, type ApiError, type SessionExpiredPayload } from './lib/base-query';
export { CSRF_COOKIE_PATH } from './lib/base-query-csrf';
export type { ApiExtraOptions, ApiList } from './lib/base-query-envelope';
export { apiFieldErrors, schemaFieldErrors, type FieldErrors } from './lib/base-query-field-errors';
export {
  clientStateActions,
  clientStateSlice,
  initialClientState,
  type CheckoutState,
  type ClientState,
  type PageData,
} from './lib/client-state-slice';
export { errorMessage, errorStatus } from './lib/error-message';
export {
  BADGE_POLL_MS,
  useGetContentCategoriesQuery,
  useGetMemberCartQuery,
  useGetNotificationsQuery,
  useGetNotifTotalQuery,
  useGetPublicSiteConfigQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type ContentKind,
  type NotifArea,
  type NotificationsArgs,
} from './lib/chrome-api';
export { useRequestAuthTokenMutation } from './lib/token-helper';
export {
  useAddToCartMutation,
  useGetCourseAccessQuery,
  useRecordAffiliateClickMutation,
  useRemoveFromCartMutation,
  type AffiliateClickInput,
} from './lib/commerce-api';
export { AFFILIATE_STORAGE_KEY, captureAffiliateRef, getAffiliateCode } from './lib/affiliate-ref';
