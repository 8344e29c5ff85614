// Sessions and attendance of a cohort — a live-class batch or a corporate-training group (issue 18, decisions 0040,
// 0045): members join sessions through the platform (attendance), download their schedule; instructors and admins
// keep the attendance sheet with audited corrections.
export { calendarFile } from './calendar';
export { sessionRoutes as routes } from './routes';
export { sessionStaffRoutes as staffRoutes } from './staff-routes';
export {
  batchContentSlug,
  ensureBatchContent,
  syncContentAuthor,
  syncContentTitles,
  type BatchContent,
} from './content';
export {
  afterAttendance,
  batchTestLock,
  contentProgress,
  contentSchedule,
  issueAttendanceCertificateIfEarned,
} from './batch-learning';
export { fitCohortDates } from './cohort';
export { createSessionsService } from './service';
export { memberLearningSchema, memberScheduleShape } from './schemas';
