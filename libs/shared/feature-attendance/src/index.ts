/**
 * A live-class batch's attendance as the staff keep it (decision 0040): the sessions (add, change, remove), the
 * members × sessions grid whose cells open "Ubah kehadiran", and the audit of the corrections made, with their calls.
 * Shared by the author remote (`/author/liveclass/{liveclassSlug}/batch/{batchId}`, the instructor's own batches)
 * and the admin remote (`/admin/liveclass/{liveclassSlug}/batch/{batchId}`, every batch): the staff routes admit
 * both, so the views take only the batch they show (`BatchArgs`) and compose as each page needs.
 *
 * Only remote pages import this lib, so the shell's eager bundle does not carry it; it is not a shared singleton (it
 * holds no state of its own: its endpoints join the one API slice). `./api` is the calls and cache tags alone, for a
 * remote's data file that invalidates or provides the sheet without loading the views, their forms and zod.
 */
export * from './lib/attendance-api';
export * from './lib/attendance-format';
export {
  AttendanceGrid,
  type AttendanceGridProps,
  type CorrectionTarget,
  type SheetSession,
} from './lib/attendance-grid';
export { CorrectionDialog, type CorrectionDialogProps } from './lib/correction-dialog';
export { CorrectionHistory } from './lib/correction-history';
export { SessionsSection, type SessionsSectionProps } from './lib/sessions-section';
