// Batch sessions and attendance (issue 18, decision 0040): members join sessions through the platform (attendance),
// download their schedule; instructors and admins keep the attendance sheet with audited corrections.
export { calendarFile } from './calendar';
export { sessionRoutes as routes } from './routes';
export { sessionStaffRoutes as staffRoutes } from './staff-routes';
export { batchContentSlug, batchOfContent, ensureBatchContent, syncContentAuthor, type BatchContent } from './content';
export {
  afterAttendance,
  batchSessionTimes,
  batchTestLock,
  contentBatch,
  contentProgress,
  contentSchedule,
  issueAttendanceCertificateIfEarned,
} from './batch-learning';
