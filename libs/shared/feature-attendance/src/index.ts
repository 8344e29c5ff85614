/**
 * A cohort's attendance as the staff keep it (decisions 0040 and 0045): the sessions (add, change, remove), the
 * members × sessions grid whose cells open "Ubah kehadiran", and the audit of the corrections made, with their calls.
 * A cohort is a live-class batch (`{ liveclassSlug, batchId }`) or a corporate-training group
 * (`{ trainingSlug, groupId }`): `StaffCohortRef`. Shared by the author remote (the instructor's own batches and
 * groups, `/author/liveclass/{liveclassSlug}/batch/{batchId}` and `/author/corporate-training/{trainingSlug}/group/
 * {groupId}`) and the admin remote (every batch's and group's page): the staff routes admit both, so the views take
 * only the cohort they show and compose as each page needs (`CohortAttendancePanel` is the whole of it).
 *
 * Only remote pages import this lib, so the shell's eager bundle does not carry it; it is not a shared singleton (it
 * holds no state of its own: its endpoints join the one API slice). `./api` is the calls and cache tags alone, for a
 * remote's data file that invalidates or provides the sheet without loading the views, their forms and zod.
 * `AttendanceRulesFieldset` and its helpers are the rules in an admin's cohort form (batch, group).
 */
export * from './lib/attendance-api';
export * from './lib/attendance-format';
export {
  AttendanceGrid,
  type AttendanceGridProps,
  type CorrectionTarget,
  type SheetSession,
} from './lib/attendance-grid';
export {
  ATTENDANCE_RULE_FIELDS,
  AttendanceRulesFieldset,
  attendanceRuleText,
  DEFAULT_ATTENDANCE_RULES,
  typedRules,
  type AttendanceRuleField,
  type AttendanceRuleText,
  type AttendanceRulesFieldsetProps,
} from './lib/attendance-rules-fields';
export {
  AttendanceRules,
  CohortAttendancePanel,
  CohortAttendanceView,
  type CohortAttendancePanelProps,
  type CohortAttendanceViewProps,
} from './lib/cohort-attendance';
export { CorrectionDialog, type CorrectionDialogProps } from './lib/correction-dialog';
export { CorrectionHistory } from './lib/correction-history';
export { SessionsSection, type SessionsSectionProps } from './lib/sessions-section';
