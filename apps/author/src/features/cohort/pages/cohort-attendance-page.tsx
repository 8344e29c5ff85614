/**
 * The main page of a cohort the instructor teaches (decisions 0040 and 0045) — /author/liveclass/{liveclassSlug}/
 * batch/{batchId} or /author/corporate-training/{trainingSlug}/group/{groupId} — in the cohort's frame
 * (cohort-frame.tsx: its dates, its menu, the error pages): its sessions (added, changed and removed here), the
 * attendance rules, the members × sessions grid whose cells open "Ubah kehadiran", and the audit of the corrections
 * made (feature-attendance's view, the one the admin's tab shows too).
 */
import { CohortAttendanceView } from '@akademi-siber/feature-attendance';
import { CohortFrame } from '../parts/cohort-frame';

export function CohortAttendancePage() {
  return (
    <CohortFrame pageTitle="Kehadiran" errorSubject="Kehadiran">
      {(sheet, cohort) => <CohortAttendanceView sheet={sheet} cohort={cohort} />}
    </CohortFrame>
  );
}
