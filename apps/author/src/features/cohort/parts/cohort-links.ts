// What the author home's batch list needs of a batch's page, without the contracts' values (the home's chunk stays
// light); the batch page uses the date range too.
import { formatDate } from '@akademi-siber/util-format';

/** /author/liveclass/{liveclassSlug}/batch/{batchId}: one batch's attendance. */
export const batchAttendancePath = (liveclassSlug: string, batchId: number) =>
  `/author/liveclass/${encodeURIComponent(liveclassSlug)}/batch/${batchId}`;

/** `05 Jan 2026 – 30 Jan 2026`. */
export const dateRange = (startsAt: string, endsAt: string) => `${formatDate(startsAt)} – ${formatDate(endsAt)}`;
