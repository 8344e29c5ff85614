import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The tag types this lib's own endpoints use or that several apps share. A domain declares its own tags next to its
 * endpoints with `api.enhanceEndpoints({ addTagTypes })` before `injectEndpoints` (RTK Query code splitting).
 */
export const TAG_TYPES = [
  'User',
  'NotifTotal',
  'Cart',
  'ContentCategory',
  // Buying (issue 5, decision 0012).
  'CourseAccess',
  // The notifications page of each area (issue 6).
  'Notification',
  // Module quizzes and course exams (decision 0018).
  // The course player: a course's outline and progress, one material (decision 0020).
  // Rewards redeemed with points: the catalogue, the member's redemptions, the staff's pages (decision 0022).
  'Reward',
  // Course discussions: a course's threads and one thread with its replies (decision 0021).
  'Discussion',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

export type Api = typeof api;
