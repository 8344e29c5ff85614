// What the author home's lists need of a cohort's pages, without the contracts' values (the home's chunk stays light);
// the cohort's pages use them too.
import type { StaffCohortRef } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';

const enc = encodeURIComponent;

/**
 * A cohort's main page (its sessions and attendance): /author/liveclass/{liveclassSlug}/batch/{batchId} for a batch,
 * /author/corporate-training/{trainingSlug}/group/{groupId} for a group. Its other pages are `…/{segment}`.
 */
export const cohortPagePath = (ref: StaffCohortRef) =>
  'groupId' in ref
    ? `/author/corporate-training/${enc(ref.trainingSlug)}/group/${ref.groupId}`
    : `/author/liveclass/${enc(ref.liveclassSlug)}/batch/${ref.batchId}`;

/** `05 Jan 2026 – 30 Jan 2026`. */
export const dateRange = (startsAt: string, endsAt: string) => `${formatDate(startsAt)} – ${formatDate(endsAt)}`;
